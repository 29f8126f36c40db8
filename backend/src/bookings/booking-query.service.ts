import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { toBani } from '@app/common/money';
import { likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { e164Start } from '@app/common/validation/public-form';
import { anglersWhere } from '@app/clients/client-search';
import { Client } from '@app/clients/entities/client.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { presentBooking } from './booking.presenter';
import { BookingFilterDto } from './dto/booking.dto';
import { Booking } from './entities/booking.entity';
import { normalizePhone } from './phone';

const SORT = { starts_at: 'b.starts_at', ends_at: 'b.ends_at', created_at: 'b.created_at', id: 'b.id' };

/** Reads bookings as the API shows them: one by id, the list with its filters, a client's. */
@Injectable()
export class BookingQueryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(companyId: number, id: number): Promise<Booking> {
    const booking = await this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.water', 'w')
      .innerJoinAndSelect('b.plan', 'pl')
      .leftJoinAndSelect('b.stand', 's')
      .where('b.company_id = :companyId AND b.id = :id', { companyId: tenantWhere<Booking>(companyId).company_id, id })
      .getOne();
    if (!booking) throw AppException.notFound();
    return booking;
  }

  async get(companyId: number, id: number) {
    const booking = await this.find(companyId, id);
    const [names, receipts, jobs] = await Promise.all([
      this.clientNames(companyId, [booking]),
      this.depositReceipts(companyId, [booking]),
      this.depositJobs(companyId, [booking]),
    ]);
    return presentBooking(booking, {
      clientName: names.get(booking.client_id ?? 0) ?? null,
      receipt: receipts.get(booking.deposit_receipt_id ?? 0) ?? null,
      fiscalJob: jobs.get(booking.id) ?? null,
    });
  }

  async list(companyId: number, filter: BookingFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.water', 'w')
      .innerJoinAndSelect('b.plan', 'pl')
      .leftJoinAndSelect('b.stand', 's')
      .where('b.company_id = :companyId', { companyId: tenantWhere<Booking>(companyId).company_id });
    if (filter.date_from) qb.andWhere('b.ends_at > :from', { from: bucharestDayStart(filter.date_from) });
    if (filter.date_to) qb.andWhere('b.starts_at < :to', { to: bucharestDayEnd(filter.date_to) });
    if (filter.water_id) qb.andWhere('b.water_id = :waterId', { waterId: filter.water_id });
    if (filter.stand_id) qb.andWhere('b.stand_id = :standId', { standId: filter.stand_id });
    if (filter.status) qb.andWhere('b.status = :status', { status: filter.status });
    if (filter.source) qb.andWhere('b.source = :source', { source: filter.source });
    const search = filter.search?.trim();
    if (search) {
      // A guest by the start of the name or phone; a client the way every list finds anglers
      // (search keys: no accents, phone digits in any spacing).
      const any = ["b.guest_name LIKE :search ESCAPE '!'", "b.guest_phone LIKE :phone ESCAPE '!'"];
      const params: Record<string, unknown> = { search: likePrefix(search), phone: likePrefix(normalizePhone(search)) };
      // Online requests keep the phone in E.164 (public-form.ts): "0755 123" finds "+40755123456".
      const e164 = e164Start(search);
      if (e164) {
        any.push("b.guest_phone LIKE :e164 ESCAPE '!'");
        params.e164 = likePrefix(e164);
      }
      const anglers = await anglersWhere(this.dataSource, companyId, search, 'b.client_id');
      if (anglers) {
        any.push(anglers.sql);
        Object.assign(params, anglers.params);
      }
      qb.andWhere(`(${any.join(' OR ')})`, params);
    }
    const dir = filter.sort_dir === 'desc' ? 'DESC' : 'ASC';
    qb.orderBy(sortColumn(SORT, filter.sort_by, 'b.starts_at'), dir).addOrderBy('b.id', dir);
    const [rows, total] = await qb.skip(skip).take(perPage).getManyAndCount();
    const [names, receipts, jobs] = await Promise.all([
      this.clientNames(companyId, rows),
      this.depositReceipts(companyId, rows),
      this.depositJobs(companyId, rows),
    ]);
    const data = rows.map((b) =>
      presentBooking(b, {
        clientName: names.get(b.client_id ?? 0) ?? null,
        receipt: receipts.get(b.deposit_receipt_id ?? 0) ?? null,
        fiscalJob: jobs.get(b.id) ?? null,
      }),
    );
    return toPage(data, total, page, perPage);
  }

  /** Every booking of a client, oldest first (the privacy export). */
  async forClient(companyId: number, clientId: number) {
    const rows = await this.dataSource
      .getRepository(Booking)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.water', 'w')
      .innerJoinAndSelect('b.plan', 'pl')
      .leftJoinAndSelect('b.stand', 's')
      .where('b.company_id = :companyId AND b.client_id = :clientId', { companyId, clientId })
      .orderBy('b.starts_at', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
    const [names, receipts] = await Promise.all([
      this.clientNames(companyId, rows),
      this.depositReceipts(companyId, rows),
    ]);
    return rows.map((b) =>
      presentBooking(b, {
        clientName: names.get(b.client_id ?? 0) ?? null,
        receipt: receipts.get(b.deposit_receipt_id ?? 0) ?? null,
      }),
    );
  }

  /** The deposit's bon fiscal of each booking (amef mode), by booking id: the latest job. */
  private async depositJobs(companyId: number, rows: Booking[]): Promise<Map<number, FiscalJob>> {
    const ids = rows.filter((b) => toBani(b.deposit) > 0).map((b) => b.id);
    if (!ids.length) return new Map();
    const jobs = await this.dataSource.getRepository(FiscalJob).find({
      where: { company_id: companyId, booking_id: In(ids), source: 'deposit' },
      order: { id: 'ASC' },
    });
    return new Map(jobs.map((j) => [j.booking_id!, j]));
  }

  private async clientNames(companyId: number, rows: Booking[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((b) => b.client_id).filter((x): x is number => !!x))];
    if (!ids.length) return new Map();
    const clients = await this.dataSource
      .getRepository(Client)
      .find({ where: { company_id: companyId, id: In(ids) }, select: { id: true, first_name: true, last_name: true } });
    return new Map(clients.map((c) => [c.id, `${c.last_name} ${c.first_name}`]));
  }

  private async depositReceipts(companyId: number, rows: Booking[]): Promise<Map<number, Receipt>> {
    const ids = rows.map((b) => b.deposit_receipt_id).filter((x): x is number => !!x);
    if (!ids.length) return new Map();
    const receipts = await this.dataSource
      .getRepository(Receipt)
      .find({ where: { company_id: companyId, id: In(ids) } });
    return new Map(receipts.map((r) => [r.id, r]));
  }
}
