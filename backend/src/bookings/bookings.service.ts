import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { money, toBani } from '@app/common/money';
import { likePrefix, pageParams, toPage } from '@app/common/pagination';
import { sortColumn } from '@app/common/references';
import { tenantWhere } from '@app/common/tenancy';
import { bucharestDate, bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { e164Start } from '@app/common/validation/public-form';
import { anglersWhere } from '@app/clients/client-search';
import { Client } from '@app/clients/entities/client.entity';
import { Company } from '@app/companies/entities/company.entity';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { MailService } from '@app/mail/mail.service';
import { PassIssuingService } from '@app/passes/pass-issuing.service';
import { Plan } from '@app/plans/entities/plan.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { SalesService } from '@app/fiscal/sales.service';
import { Stand } from '@app/stands/entities/stand.entity';
import { roWhen, StandRules } from '@app/stands/stand-rules';
import { Water } from '@app/waters/entities/water.entity';
import { presentBooking } from './booking.presenter';
import {
  BookingFilterDto,
  BookingReasonDto,
  CheckInDto,
  CreateBookingDto,
  PublicBookingDto,
  UpdateBookingDto,
} from './dto/booking.dto';
import { Booking, BookingStatus, HOLDING_STATUSES } from './entities/booking.entity';

const SORT = { starts_at: 'b.starts_at', ends_at: 'b.ends_at', created_at: 'b.created_at', id: 'b.id' };
/** A booking is at most this long (a carp session is 12–72 hours; a week at most). */
const MAX_DAYS = 14;
/** An angler checked in at most this long before the booked start fishes from the check-in. */
const EARLY_CHECK_IN_HOURS = 12;

/** One way of writing a phone for counting and matching: digits, a leading + kept. */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** "5 zile", "20 de zile", "101 zile": Romanian puts "de" before 20–99 (and their hundreds). */
const roCount = (n: number, plural: string) => `${n} ${n % 100 === 0 || n % 100 >= 20 ? 'de ' : ''}${plural}`;

/** "Popescu Ion" -> last name Popescu, first name Ion (a one-word name is a first name). */
function splitName(full: string): { last_name: string; first_name: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { last_name: parts[0].slice(0, 80), first_name: parts[0].slice(0, 80) };
  return { last_name: parts[0].slice(0, 80), first_name: parts.slice(1).join(' ').slice(0, 80) };
}

interface Resolved {
  water: Water;
  stand: Stand | null;
  plan: Plan;
  from: Date;
  to: Date;
  anglers: number;
}

@Injectable()
export class BookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rules: StandRules,
    private readonly series: DocSeriesService,
    private readonly passes: PassIssuingService,
    private readonly mail: MailService,
    private readonly sales: SalesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Water, stand, plan and times checked together: one 422 with every field that is wrong. */
  async resolve(
    companyId: number,
    input: {
      water_id: number;
      stand_id?: number | null;
      plan_id: number;
      starts_at: string | Date;
      ends_at: string | Date;
      anglers?: number;
    },
  ): Promise<Resolved> {
    const ds = this.dataSource;
    const [water, stand, plan, standCount] = await Promise.all([
      ds.getRepository(Water).findOne({ where: tenantWhere<Water>(companyId, { id: input.water_id }) }),
      input.stand_id
        ? ds.getRepository(Stand).findOne({ where: tenantWhere<Stand>(companyId, { id: input.stand_id }) })
        : Promise.resolve(null),
      ds
        .getRepository(Plan)
        .createQueryBuilder('pl')
        .leftJoinAndSelect('pl.waters', 'w')
        .where('pl.company_id = :companyId AND pl.id = :id', { companyId, id: input.plan_id })
        .getOne(),
      ds
        .getRepository(Stand)
        .count({ where: tenantWhere<Stand>(companyId, { water_id: input.water_id, active: true }) }),
    ]);
    const errors: Record<string, string[]> = {};
    const from = new Date(input.starts_at);
    const to = new Date(input.ends_at);
    const anglers = input.anglers ?? 1;
    if (!water || !water.active) errors.water_id = ['Apa aleasă nu există sau nu este activă.'];
    if (!plan || !plan.active) errors.plan_id = ['Planul ales nu există sau nu este activ.'];
    else if (water && !(plan.waters ?? []).some((w) => w.id === water.id))
      errors.plan_id = ['Planul ales nu este valabil pe această apă.'];
    if (input.stand_id) {
      if (!stand || !stand.active || stand.water_id !== input.water_id)
        errors.stand_id = ['Standul ales nu există, nu este activ sau nu este pe apa aleasă.'];
      else if (anglers > stand.capacity)
        errors.anglers = [`Pe standul ${stand.number} încap cel mult ${stand.capacity} pescari.`];
    } else if (water && standCount > 0) {
      errors.stand_id = ['Alegeți un stand: apa are standuri numerotate.'];
    }
    if (!(to.getTime() > from.getTime())) errors.ends_at = ['Sfârșitul trebuie să fie după început.'];
    else if (to.getTime() - from.getTime() > MAX_DAYS * 86_400_000)
      errors.ends_at = [`O rezervare ține cel mult ${MAX_DAYS} zile.`];
    if (Object.keys(errors).length || !water || !plan) throw AppException.invalid(errors);
    return { water, stand: input.stand_id ? stand : null, plan, from, to, anglers };
  }

  /**
   * The two rules (stand-rules.ts) under the water's lock; the caller's transaction then writes.
   * `anonymous`: a public request's clash names no other holder.
   */
  private async checkRules(em: EntityManager, companyId: number, r: Resolved, exceptId?: number, anonymous = false) {
    const water = (await this.rules.lockWater(em, companyId, r.water.id)) ?? r.water;
    if (r.stand) await this.rules.assertStandFree(em, companyId, r.stand, r.from, r.to, exceptId, anonymous);
    await this.rules.assertAnglersPerDay(em, companyId, water, r.from, r.to, r.anglers, exceptId);
  }

  async create(actor: AuthUser, companyId: number, dto: CreateBookingDto) {
    const ds = this.dataSource;
    const client = dto.client_id
      ? await ds.getRepository(Client).findOne({ where: tenantWhere<Client>(companyId, { id: dto.client_id }) })
      : null;
    const errors: Record<string, string[]> = {};
    if (dto.client_id && !client) errors.client_id = ['Clientul ales nu există.'];
    if (!dto.client_id) {
      if (!dto.guest_name) errors.guest_name = ['Alegeți un client sau scrieți numele oaspetelui.'];
      if (!dto.guest_phone) errors.guest_phone = ['Telefonul oaspetelui este obligatoriu.'];
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    const r = await this.resolve(companyId, dto);
    const deposit = money(dto.deposit ?? 0);
    // The deposit's document (fiscal/sales.service.ts): a chitanță, or a bon fiscal's job.
    const doc =
      toBani(deposit) > 0
        ? await this.sales.document(companyId, {
            waterId: r.water.id,
            paymentMethod: 'cash',
            amount: deposit,
            receiptDue: true,
          })
        : ({ kind: 'none' } as const);
    const receiptSeries =
      doc.kind === 'receipt'
        ? await this.series.resolve(ds.manager, companyId, 'receipt', dto.receipt_series_id)
        : null;
    const id = await withTransaction(ds, async (em) => {
      await this.checkRules(em, companyId, r);
      let clientId = client?.id ?? null;
      let receiptId: number | null = null;
      let fiscalJobId: number | null = null;
      if (doc.kind !== 'none') {
        // The chitanță needs a payer: a guest who pays a deposit becomes a client.
        if (!clientId)
          clientId = await this.guestToClient(
            em,
            companyId,
            dto.guest_name!,
            dto.guest_phone ?? null,
            dto.guest_email ?? null,
          );
        const payer = clientId;
        const description = `Avans rezervare: ${r.water.name}${r.stand ? `, standul ${r.stand.number}` : ''}, ${roWhen(r.from)} – ${roWhen(r.to)}`;
        ({ receiptId, fiscalJobId } = await this.sales.take(em, doc, {
          receipt: () => ({
            companyId,
            clientId: payer,
            passId: null,
            amount: deposit,
            description,
            issuedOn: bucharestDate(),
            seriesId: dto.receipt_series_id ?? null,
            series: receiptSeries,
            fiscalReceiptNo: null,
            createdBy: actor.id,
          }),
          fiscal: () => ({
            companyId,
            source: 'deposit',
            clientId: payer,
            paymentMethod: 'cash',
            amount: deposit,
            reference: 'Avans rezervare',
            line: { name: description, planId: r.plan.id },
            createdBy: actor.id,
          }),
        }));
      }
      const inserted = await em.insert(Booking, {
        company_id: companyId,
        client_id: clientId,
        guest_name: client ? null : (dto.guest_name ?? null),
        guest_phone: client ? null : dto.guest_phone ? normalizePhone(dto.guest_phone) : null,
        guest_email: client ? null : (dto.guest_email ?? null),
        water_id: r.water.id,
        stand_id: r.stand?.id ?? null,
        plan_id: r.plan.id,
        starts_at: r.from,
        ends_at: r.to,
        anglers: r.anglers,
        status: 'confirmed',
        deposit,
        deposit_receipt_id: receiptId,
        source: dto.source ?? 'phone',
        notes: dto.notes ?? null,
        pass_id: null,
        created_by: actor.id,
      });
      const bookingId = Number(inserted.identifiers[0].id);
      // The deposit's bon names its booking (known only now), so cancelling the sale finds it.
      if (fiscalJobId !== null)
        await em.update(FiscalJob, { id: fiscalJobId, company_id: companyId }, { booking_id: bookingId });
      return bookingId;
    });
    return this.get(companyId, id);
  }

  /**
   * A request from the public page: a pending online booking, after the abuse limits (SECURITY.md,
   * "Public forms"): it starts no earlier than the current hour and at most `booking_days_ahead`
   * days ahead; one address and one phone (E.164, as the DTO wrote it) hold at most
   * `public_pending_limit` pending requests at once; a clash names no other holder.
   */
  async createPublic(slug: string, dto: PublicBookingDto, ip: string): Promise<{ id: number; status: 'pending' }> {
    const company = await this.dataSource
      .getRepository(Company)
      .findOne({ where: { slug: slug.toLowerCase(), active: true } });
    if (!company) throw AppException.notFound();
    const starts = new Date(dto.starts_at).getTime();
    const now = Date.now();
    const days = company.booking_days_ahead;
    if (starts < Math.floor(now / 3_600_000) * 3_600_000)
      throw AppException.invalid({ starts_at: ['Rezervarea poate începe cel mai devreme în ora curentă.'] });
    if (starts > now + days * 86_400_000)
      throw AppException.invalid({
        starts_at: [`Rezervarea poate începe cel mult peste ${days === 1 ? 'o zi' : roCount(days, 'zile')}.`],
      });
    if (new Date(dto.ends_at).getTime() <= now)
      throw AppException.invalid({ ends_at: ['Sfârșitul rezervării trebuie să fie în viitor.'] });
    const r = await this.resolve(company.id, dto);
    const phone = dto.guest_phone;
    const ipHash = createHmac('sha256', this.config.jwtSecret).update(`booking-ip:${ip}`).digest('hex');
    const limit = company.public_pending_limit;
    const id = await withTransaction(this.dataSource, async (em) => {
      await this.checkRules(em, company.id, r, undefined, true);
      // Counted under the water's lock: two requests at once cannot both be the last one allowed.
      const pending = (column: 'guest_phone' | 'request_ip_hash', value: string) =>
        em
          .createQueryBuilder(Booking, 'b')
          .where(`b.company_id = :companyId AND b.${column} = :value`, { companyId: company.id, value })
          .andWhere("b.status = 'pending' AND b.ends_at > :now", { now: new Date() })
          .getCount();
      if ((await pending('guest_phone', phone)) >= limit) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: `Aveți deja ${limit} cereri în așteptare. Vă vom contacta în curând.`,
        });
      }
      if ((await pending('request_ip_hash', ipHash)) >= limit) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: `De la această adresă sunt deja ${limit} cereri în așteptare. Vă vom contacta în curând.`,
        });
      }
      const inserted = await em.insert(Booking, {
        company_id: company.id,
        client_id: null,
        guest_name: dto.guest_name,
        guest_phone: phone,
        guest_email: dto.guest_email,
        request_ip_hash: ipHash,
        water_id: r.water.id,
        stand_id: r.stand?.id ?? null,
        plan_id: r.plan.id,
        starts_at: r.from,
        ends_at: r.to,
        anglers: r.anglers,
        status: 'pending',
        deposit: '0.00',
        deposit_receipt_id: null,
        source: 'online',
        notes: null,
        pass_id: null,
        created_by: null,
      });
      return Number(inserted.identifiers[0].id);
    });
    const booking = await this.find(company.id, id);
    this.notify(company, booking, 'received');
    return { id, status: 'pending' };
  }

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

  async update(companyId: number, id: number, dto: UpdateBookingDto) {
    const current = await this.find(companyId, id);
    if (!HOLDING_STATUSES.includes(current.status))
      throw AppException.conflict('Doar o rezervare în așteptare sau confirmată se mai poate modifica.');
    const errors: Record<string, string[]> = {};
    if (dto.deposit !== undefined && toBani(dto.deposit ?? 0) !== toBani(current.deposit))
      errors.deposit = ['Avansul a fost înregistrat cu chitanță și nu se mai modifică.'];
    for (const key of ['water_id', 'plan_id', 'starts_at', 'ends_at'] as const)
      if (dto[key] === null) errors[key] = ['Câmpul este obligatoriu.'];
    if (dto.client_id !== undefined && dto.client_id !== null && dto.client_id !== current.client_id) {
      const exists = await this.dataSource
        .getRepository(Client)
        .exists({ where: tenantWhere<Client>(companyId, { id: dto.client_id }) });
      if (!exists) errors.client_id = ['Clientul ales nu există.'];
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    // A new start with no new end moves the end with it: the booking keeps its length (a day
    // stays a day, and the stand's supplement per day is not charged again at the check-in).
    const startsAt = dto.starts_at ? new Date(dto.starts_at) : current.starts_at;
    const endsAt = dto.ends_at
      ? dto.ends_at
      : new Date(current.ends_at.getTime() + (startsAt.getTime() - current.starts_at.getTime()));
    const r = await this.resolve(companyId, {
      water_id: dto.water_id ?? current.water_id,
      stand_id: dto.stand_id !== undefined ? dto.stand_id : current.stand_id,
      plan_id: dto.plan_id ?? current.plan_id,
      starts_at: startsAt,
      ends_at: endsAt,
      anglers: dto.anglers ?? current.anglers,
    });
    await withTransaction(this.dataSource, async (em) => {
      await this.checkRules(em, companyId, r, id);
      const patch: Partial<Booking> = {
        water_id: r.water.id,
        stand_id: r.stand?.id ?? null,
        plan_id: r.plan.id,
        starts_at: r.from,
        ends_at: r.to,
        anglers: r.anglers,
      };
      if (dto.client_id !== undefined && dto.client_id !== null) patch.client_id = dto.client_id;
      if (dto.guest_name !== undefined) patch.guest_name = dto.guest_name;
      if (dto.guest_phone !== undefined) patch.guest_phone = dto.guest_phone ? normalizePhone(dto.guest_phone) : null;
      if (dto.guest_email !== undefined) patch.guest_email = dto.guest_email;
      if (dto.source !== undefined) patch.source = dto.source;
      if (dto.notes !== undefined) patch.notes = dto.notes;
      const result = await em.update(Booking, { id, company_id: companyId, status: In(HOLDING_STATUSES) }, patch);
      if (!result.affected) throw AppException.conflict('Rezervarea tocmai a fost schimbată de altcineva.');
    });
    return this.get(companyId, id);
  }

  async confirm(companyId: number, id: number) {
    await this.transition(companyId, id, ['pending'], 'confirmed', 'Doar o rezervare în așteptare se poate confirma.');
    await this.notifyById(companyId, id, 'confirmed');
    return this.get(companyId, id);
  }

  async cancel(companyId: number, id: number, dto: BookingReasonDto) {
    const before = await this.find(companyId, id);
    await this.transition(
      companyId,
      id,
      HOLDING_STATUSES,
      'cancelled',
      'Doar o rezervare în așteptare sau confirmată se poate anula.',
      dto.reason ?? null,
    );
    await this.notifyById(companyId, id, before.status === 'pending' ? 'refused' : 'cancelled', dto.reason ?? null);
    return this.get(companyId, id);
  }

  async noShow(companyId: number, id: number) {
    await this.transition(
      companyId,
      id,
      HOLDING_STATUSES,
      'no_show',
      'Doar o rezervare confirmată sau în așteptare poate fi marcată neprezentată.',
    );
    return this.get(companyId, id);
  }

  /**
   * The angler is at the gate: ONE transaction issues the pass for the booking's stand, plan and
   * times (the stand's overlap rule ignores this booking), the chitanță for the total less the
   * deposit, and marks the booking checked in. A guest becomes a client first. Answers the pass.
   */
  async checkIn(actor: AuthUser, companyId: number, id: number, dto: CheckInDto) {
    const booking = await this.find(companyId, id);
    if (!HOLDING_STATUSES.includes(booking.status))
      throw AppException.conflict('Doar o rezervare în așteptare sau confirmată se poate prezenta la poartă.');
    let clientId = booking.client_id;
    if (!clientId) {
      clientId = await withTransaction(this.dataSource, (em) =>
        this.guestToClient(em, companyId, booking.guest_name ?? 'Oaspete', booking.guest_phone, booking.guest_email),
      );
      await this.dataSource.getRepository(Booking).update({ id, company_id: companyId }, { client_id: clientId });
    }
    const validFrom = await this.earlyStart(companyId, booking);
    return this.passes.create(
      actor,
      companyId,
      clientId,
      {
        plan_id: booking.plan_id,
        water_id: booking.water_id,
        stand_id: booking.stand_id,
        valid_from: validFrom.toISOString(),
        payment_method: dto.payment_method,
        car_plate: dto.car_plate ?? null,
        notes: `Rezervarea nr. ${booking.id}`,
      },
      {
        bookingId: booking.id,
        validTo: booking.ends_at,
        bookedFrom: booking.starts_at,
        deposit: money(booking.deposit),
        written: async (em, passId) => {
          const result = await em.update(
            Booking,
            { id, company_id: companyId, status: In(HOLDING_STATUSES) },
            { status: 'checked_in', pass_id: passId },
          );
          if (!result.affected) throw AppException.conflict('Rezervarea a fost deja prezentată sau anulată.');
        },
      },
    );
  }

  /**
   * When the pass of a check-in begins: now, for an angler who arrives early (at most
   * EARLY_CHECK_IN_HOURS before the booked start) and whose stand is free until then, so the guard
   * does not see a pass that has not begun; else the booked start. The pass still ends at the booked end.
   */
  private async earlyStart(companyId: number, booking: Booking): Promise<Date> {
    const now = new Date();
    if (now.getTime() >= booking.starts_at.getTime()) return booking.starts_at;
    if (booking.starts_at.getTime() - now.getTime() > EARLY_CHECK_IN_HOURS * 3_600_000) return booking.starts_at;
    if (!booking.stand) return now;
    try {
      await this.rules.assertStandFree(
        this.dataSource.manager,
        companyId,
        booking.stand,
        now,
        booking.starts_at,
        booking.id,
      );
      return now;
    } catch (err) {
      // 409: the stand is held before the booked start (stand-rules.ts), so the pass waits for it.
      if (err instanceof AppException && err.getStatus() === 409) return booking.starts_at;
      throw err;
    }
  }

  private async transition(
    companyId: number,
    id: number,
    from: BookingStatus[],
    to: BookingStatus,
    refused: string,
    reason: string | null = null,
  ) {
    await this.find(companyId, id);
    const patch: Partial<Booking> = { status: to };
    if (reason) {
      const current = await this.find(companyId, id);
      patch.notes = [current.notes, `Motiv: ${reason}`].filter(Boolean).join('\n');
    }
    const result = await this.dataSource
      .getRepository(Booking)
      .update({ id, company_id: companyId, status: In(from) }, patch);
    if (!result.affected) throw AppException.conflict(refused);
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

  private async guestToClient(
    em: EntityManager,
    companyId: number,
    name: string,
    phone: string | null,
    email: string | null,
  ): Promise<number> {
    const saved = await em.save(
      Client,
      em.create(Client, {
        company_id: companyId,
        ...splitName(name),
        phone: phone ?? null,
        email: email ?? null,
        blocked: false,
        blocked_reason: null,
      }),
    );
    return saved.id;
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

  private async notifyById(
    companyId: number,
    id: number,
    kind: 'confirmed' | 'refused' | 'cancelled',
    reason: string | null = null,
  ) {
    const company = await this.dataSource.getRepository(Company).findOneByOrFail({ id: companyId });
    this.notify(company, await this.find(companyId, id), kind, reason);
  }

  /** The angler's e-mail at each step (sent in the background: SMTP never delays the answer). */
  private notify(
    company: Company,
    b: Booking,
    kind: 'received' | 'confirmed' | 'refused' | 'cancelled',
    reason: string | null = null,
  ) {
    if (!b.guest_email) return;
    const what =
      `${b.water?.name ?? ''}${b.stand ? `, standul ${b.stand.number}` : ''}, ` +
      `${roWhen(b.starts_at)} – ${roWhen(b.ends_at)}, ${b.anglers === 1 ? 'un pescar' : `${b.anglers} pescari`}`;
    const lines: Record<typeof kind, [string, string]> = {
      received: [
        `Am primit cererea de rezervare nr. ${b.id}`,
        `Am primit cererea dumneavoastră de rezervare (${what}). Vă scriem din nou când o confirmăm.`,
      ],
      confirmed: [
        `Rezervarea nr. ${b.id} este confirmată`,
        `Rezervarea dumneavoastră (${what}) este confirmată. Vă așteptăm!`,
      ],
      refused: [
        `Cererea de rezervare nr. ${b.id} nu a putut fi acceptată`,
        `Ne pare rău, cererea dumneavoastră de rezervare (${what}) nu a putut fi acceptată.` +
          (reason ? ` Motiv: ${reason}.` : ''),
      ],
      cancelled: [
        `Rezervarea nr. ${b.id} a fost anulată`,
        `Rezervarea dumneavoastră (${what}) a fost anulată.` + (reason ? ` Motiv: ${reason}.` : ''),
      ],
    };
    const [subject, body] = lines[kind];
    const contact = [company.phone, company.email].filter(Boolean).join(', ');
    this.mail.sendInBackground({
      to: b.guest_email,
      subject: `${company.name}: ${subject}`,
      text: `Bună ziua,\n\n${body}\n\n${company.name}${contact ? `\n${contact}` : ''}\n`,
    });
  }
}
