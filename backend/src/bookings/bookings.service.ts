import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, IsNull, LessThanOrEqual } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { leiText, money, toBani } from '@app/common/money';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { initials, type ClientErasure, type ErasedPerson } from '@app/common/erasure';
import { emailKey } from '@app/common/validation/public-form';
import { CompaniesService } from '@app/companies/companies.service';
import { bucharestDate } from '@app/common/time';
import { forSameOwner, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { lockedRow } from '@app/common/row-lock';
import { withTransaction } from '@app/common/transactions';
import { ClientsService } from '@app/clients/clients.service';
import { splitName } from '@app/clients/person-name';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { PassIssuingService } from '@app/passes/pass-issuing.service';
import { PassesService } from '@app/passes/passes.service';
import { SalesService } from '@app/fiscal/sales.service';
import { roWhen } from '@app/common/time';
import { StandRules } from '@app/stands/stand-rules';
import { BookingMailService } from './booking-mail.service';
import { BookingQueryService } from './booking-query.service';
import { BookingTermsService, termColumns } from './booking-terms.service';
import { BookingReasonDto, CheckInDto, CreateBookingDto, UpdateBookingDto } from './dto/booking.dto';
import { Booking, BookingStatus, HOLDING_STATUSES } from './entities/booking.entity';
import { bookingTotals } from './booking.presenter';
import { guestKeys, normalizePhone } from './phone';

/** Why the privacy run cancelled a request nobody answered before it ended (expireRequests()). */
export const REQUEST_EXPIRED = 'Cerere expirată: nu a primit răspuns până la sfârșitul rezervării.';

/** An angler checked in at most this long before the booked start fishes from the check-in. */
const EARLY_CHECK_IN_HOURS = 12;

/** A booking already over: it holds nothing, and its check-in would sell an expired pass. */
const ENDED = 'Sfârșitul rezervării trebuie să fie în viitor.';

/**
 * A booking's life taken at the desk: created, changed, confirmed, cancelled, not shown, checked in
 * (the pass issued). Requests from the public page are public-bookings.service.ts.
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rules: StandRules,
    private readonly series: DocSeriesService,
    private readonly passes: PassIssuingService,
    private readonly passReader: PassesService,
    private readonly sales: SalesService,
    private readonly terms: BookingTermsService,
    private readonly query: BookingQueryService,
    private readonly mail: BookingMailService,
    private readonly clients: ClientsService,
    private readonly companies: CompaniesService,
  ) {}

  /**
   * A booking taken at the desk, with its deposit's document. An attempt sent again with its
   * `request_key` after its answer was lost (a weak signal) makes no second booking and takes no
   * second deposit: the key is kept with the booking in its transaction, and the answer is the
   * booking the first attempt made (also where the attempt sent again is refused: the stand it holds).
   */
  create(actor: AuthUser, companyId: number, dto: CreateBookingDto) {
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'booking' },
      () => this.make(actor, companyId, dto),
      (id) => this.query.get(companyId, id),
    );
  }

  private async make(actor: AuthUser, companyId: number, dto: CreateBookingDto) {
    const ds = this.dataSource;
    const client = dto.client_id && (await this.clients.has(companyId, dto.client_id)) ? { id: dto.client_id } : null;
    const errors: Record<string, string[]> = {};
    if (dto.client_id && !client) errors.client_id = ['Clientul ales nu există.'];
    if (!dto.client_id) {
      if (!dto.guest_name) errors.guest_name = ['Alegeți un client sau scrieți numele oaspetelui.'];
      if (!dto.guest_phone) errors.guest_phone = ['Telefonul oaspetelui este obligatoriu.'];
    }
    if (new Date(dto.ends_at).getTime() <= Date.now()) errors.ends_at = [ENDED];
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    const r = await this.terms.resolve(companyId, dto);
    const deposit = money(dto.deposit ?? 0);
    // An advance on the booking's price: more would be money the check-in never gives back.
    const { total } = bookingTotals({ plan: r.plan, stand: r.stand, starts_at: r.from, ends_at: r.to }, '0');
    if (toBani(deposit) > toBani(total)) {
      throw AppException.invalid({
        deposit: [`Avansul nu poate depăși totalul rezervării: ${leiText(total)} lei.`],
      });
    }
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
      // The client held until this commits: its delete waits for the booking and then refuses.
      if (client && !(await this.clients.holdNamed(em, companyId, [client.id])))
        throw AppException.invalid({ client_id: ['Clientul ales nu există.'] });
      await this.terms.checkRules(em, companyId, r);
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
            dto.guest_email ? emailKey(dto.guest_email) : null,
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
        guest_email: client ? null : dto.guest_email ? emailKey(dto.guest_email) : null,
        ...termColumns(r),
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
      if (fiscalJobId !== null) await this.sales.nameBooking(em, companyId, fiscalJobId, bookingId);
      if (dto.request_key) await em.query(...keepRequestKey(companyId, dto.request_key, 'booking', bookingId));
      return bookingId;
    });
    return this.query.get(companyId, id);
  }

  /**
   * A client's bookings in an erasure (common/erasure.ts), inside its transaction: a booking made
   * as a guest keeps the guest's name, phone and e-mail after the guest became this client
   * (deposit, check-in): they go, with the booking's notes. The person's guest bookings never
   * linked to the client (an online request, a desk booking for a guest) are found by the
   * client's e-mail (any case) or phone (any spelling), never the company's own (guestKeys()):
   * their name becomes initials, their phone, e-mail and notes go (without `person`, only the
   * linked ones).
   */
  async erasure(em: EntityManager, companyId: number, clientId: number, person?: ErasedPerson): Promise<ClientErasure> {
    const linked = await em.find(Booking, { where: tenantWhere<Booking>(companyId, { client_id: clientId }) });
    const guest = await this.guestBookingsOf(em, companyId, person);
    const bookings = [...linked, ...guest];
    return {
      rows: { bookings: bookings.map((b) => b.id) },
      values: bookings.flatMap((b) => [b.guest_name, b.guest_email, b.notes]),
      phones: bookings.map((b) => b.guest_phone),
      erase: async () => {
        for (const booking of bookings) {
          const name = booking.client_id === null ? initials(booking.guest_name) : null;
          Object.assign(booking, { guest_name: name, guest_phone: null, guest_email: null, notes: null });
          await em.save(booking);
        }
      },
    };
  }

  /**
   * The company's guest bookings (no client) with the person's e-mail, in any case, or phone, in any
   * spelling, unless it is the company's own (guestKeys()): what an erasure takes with the client,
   * and what their data export shows.
   */
  async guestBookingsOf(em: EntityManager, companyId: number, person?: ErasedPerson): Promise<Booking[]> {
    const { phones, email } = guestKeys(person, await this.companies.contact(em, companyId));
    if (!phones.length && !email) return [];
    return tenantScoped(em.createQueryBuilder(Booking, 'b'), 'b', companyId)
      .andWhere('b.client_id IS NULL')
      .andWhere(
        new Brackets((qb) => {
          if (phones.length) qb.orWhere('b.guest_phone IN (:...phones)', { phones });
          if (email) qb.orWhere('LOWER(b.guest_email) = :email', { email });
        }),
      )
      .getMany();
  }

  /**
   * The privacy run's expiry (privacy/privacy.service.ts run()): a request from the public page that
   * nobody confirmed or refused before it ended is cancelled, its notes saying why, so it stops
   * waiting on the desk's list. Answers how many (with `dryRun`, how many would be).
   */
  async expireRequests(companyId: number, now: Date, dryRun = false): Promise<number> {
    const repo = this.dataSource.getRepository(Booking);
    const due = await repo.find({
      where: tenantWhere<Booking>(companyId, { status: 'pending', ends_at: LessThanOrEqual(now) }),
      select: { id: true, notes: true },
      order: { id: 'ASC' },
    });
    if (dryRun) return due.length;
    let expired = 0;
    for (const booking of due) {
      const notes = [booking.notes, `Motiv: ${REQUEST_EXPIRED}`].filter(Boolean).join('\n');
      const result = await repo.update(
        { id: booking.id, company_id: companyId, status: 'pending' },
        {
          status: 'cancelled',
          notes,
        },
      );
      expired += result.affected ?? 0;
    }
    return expired;
  }

  /**
   * The privacy run's retention for guests who never became clients (privacy/privacy.service.ts
   * run()): a guest booking ended before `cutoff` (the company's inactive-client period) keeps the
   * guest's initials only, as an inactive client would; phone, e-mail and notes go. Answers how
   * many (with `dryRun`, how many would be).
   */
  async forgetGuests(companyId: number, cutoff: Date, dryRun = false): Promise<number> {
    const due = await tenantScoped(this.dataSource.getRepository(Booking).createQueryBuilder('b'), 'b', companyId)
      .select(['b.id', 'b.guest_name'])
      .andWhere('b.client_id IS NULL')
      .andWhere('b.ends_at < :cutoff', { cutoff })
      .andWhere('(b.guest_phone IS NOT NULL OR b.guest_email IS NOT NULL OR b.notes IS NOT NULL)')
      .orderBy('b.id', 'ASC')
      .getMany();
    if (dryRun) return due.length;
    for (const booking of due)
      await this.dataSource
        .getRepository(Booking)
        .update(
          { id: booking.id, company_id: companyId },
          { guest_name: initials(booking.guest_name), guest_phone: null, guest_email: null, notes: null },
        );
    return due.length;
  }

  async update(companyId: number, id: number, dto: UpdateBookingDto) {
    const current = await this.query.find(companyId, id);
    if (!HOLDING_STATUSES.includes(current.status))
      throw AppException.conflict('Doar o rezervare în așteptare sau confirmată se mai poate modifica.');
    const errors: Record<string, string[]> = {};
    if (dto.deposit !== undefined && toBani(dto.deposit ?? 0) !== toBani(current.deposit))
      errors.deposit = ['Avansul a fost înregistrat cu chitanță și nu se mai modifică.'];
    for (const key of ['water_id', 'plan_id', 'starts_at', 'ends_at'] as const)
      if (dto[key] === null) errors[key] = ['Câmpul este obligatoriu.'];
    if (dto.client_id !== undefined && dto.client_id !== null && dto.client_id !== current.client_id) {
      if (!(await this.clients.has(companyId, dto.client_id))) errors.client_id = ['Clientul ales nu există.'];
    }
    if (Object.keys(errors).length) throw AppException.invalid(errors);
    // A new start with no new end moves the end with it: the booking keeps its length (a day
    // stays a day, and the stand's supplement per day is not charged again at the check-in).
    const startsAt = dto.starts_at ? new Date(dto.starts_at) : current.starts_at;
    const endsAt = dto.ends_at
      ? dto.ends_at
      : new Date(current.ends_at.getTime() + (startsAt.getTime() - current.starts_at.getTime()));
    if ((dto.starts_at || dto.ends_at) && new Date(endsAt).getTime() <= Date.now())
      throw AppException.invalid({ ends_at: [ENDED] });
    const r = await this.terms.resolve(companyId, {
      water_id: dto.water_id ?? current.water_id,
      stand_id: dto.stand_id !== undefined ? dto.stand_id : current.stand_id,
      plan_id: dto.plan_id ?? current.plan_id,
      starts_at: startsAt,
      ends_at: endsAt,
      anglers: dto.anglers ?? current.anglers,
    });
    await withTransaction(this.dataSource, async (em) => {
      // A new client held until this commits, as at the booking's creation.
      if (
        dto.client_id !== undefined &&
        dto.client_id !== null &&
        dto.client_id !== current.client_id &&
        !(await this.clients.holdNamed(em, companyId, [dto.client_id]))
      )
        throw AppException.invalid({ client_id: ['Clientul ales nu există.'] });
      await this.terms.checkRules(em, companyId, r, id);
      const patch: Partial<Booking> = termColumns(r);
      if (dto.client_id !== undefined && dto.client_id !== null) patch.client_id = dto.client_id;
      if (dto.guest_name !== undefined) patch.guest_name = dto.guest_name;
      if (dto.guest_phone !== undefined) patch.guest_phone = dto.guest_phone ? normalizePhone(dto.guest_phone) : null;
      if (dto.guest_email !== undefined) patch.guest_email = dto.guest_email ? emailKey(dto.guest_email) : null;
      if (dto.source !== undefined) patch.source = dto.source;
      if (dto.notes !== undefined) patch.notes = dto.notes;
      // Conditional on the terms it was made on too (read before this transaction): an edit that changed them
      // meanwhile, under the same water's lock, stays, and this one is refused rather than putting them back.
      const asRead = {
        water_id: current.water_id,
        stand_id: current.stand_id ?? IsNull(),
        plan_id: current.plan_id,
        starts_at: current.starts_at,
        ends_at: current.ends_at,
        anglers: current.anglers,
      };
      const result = await em.update(
        Booking,
        { id, company_id: companyId, status: In(HOLDING_STATUSES), ...asRead },
        patch,
      );
      if (!result.affected) throw AppException.conflict('Rezervarea tocmai a fost schimbată de altcineva.');
    });
    return this.query.get(companyId, id);
  }

  async confirm(companyId: number, id: number) {
    await this.transition(companyId, id, ['pending'], 'confirmed', 'Doar o rezervare în așteptare se poate confirma.');
    await this.mail.notifyById(companyId, id, 'confirmed');
    return this.query.get(companyId, id);
  }

  async cancel(companyId: number, id: number, dto: BookingReasonDto) {
    const before = await this.query.find(companyId, id);
    await this.transition(
      companyId,
      id,
      HOLDING_STATUSES,
      'cancelled',
      'Doar o rezervare în așteptare sau confirmată se poate anula.',
      dto.reason ?? null,
    );
    await this.mail.notifyById(
      companyId,
      id,
      before.status === 'pending' ? 'refused' : 'cancelled',
      dto.reason ?? null,
    );
    return this.query.get(companyId, id);
  }

  /** The angler did not come: only once the booking has started (before, it may still be kept or cancelled). */
  async noShow(companyId: number, id: number, now = new Date()) {
    const booking = await this.query.find(companyId, id);
    if (new Date(booking.starts_at).getTime() > now.getTime()) {
      throw AppException.conflict(
        `Rezervarea începe la ${roWhen(new Date(booking.starts_at))}: o puteți marca neprezentată abia de atunci. Până atunci, o puteți anula.`,
      );
    }
    await this.transition(
      companyId,
      id,
      HOLDING_STATUSES,
      'no_show',
      'Doar o rezervare confirmată sau în așteptare poate fi marcată neprezentată.',
    );
    return this.query.get(companyId, id);
  }

  /**
   * The angler is at the gate: ONE transaction issues the pass for the booking's stand, plan and
   * times (the stand's overlap rule ignores this booking), the chitanță for the total less the
   * deposit, and marks the booking checked in. A guest becomes a client first. Answers the pass.
   */
  checkIn(actor: AuthUser, companyId: number, id: number, dto: CheckInDto) {
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'pass' },
      () => this.issueFor(actor, companyId, id, dto),
      // Sent again after its answer was lost: the pass the first attempt issued, if it was this booking's.
      async (passId) =>
        forSameOwner(
          'pass',
          await this.passReader.get(companyId, passId),
          (await this.query.find(companyId, id)).pass_id,
          passId,
        ),
    );
  }

  private async issueFor(actor: AuthUser, companyId: number, id: number, dto: CheckInDto) {
    const booking = await this.query.find(companyId, id);
    if (!HOLDING_STATUSES.includes(booking.status))
      throw AppException.conflict('Doar o rezervare în așteptare sau confirmată se poate prezenta la poartă.');
    const clientId = booking.client_id ?? (await this.guestBecomesClient(companyId, id));
    const validFrom = await this.earlyStart(companyId, booking);
    // A deposit whose chitanță or bon was cancelled took no money: the pass's price is paid whole.
    const deposit = await this.query.standingDeposit(companyId, booking);
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
        request_key: dto.request_key,
      },
      {
        bookingId: booking.id,
        validTo: booking.ends_at,
        bookedFrom: booking.starts_at,
        deposit,
        written: async (em, passId, issuedAt) => {
          const result = await em.update(
            Booking,
            { id, company_id: companyId, status: In(HOLDING_STATUSES) },
            { status: 'checked_in', pass_id: passId, checked_in_at: issuedAt },
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
    await this.query.find(companyId, id);
    const patch: Partial<Booking> = { status: to };
    if (reason) {
      const current = await this.query.find(companyId, id);
      patch.notes = [current.notes, `Motiv: ${reason}`].filter(Boolean).join('\n');
    }
    const result = await this.dataSource
      .getRepository(Booking)
      .update({ id, company_id: companyId, status: In(from) }, patch);
    if (!result.affected) throw AppException.conflict(refused);
  }

  /**
   * A guest booking's angler made a client at the check-in, once: the booking's row is held while
   * it is written, so check-ins sent at once (a tap repeated on a weak signal) wait for the first
   * and take the client it made instead of each making one.
   */
  private guestBecomesClient(companyId: number, id: number): Promise<number> {
    return withTransaction(this.dataSource, async (em) => {
      const booking = await lockedRow(em, Booking, companyId, id);
      if (booking.client_id) return booking.client_id;
      const clientId = await this.guestToClient(
        em,
        companyId,
        booking.guest_name ?? 'Oaspete',
        booking.guest_phone,
        booking.guest_email,
      );
      await em.update(Booking, { id, company_id: companyId }, { client_id: clientId });
      return clientId;
    });
  }

  private async guestToClient(
    em: EntityManager,
    companyId: number,
    name: string,
    phone: string | null,
    email: string | null,
  ): Promise<number> {
    return this.clients.addGuest(em, companyId, { ...splitName(name), phone: phone ?? null, email: email ?? null });
  }

  /**
   * Of these clients, those with a booking made or not yet ended since `since`: the privacy retention run
   * keeps them (privacy/privacy.service.ts).
   */
  async clientsActiveSince(companyId: number, clientIds: number[], since: Date): Promise<number[]> {
    if (!clientIds.length) return [];
    const rows = await tenantScoped(this.dataSource.getRepository(Booking).createQueryBuilder('b'), 'b', companyId)
      .select('DISTINCT b.client_id', 'client_id')
      .andWhere('b.client_id IN (:...clientIds)', { clientIds })
      .andWhere('(b.created_at >= :since OR b.ends_at >= :since)', { since })
      .getRawMany<{ client_id: number | string }>();
    return rows.map((r) => Number(r.client_id));
  }
}
