import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { money, toBani } from '@app/common/money';
import { likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantScoped } from '@app/common/tenancy';
import { bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { e164Start } from '@app/common/validation/public-form';
import { anglersWhere, phoneSearchDigits } from '@app/clients/client-search';
import { ClientsService } from '@app/clients/clients.service';
import { rawInstant } from '@app/passes/payment-methods';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import { ReceiptsService } from '@app/receipts/receipts.service';
import type { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { depositBonSql } from '@app/fiscal/fiscal-job-joins';
import { SalesService } from '@app/fiscal/sales.service';
import { presentBooking, standingDeposit } from './booking.presenter';
import { BookingFilterDto } from './dto/booking.dto';
import { Booking } from './entities/booking.entity';
import { normalizePhone } from './phone';

/** The deposits of `qb`'s bookings `b` at their instant `at` within [start, end). */
async function depositsAt(
  qb: SelectQueryBuilder<Booking>,
  at: string,
  start: Date,
  end: Date,
): Promise<{ at: Date; amount: string }[]> {
  const rows = await qb
    .select(at, 'at')
    .addSelect('b.deposit', 'amount')
    .andWhere(`${at} >= :start AND ${at} < :end`, { start, end })
    .getRawMany<{ at: string | Date; amount: string | number }>();
  return rows.map((r) => ({ at: rawInstant(r.at), amount: money(r.amount) }));
}

const SORT = { starts_at: 'b.starts_at', ends_at: 'b.ends_at', created_at: 'b.created_at', id: 'b.id' };

/** Reads bookings as the API shows them: one by id, the list with its filters, a client's. */
@Injectable()
export class BookingQueryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly receipts: ReceiptsService,
    private readonly sales: SalesService,
  ) {}

  /**
   * The deposits that a check-in's pass holds again in its total while they were counted already
   * on the day they were paid: for each booking checked in within [start, end) whose pass is
   * active, its deposit if an issued chitanță or a bon fiscal whose sale stands holds it
   * (depositsOnBons()), at the check-in (its pass's issue). The finance chart takes them off the
   * passes' totals (charts/charts.service.ts). The range's check-ins are read from
   * `IDX_bookings_company_checked_in`; the passes, receipts and bons are joined by their tables'
   * names, by primary key and by `IDX_fiscal_jobs_company_booking`.
   */
  async depositsInPassTotals(
    em: EntityManager,
    companyId: number,
    start: Date,
    end: Date,
  ): Promise<{ at: Date; amount: string }[]> {
    return depositsAt(
      tenantScoped(em.getRepository(Booking).createQueryBuilder('b'), 'b', companyId)
        .innerJoin('passes', 'p', "p.id = b.pass_id AND p.company_id = b.company_id AND p.status = 'active'")
        .leftJoin(
          'receipts',
          'r',
          "r.id = b.deposit_receipt_id AND r.company_id = b.company_id AND r.status = 'issued'",
        )
        .leftJoin('fiscal_jobs', 'j', depositBonSql('j', 'b'))
        .andWhere('(r.id IS NOT NULL OR j.id IS NOT NULL)'),
      'b.checked_in_at',
      start,
      end,
    );
  }

  /**
   * The deposits paid on a bon fiscal (`amef` mode) by the bookings made within [start, end), at the
   * booking (when the money came in), as a deposit's chitanță counts on its date: whether the angler
   * then comes or not. One whose bon's sale was cancelled (before printing, or by a return) took no
   * money and is left out. Read from `IDX_bookings_company_created`.
   */
  async depositsOnBons(
    em: EntityManager,
    companyId: number,
    start: Date,
    end: Date,
  ): Promise<{ at: Date; amount: string }[]> {
    return depositsAt(
      tenantScoped(em.getRepository(Booking).createQueryBuilder('b'), 'b', companyId).innerJoin(
        'fiscal_jobs',
        'j',
        depositBonSql('j', 'b'),
      ),
      'b.created_at',
      start,
      end,
    );
  }

  /** A company's bookings with their water, plan and stand (joined by the booking's relations), as `b`. */
  private withTerms(companyId: number) {
    return tenantScoped(
      this.dataSource
        .getRepository(Booking)
        .createQueryBuilder('b')
        .innerJoinAndSelect('b.water', 'w')
        .innerJoinAndSelect('b.plan', 'pl')
        .leftJoinAndSelect('b.stand', 's'),
      'b',
      companyId,
    );
  }

  async find(companyId: number, id: number): Promise<Booking> {
    const booking = await this.withTerms(companyId).andWhere('b.id = :id', { id }).getOne();
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
    const qb = this.withTerms(companyId);
    if (filter.date_from) qb.andWhere('b.ends_at > :from', { from: bucharestDayStart(filter.date_from) });
    if (filter.date_to) qb.andWhere('b.starts_at < :to', { to: bucharestDayEnd(filter.date_to) });
    if (filter.water_id) qb.andWhere('b.water_id = :waterId', { waterId: filter.water_id });
    if (filter.stand_id) qb.andWhere('b.stand_id = :standId', { standId: filter.stand_id });
    if (filter.status) qb.andWhere('b.status = :status', { status: filter.status });
    if (filter.source) qb.andWhere('b.source = :source', { source: filter.source });
    const search = filter.search?.trim();
    if (search) {
      // A guest by the start of the name or of the phone (phoneSearchDigits(): as every angler search);
      // a client the way every list finds anglers (search keys: no accents, phone digits in any spacing).
      const any = ["b.guest_name LIKE :search ESCAPE '!'"];
      const params: Record<string, unknown> = { search: likePrefix(search) };
      if (phoneSearchDigits(search)) {
        any.push("b.guest_phone LIKE :phone ESCAPE '!'");
        params.phone = likePrefix(normalizePhone(search));
        // Online requests keep the phone in E.164 (public-form.ts): "0755 123" finds "+40755123456".
        const e164 = e164Start(search);
        if (e164) {
          any.push("b.guest_phone LIKE :e164 ESCAPE '!'");
          params.e164 = likePrefix(e164);
        }
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
    const rows = await this.withTerms(companyId)
      .andWhere('b.client_id = :clientId', { clientId })
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
  private depositJobs(companyId: number, rows: Booking[]): Promise<Map<number, FiscalJob>> {
    return this.sales.depositJobs(
      companyId,
      rows.filter((b) => toBani(b.deposit) > 0).map((b) => b.id),
    );
  }

  private clientNames(companyId: number, rows: Booking[]): Promise<Map<number, string>> {
    return this.clients.names(
      companyId,
      rows.map((b) => b.client_id).filter((x): x is number => !!x),
    );
  }

  /**
   * The booking's deposit that stands (booking.presenter.ts standingDeposit()): what its check-in
   * takes off the pass's price, '0.00' once its chitanță or its bon's sale was cancelled.
   */
  async standingDeposit(companyId: number, booking: Booking): Promise<string> {
    if (toBani(booking.deposit) <= 0) return money(booking.deposit);
    const [receipts, jobs] = await Promise.all([
      this.depositReceipts(companyId, [booking]),
      this.depositJobs(companyId, [booking]),
    ]);
    return standingDeposit(
      booking,
      receipts.get(booking.deposit_receipt_id ?? 0) ?? null,
      jobs.get(booking.id) ?? null,
    );
  }

  private depositReceipts(companyId: number, rows: Booking[]): Promise<Map<number, Receipt>> {
    return this.receipts.byIds(
      companyId,
      rows.map((b) => b.deposit_receipt_id).filter((x): x is number => !!x),
    );
  }
}
