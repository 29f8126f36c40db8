import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { allValid, AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { fromBani, leiText, money, toBani } from '@app/common/money';
import { bucharestDate } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { forSameClient, keepRequestKey, oncePerKey } from '@app/common/request-keys';
import { ClientsService } from '@app/clients/clients.service';
import { DiscountsService } from '@app/discounts/discounts.service';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import type { DocType } from '@app/doc-series/entities/doc-series.entity';
import type { Receipt } from '@app/receipts/entities/receipt.entity';
import { PlansService } from '@app/plans/plans.service';
import { passCounts } from '@app/charts/pass-stats';
import { WatersService } from '@app/waters/waters.service';
import { CreatePassDto } from './dto/pass.dto';
import { Pass } from './entities/pass.entity';
import { PassesService } from './passes.service';
import { presentPass, type PassResponse } from './pass.presenter';
import { priceOf, stayPrice, validTo } from './pricing';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { initials, SigningService } from '@app/signing/signing.service';
import { StandsService } from '@app/stands/stands.service';
import { StandRules } from '@app/stands/stand-rules';
import { SalesService } from '@app/fiscal/sales.service';

/** An erased client's row keeps only initials: a new pass would write a plate and notes on it again. */
const ANONYMIZED_CLIENT =
  'Datele acestui client au fost anonimizate: nu i se mai emit permise. Înregistrați pescarul ca un client nou.';

/** A pass issued at a booking's check-in (bookings.service.ts): its times, the deposit already paid, the booking's own write. */
export interface PassFromBooking {
  bookingId: number;
  validTo: Date;
  /** The booked start: the stand's supplement is for the booked days, even when the pass begins earlier. */
  bookedFrom: Date;
  /** Lei already paid with the booking (its own chitanță): the check-in's chitanță is for the rest. */
  deposit: string;
  /** Runs in the issuing transaction, after the pass is written (marks the booking checked in at the pass's issue). */
  written: (em: EntityManager, passId: number, issuedAt: Date) => Promise<void>;
}

/** Issues passes: at the gate, and at a booking's check-in (bookings.service.ts). */
@Injectable()
export class PassIssuingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly series: DocSeriesService,
    private readonly signing: SigningService,
    private readonly standRules: StandRules,
    private readonly sales: SalesService,
    private readonly reader: PassesService,
    private readonly clients: ClientsService,
    private readonly plans: PlansService,
    private readonly waters: WatersService,
    private readonly discounts: DiscountsService,
    private readonly stands: StandsService,
  ) {}

  /**
   * Issues a pass at the gate: checks everything first, then in ONE transaction takes the next
   * number of the series (row locked), writes the pass and, for cash, its chitanță, in one round
   * trip under the lock on MariaDB (docs/numbering-and-fiscal.md). A refused or failed issue takes
   * no number. An attempt sent again with its `request_key` after its answer was lost (a weak
   * signal) finds the key taken: its issue rolls back with the number it took, and the answer is
   * the pass the first attempt issued. A booking's check-in answers that attempt itself
   * (bookings/bookings.service.ts checkIn()): with the pass of that booking, never another one of
   * the same client.
   */
  async create(actor: AuthUser, companyId: number, clientId: number, dto: CreatePassDto, booking?: PassFromBooking) {
    if (booking) return this.issue(actor, companyId, clientId, dto, booking);
    return oncePerKey(
      this.dataSource,
      { companyId, key: dto.request_key, kind: 'pass' },
      () => this.issue(actor, companyId, clientId, dto, booking),
      async (passId) => sameSale(forSameClient('pass', await this.reader.get(companyId, passId), clientId), dto),
    );
  }

  private async issue(
    actor: AuthUser,
    companyId: number,
    clientId: number,
    dto: CreatePassDto,
    booking?: PassFromBooking,
  ) {
    const ds = this.dataSource;
    // The client with their company's slug (for the signed token), in one statement.
    const client = await this.clients.withCompany(companyId, clientId);
    const { slug, name: companyName } = client.company;
    // Each feature answers for its own: one 422 with every field that is wrong (allValid()).
    // The water comes with the plan's waters; it is read on its own only when the plan is refused.
    const planForSale = this.plans.forSale(companyId, dto.plan_id, dto.water_id);
    const [water, plan, discount, stand] = await allValid([
      planForSale.then(
        (p) =>
          this.waters.forSale(
            companyId,
            dto.water_id,
            p.waters?.find((w) => w.id === dto.water_id),
          ),
        () => this.waters.forSale(companyId, dto.water_id),
      ),
      planForSale,
      dto.discount_id ? this.discounts.forSale(companyId, dto.discount_id) : null,
      dto.stand_id ? this.stands.forSale(companyId, dto.stand_id, dto.water_id) : null,
      client.anonymized_at
        ? Promise.reject(AppException.invalid({ client_id: [ANONYMIZED_CLIENT] }))
        : client.blocked
          ? Promise.reject(
              AppException.invalid({
                client_id: [
                  `Clientul este blocat${client.blocked_reason ? `: ${client.blocked_reason}` : ''}. Nu i se poate emite un permis.`,
                ],
              }),
            )
          : null,
    ]);

    const paymentMethod = dto.payment_method ?? 'cash';
    const from = dto.valid_from ? new Date(dto.valid_from) : new Date();
    const to = booking?.validTo ?? validTo(from, plan.duration_value, plan.duration_unit);
    // Before any discount: the plan for each of its durations the stay takes (a booking can be
    // longer than its plan) and the stand's supplement (lei per day).
    const { base } = stayPrice(plan, stand?.supplement, booking?.bookedFrom ?? from, to);
    const prices = priceOf(fromBani(base), discount);
    // At a check-in the deposit was paid already: the chitanță is for the rest.
    const due = fromBani(Math.max(toBani(prices.total) - toBani(booking?.deposit ?? 0), 0));
    const issueReceipt = (dto.issue_receipt ?? paymentMethod === 'cash') && toBani(due) > 0;
    // The sale's document (fiscal/sales.service.ts): the chitanță, a bon fiscal's job, or none.
    const doc = await this.sales.document(companyId, {
      mode: client.company.fiscal_mode,
      waterId: water.id,
      paymentMethod,
      amount: due,
      receiptDue: issueReceipt,
    });
    // The series are read before the transaction: under the series lock only the writes remain.
    const wanted: [DocType, number | null | undefined][] = [['pass', dto.doc_series_id]];
    if (doc.kind === 'receipt') wanted.push(['receipt', dto.receipt_series_id]);
    const [[series, receiptSeries], signingKey] = await Promise.all([
      this.series.resolveAll(ds.manager, companyId, wanted),
      this.signing.currentKey(companyId),
    ]);
    const code = randomBytes(16).toString('base64url');
    const issuedOn = bucharestDate();
    // The pass's row but for its number, token and instant: made before the lock, not under it.
    const row = {
      company_id: companyId,
      client_id: client.id,
      water_id: water.id,
      plan_id: plan.id,
      stand_id: stand?.id ?? null,
      discount_id: discount?.id ?? null,
      doc_series_id: series.id,
      series: series.series,
      code,
      signing_key_id: signingKey.id,
      checked_out_at: null,
      checkout_receipt_id: null,
      valid_from: from,
      valid_to: to,
      ...prices,
      rods: plan.rods,
      retention_kg: money(plan.retention_kg),
      extra_kg_price: money(plan.extra_kg_price),
      payment_method: paymentMethod,
      car_plate: dto.car_plate ? normalizePlate(dto.car_plate) : (client.car_plate ?? null),
      notes: dto.notes ?? null,
      status: 'active' as const,
      created_by: actor.id,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
    };
    const holder = initials(client.last_name, client.first_name);
    const names = { company: companyName, plan: plan.name };

    const issued = await withTransaction(ds, async (em) => {
      // The chitanță's day open in the cash book, before the locks below (fiscal/sales.service.ts).
      await this.sales.begin(em, companyId, doc, issuedOn);
      if (stand) {
        // First statement: the water's row lock, then the overlap check (stand-rules.ts).
        await this.standRules.lockWater(em, companyId, water.id);
        await this.standRules.assertStandFree(em, companyId, stand, from, to, booking?.bookingId);
      }
      // Under the series lock from here to COMMIT (docs/numbering-and-fiscal.md, "The issue under
      // the lock"): on MariaDB ONE round trip takes the numbers (the pass's and the chitanță's) and
      // writes everything that names them, then COMMITs (doc-series.service.ts takeAndWrite()).
      // Everything else was read, checked or made above. The statistics and the audit rows stay in
      // this transaction (atomic with the pass) and after the numbers: the statistics rows are as hot
      // as the series row, so taking them earlier would only move the queue there, and the audit rows
      // name the pass's id and number. Without a check-in to mark, the block ends the transaction.
      const { planned, ids } = await this.series.takeAndWrite(
        em,
        receiptSeries ? [series, receiptSeries] : [series],
        ([number, receiptNumber], writes) => {
          // Set here, not by the database default: the chart statistics count the pass on this instant's day.
          const createdAt = new Date();
          // Signed at issue (the number is known only now): the pass proves itself with no signal.
          const token = this.signing.sign(
            this.signing.claims(
              { code, series: series.series, number, valid_from: from, valid_to: to },
              slug,
              water.name,
              holder,
              names,
            ),
            signingKey,
          );
          // The pass, its chitanță or bon fiscal's job, the statistics and the audit rows (common/write-plan.ts);
          // `passId` is the plan's stand-in until it has run.
          const values = { ...row, number, token, created_at: createdAt };
          const passId = writes.insert(Pass, values);
          if (dto.request_key) writes.statements([keepRequestKey(companyId, dto.request_key, 'pass', passId)]);
          const sale = this.sales.plan(
            writes,
            em,
            doc,
            {
              receipt: () => ({
                companyId,
                clientId: client.id,
                passId,
                amount: due,
                description:
                  `Contravaloare permis de pescuit ${series.series} nr. ${number}: ${plan.name}, ${water.name}` +
                  (stand ? `, standul ${stand.number}` : '') +
                  (booking && toBani(booking.deposit) > 0
                    ? ` (rezervarea nr. ${booking.bookingId}, avans ${leiText(booking.deposit)} lei dedus)`
                    : ''),
                issuedOn,
                dayOpen: true,
                seriesId: dto.receipt_series_id ?? null,
                series: receiptSeries,
                fiscalReceiptNo: dto.fiscal_receipt_no ?? null,
                createdBy: actor.id,
              }),
              fiscal: () => ({
                companyId,
                source: 'pass',
                passId,
                bookingId: booking?.bookingId ?? null,
                clientId: client.id,
                paymentMethod,
                amount: due,
                reference: `Permis ${series.series} nr. ${number}`,
                line: {
                  name: `${plan.name} - ${water.name}${stand ? `, stand ${stand.number}` : ''}`,
                  planId: plan.id,
                },
                createdBy: actor.id,
              }),
            },
            receiptSeries ? { series: receiptSeries, number: receiptNumber } : null,
          );
          const counted = {
            company_id: companyId,
            client_id: client.id,
            water_id: water.id,
            created_at: createdAt,
            valid_from: from,
            total: prices.total,
          };
          // The pass's statistics after the receipt's (the order of the statements before the plan).
          writes.statements(passCounts(em, counted, 1));
          return { passId, values, receiptId: sale.receiptId, receiptNumber };
        },
        { commit: !booking },
      );
      const { passId, values, receiptNumber } = planned;
      const id = ids.get(passId)!;
      if (booking) await booking.written(em, id, values.created_at);
      const receiptId = planned.receiptId === null ? null : ids.get(planned.receiptId)!;
      return { id, values, receipt: receiptId && receiptSeries ? { id: receiptId, number: receiptNumber } : null };
    });
    // A bon fiscal's job or a check-in's booking are read back (their rows are not all known here);
    // the gate's pass with or without its chitanță is answered from what was just written.
    if (booking || doc.kind === 'fiscal') return this.reader.get(companyId, issued.id);
    const pass = {
      ...issued.values,
      id: issued.id,
      valid_from: this.storedInstant(from, 'valid_from'),
      valid_to: this.storedInstant(to, 'valid_to'),
      created_at: this.storedInstant(issued.values.created_at, 'created_at'),
      client,
      water,
      plan,
      stand,
      discount,
    } as unknown as Pass;
    const receipt = issued.receipt
      ? ({ ...issued.receipt, series: receiptSeries.series, status: 'issued' } as Receipt)
      : null;
    return presentPass(pass, { receipt, verifyUrl: this.reader.verifyUrl(slug, pass.code, pass.token) });
  }

  /**
   * An instant as the database gives back the pass's column: MariaDB keeps the column's fractions
   * of a second (none for DATETIME, milliseconds for DATETIME(3)) and cuts the rest.
   */
  private storedInstant(at: Date, property: 'valid_from' | 'valid_to' | 'created_at'): Date {
    if (this.dataSource.options.type !== 'mariadb') return at;
    const column = this.dataSource.getMetadata(Pass).findColumnWithPropertyName(property);
    // A creation date's column is DATETIME(6) unless told (the driver's createDatePrecision).
    const digits =
      column?.precision ??
      (column?.isCreateDate ? (this.dataSource.driver.mappedDataTypes.createDatePrecision ?? 0) : 0);
    const unit = 10 ** Math.max(3 - digits, 0);
    return new Date(at.getTime() - (at.getTime() % unit));
  }
}

/**
 * The pass an earlier attempt with the same key issued, as the answer to this one, when this one
 * asks for the same sale: the same plan, water and payment. A different one (the quick sale's other
 * tile, tapped after the first tap's answer was lost) gets a 409 that names the pass already issued,
 * so the operator learns of it instead of being handed it as the sale just asked for.
 */
function sameSale(pass: PassResponse, dto: CreatePassDto): PassResponse {
  if (pass.plan_id === dto.plan_id && pass.water_id === dto.water_id && pass.payment_method === dto.payment_method)
    return pass;
  throw AppException.conflict(
    `Vânzarea de dinainte, al cărei răspuns s-a pierdut, a emis deja permisul ${pass.series} ${pass.number}${pass.plan ? ` (${pass.plan.name})` : ''}. Verificați-l în lista permiselor: vânzarea cerută acum nu a fost făcută.`,
  );
}
