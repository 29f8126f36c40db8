import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, In, IsNull } from 'typeorm';
import { scrub } from '@app/audit/audit-values';
import { AppException } from '@app/common/app-exception';
import type { ClientErasure } from '@app/common/erasure';
import { money, toBani } from '@app/common/money';
import { HandedSources } from '@app/common/sources';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import { bucharestDate } from '@app/common/time';
import { CompaniesService } from '@app/companies/companies.service';
import type { FiscalMode } from '@app/companies/entities/company.entity';
import { type CancelledLater, type PaymentMethod, readCancelledLater } from '@app/passes/payment-methods';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { WritePlan } from '@app/common/write-plan';
import type { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { CancelledSale, type CancelledSaleSource } from './entities/cancelled-sale.entity';
import { FiscalDevice } from './entities/fiscal-device.entity';
import { FiscalJob, QUEUED_JOB, type FiscalSale, type SaleSource } from './entities/fiscal-job.entity';
import { FiscalJobRef, planGroupsOf, presentJobRef, settingsOf, waterIdsOf } from './fiscal.presenter';
import { bonLineName } from './bon-line';

/** How one sale is documented, decided before its transaction (sales.service.ts). */
export type SaleDocument =
  | { kind: 'receipt' }
  /** device null: none is active; the sale is refused (422) if it turns out to take money. */
  | { kind: 'fiscal'; device: FiscalDevice | null }
  /**
   * Nothing to print or issue: no amount due, a bank transfer in `amef` mode, or no chitanță asked.
   * `cash`: cash taken without a chitanță in `receipt` mode, whose day must still be open (begin()).
   */
  | { kind: 'none'; cash?: boolean };

/** The chitanță of `receipt` mode, as ReceiptsService.issue() takes it. */
export type ReceiptInput = Parameters<ReceiptsService['issue']>[1];

/** The bon fiscal of `amef` mode: what was sold, to whom, for which record. */
export interface FiscalInput {
  companyId: number;
  source: SaleSource;
  passId?: number | null;
  bookingId?: number | null;
  clientId: number | null;
  paymentMethod: PaymentMethod;
  amount: string;
  reference: string;
  /** One line: what the bon says was sold; its plan picks the device's VAT override. */
  line: { name: string; planId: number | null };
  createdBy: number;
}

export const NO_DEVICE = 'Nu există o casă de marcat activă.';

/**
 * One way to take money. Every action that takes it (a pass at the gate or at a check-in, the
 * surplus at the exit, a booking's deposit) asks document() before its transaction and calls
 * take() inside it:
 * - `receipt` mode: the chitanță, where the caller's rule says one is due (today's behaviour);
 * - `amef` mode: a cash or card sale becomes a job for the company's fiscal cash register, written
 *   in the sale's transaction (so neither exists without the other), and no chitanță; a bank
 *   transfer is not fiscalised. With no active device the sale is refused (422): a sale that no
 *   device can ever print would break the rule that every cash or card sale gets its bon.
 */
/**
 * What the bookings tell about a sale: bookings/bookings.module.ts hands it over as its module
 * starts (the sales module cannot import the bookings, which import it).
 */
export interface SaleSources {
  /**
   * Whether the booking's check-in took its deposit off the price of a pass still active: then the
   * deposit's bon is not cancelled on its own (fiscal-jobs.service.ts cancelSale()).
   */
  depositOnActivePass(companyId: number, bookingId: number): Promise<boolean>;
  /**
   * The competition team whose entry fee the bon is, while the team shows the fee paid: the fee is
   * undone from the competition (competitions/teams.service.ts cancelFee(), which cancels the bon's
   * sale in the same transaction), never by the bon alone. Handed over by the competitions.
   */
  entryFeeOf(companyId: number, jobId: number): Promise<SaleHolder | null>;
}

/** A sale undone where it was made, not by its document: what it is and how it is undone, in Romanian. */
export interface SaleHolder {
  what: string;
  undo: string;
}

@Injectable()
export class SalesService {
  private readonly sources = new HandedSources<SaleSources>('sales');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly receipts: ReceiptsService,
    private readonly companies: CompaniesService,
  ) {}

  /** Another feature's part of SaleSources. */
  useSources(sources: Partial<SaleSources>): void {
    this.sources.use(sources);
  }

  /** SaleSources.depositOnActivePass(), for the bons' cancellation. */
  depositOnActivePass(companyId: number, bookingId: number): Promise<boolean> {
    return this.sources.get('depositOnActivePass')(companyId, bookingId);
  }

  /** SaleSources.entryFeeOf(), for the bons' cancellation. */
  entryFeeOf(companyId: number, jobId: number): Promise<SaleHolder | null> {
    return this.sources.get('entryFeeOf')(companyId, jobId);
  }

  async modeOf(companyId: number): Promise<FiscalMode> {
    return (await this.companies.fiscalMode(companyId)) ?? 'receipt';
  }

  /**
   * The document of a sale: `receiptDue` is the caller's own rule for a chitanță in `receipt` mode
   * (e.g. a pass paid in cash). The mode is read by the caller when it reads the company anyway.
   * `amount` null: not known before the transaction (the exit's surplus); take() then decides.
   */
  async document(
    companyId: number,
    sale: {
      mode?: FiscalMode;
      waterId: number | null;
      paymentMethod: PaymentMethod;
      amount: string | null;
      receiptDue: boolean;
    },
  ): Promise<SaleDocument> {
    const mode = sale.mode ?? (await this.modeOf(companyId));
    if (mode !== 'amef')
      return sale.receiptDue
        ? { kind: 'receipt' }
        : {
            kind: 'none',
            cash: sale.paymentMethod === 'cash' && sale.amount !== null && toBani(sale.amount) > 0,
          };
    if (sale.paymentMethod === 'transfer' || (sale.amount !== null && toBani(sale.amount) <= 0))
      return { kind: 'none' };
    const device = await this.deviceFor(companyId, sale.waterId);
    if (!device && sale.amount !== null) throw AppException.invalid({ fiscal_device: [NO_DEVICE] });
    return { kind: 'fiscal', device };
  }

  /** A sale's bon fiscal as its answer shows it (`fiscal_job`), or null. */
  async jobRef(companyId: number, id: number | null): Promise<FiscalJobRef | null> {
    if (id === null) return null;
    return presentJobRef(await this.dataSource.getRepository(FiscalJob).findOneBy({ id, company_id: companyId }));
  }

  /** The bon fiscal of a pass's exit surplus (`amef` mode), the latest; null when it has none. */
  async checkoutJobRef(companyId: number, passId: number): Promise<FiscalJobRef | null> {
    const job = await this.dataSource.getRepository(FiscalJob).findOne({
      where: tenantWhere<FiscalJob>(companyId, { pass_id: passId, source: 'checkout' }),
      order: { id: 'DESC' },
    });
    return job ? presentJobRef(job) : null;
  }

  /** The device that prints a water's sales, else the company's default (active, no waters of its own). */
  async deviceFor(companyId: number, waterId: number | null): Promise<FiscalDevice | null> {
    const devices = await this.dataSource
      .getRepository(FiscalDevice)
      .find({ where: { company_id: companyId, active: true }, order: { id: 'ASC' } });
    return (
      (waterId !== null ? devices.find((d) => waterIdsOf(d).includes(waterId)) : undefined) ??
      devices.find((d) => waterIdsOf(d).length === 0) ??
      null
    );
  }

  /**
   * The sale transaction's first step, before any number is taken: a chitanță's day must be open in
   * the cash book (ReceiptsService.openDay()), and so must the day of cash taken without one (a
   * closed day's cash would be money its signed page never had). Pass `dayOpen: true` with the
   * receipt to take() then.
   */
  async begin(em: EntityManager, companyId: number, doc: SaleDocument, day: string): Promise<void> {
    if (doc.kind === 'receipt' || (doc.kind === 'none' && doc.cash)) await this.receipts.openDay(em, companyId, day);
  }

  /** Writes the sale's document inside the sale's transaction: the chitanță's id or the job's. */
  async take(
    em: EntityManager,
    doc: SaleDocument,
    sale: { receipt: () => ReceiptInput; fiscal: () => FiscalInput },
  ): Promise<{ receiptId: number | null; fiscalJobId: number | null }> {
    if (doc.kind === 'receipt') return { receiptId: await this.receipts.issue(em, sale.receipt()), fiscalJobId: null };
    if (doc.kind === 'fiscal') {
      const fiscal = sale.fiscal();
      if (toBani(fiscal.amount) <= 0) return { receiptId: null, fiscalJobId: null };
      if (!doc.device) throw AppException.invalid({ fiscal_device: [NO_DEVICE] });
      return { receiptId: null, fiscalJobId: await this.queue(em, doc.device, fiscal) };
    }
    return { receiptId: null, fiscalJobId: null };
  }

  /**
   * take() planned in the caller's WritePlan (common/write-plan.ts), the chitanță's number already
   * taken (`receiptNumber`, from `receiptSeries`) and its day open (begin()): the same rules, the
   * plan's stand-ins for the ids.
   */
  plan(
    plan: WritePlan,
    em: EntityManager,
    doc: SaleDocument,
    sale: { receipt: () => ReceiptInput; fiscal: () => FiscalInput },
    receipt: { series: DocSeries; number: number } | null,
  ): { receiptId: number | null; fiscalJobId: number | null } {
    if (doc.kind === 'receipt') {
      if (!receipt) throw new Error('SalesService.plan(): a chitanță needs its number');
      return {
        receiptId: this.receipts.planIssue(plan, em, sale.receipt(), receipt.series, receipt.number),
        fiscalJobId: null,
      };
    }
    if (doc.kind === 'fiscal') {
      const fiscal = sale.fiscal();
      if (toBani(fiscal.amount) <= 0) return { receiptId: null, fiscalJobId: null };
      if (!doc.device) throw AppException.invalid({ fiscal_device: [NO_DEVICE] });
      return { receiptId: null, fiscalJobId: plan.insert(FiscalJob, this.jobRow(doc.device, fiscal)) };
    }
    return { receiptId: null, fiscalJobId: null };
  }

  private async queue(em: EntityManager, device: FiscalDevice, f: FiscalInput): Promise<number> {
    const inserted = await em.insert(FiscalJob, this.jobRow(device, f));
    return Number(inserted.identifiers[0].id);
  }

  /** A bon fiscal's job as queued for `device`. */
  private jobRow(device: FiscalDevice, f: FiscalInput): QueryDeepPartialEntity<FiscalJob> {
    const settings = settingsOf(device);
    const override = f.line.planId !== null ? planGroupsOf(device)[String(f.line.planId)] : undefined;
    const amount = money(f.amount);
    const method = f.paymentMethod === 'card' ? 'card' : 'cash';
    const sale: FiscalSale = {
      reference: f.reference,
      lines: [
        {
          name: bonLineName(f.line.name),
          unit_price: amount,
          quantity: '1.000',
          vat_group: override ?? settings.vat_group,
        },
      ],
      payments: [{ method, amount }],
      total: amount,
    };
    return {
      company_id: f.companyId,
      device_id: device.id,
      kind: 'sale',
      ...QUEUED_JOB,
      source: f.source,
      pass_id: f.passId ?? null,
      booking_id: f.bookingId ?? null,
      client_id: f.clientId,
      payment_method: method,
      amount,
      sale: JSON.stringify(sale),
      created_by: f.createdBy,
    };
  }

  /**
   * A client's bons in an erasure (common/erasure.ts), inside its transaction: what a bon says was
   * sold (its reference and line names, e.g. a team's fee "echipa Popescu") keeps what it was for,
   * without the person in it; amounts, numbers and states stay (fiscal records, like the chitanțe).
   */
  async erasure(em: EntityManager, companyId: number, clientId: number): Promise<ClientErasure> {
    const jobs = await em.find(FiscalJob, {
      where: tenantWhere<FiscalJob>(companyId, { client_id: clientId, kind: 'sale' }),
    });
    return {
      rows: { fiscal_jobs: jobs.map((j) => j.id) },
      values: [],
      erase: async (erased) => {
        for (const job of jobs) {
          if (job.sale === null) continue;
          const sale = JSON.parse(job.sale) as FiscalSale;
          const scrubbed: FiscalSale = {
            ...sale,
            reference: scrub(sale.reference, erased),
            lines: sale.lines.map((line) => ({ ...line, name: scrub(line.name, erased) })),
          };
          const text = JSON.stringify(scrubbed);
          if (text === JSON.stringify(sale)) continue;
          await em.update(FiscalJob, tenantWhere<FiscalJob>(companyId, { id: job.id }), { sale: text });
        }
      },
    };
  }

  /** A deposit's bon names its booking, known only once the booking is written in the same transaction. */
  async nameBooking(em: EntityManager, companyId: number, jobId: number, bookingId: number): Promise<void> {
    await em.update(FiscalJob, tenantWhere<FiscalJob>(companyId, { id: jobId }), { booking_id: bookingId });
  }

  /** The deposit's bon fiscal of each of these bookings (`amef` mode), by booking id: the latest job. */
  async depositJobs(companyId: number, bookingIds: number[]): Promise<Map<number, FiscalJob>> {
    if (!bookingIds.length) return new Map();
    const jobs = await this.dataSource.getRepository(FiscalJob).find({
      where: tenantWhere<FiscalJob>(companyId, { booking_id: In(bookingIds), source: 'deposit' }),
      order: { id: 'ASC' },
    });
    return new Map(jobs.map((j) => [j.booking_id!, j]));
  }

  /** Whether a bon fiscal of the pass's sale stands (queued, sent or printed, its sale not cancelled). */
  async saleBonStands(em: EntityManager, companyId: number, passId: number): Promise<boolean> {
    return em.exists(FiscalJob, {
      where: tenantWhere<FiscalJob>(companyId, {
        pass_id: passId,
        source: 'pass',
        status: In(['queued', 'sent', 'failed', 'printed']),
        storno_status: IsNull(),
      }),
    });
  }

  /**
   * A pass cancelled (pass-lifecycle.service.ts cancel()), inside its transaction: its bon not yet printed
   * is cancelled (a job already handed to the agent too: if it prints after all, its result asks for
   * a return); a printed bon needs a return (storno) on the device, recorded as a task.
   */
  async passCancelled(em: EntityManager, companyId: number, passId: number): Promise<void> {
    await this.saleCancelled(em, { company_id: companyId, pass_id: passId, source: 'pass' as const });
  }

  /**
   * A competition team's entry fee undone (competitions/teams.service.ts cancelFee()), inside its
   * transaction: its bon's sale is cancelled as a pass's is (passCancelled()). Whether the sale
   * stood until now (false: it was cancelled before, and took no money).
   */
  async entryFeeCancelled(em: EntityManager, companyId: number, jobId: number): Promise<boolean> {
    return this.saleCancelled(em, { company_id: companyId, id: jobId, source: 'entry_fee' as const });
  }

  private async saleCancelled(em: EntityManager, where: FindOptionsWhere<FiscalJob>): Promise<boolean> {
    const unprinted = await em.update(
      FiscalJob,
      { ...where, status: In(['queued', 'sent', 'failed']) },
      { status: 'cancelled' },
    );
    const printed = await em.update(
      FiscalJob,
      { ...where, status: 'printed', storno_status: IsNull() },
      { storno_status: 'needed' },
    );
    return !!unprinted.affected || !!printed.affected;
  }

  /**
   * A sale beside a pass's price cancelled (an exit's surplus, FiscalJobsService.cancelSale(); a
   * team's entry fee, TeamsService.cancelFee()), inside the cancellation's transaction, as it stood
   * (how paid, how much, when, and its chitanță if any). Paid by card or transfer with no chitanță,
   * it is in the cash book's card and transfer sums: today must be open (409), and the cancellation
   * is recorded (CancelledSale) so that the sum of the day it was sold keeps it (that day may be
   * closed) and today's takes it off (cancelledLater()), as a pass's cancellation does.
   */
  async nonCashCancelled(
    em: EntityManager,
    companyId: number,
    sale: {
      source: CancelledSaleSource;
      method: PaymentMethod | null;
      amount: string | null;
      soldAt: Date | null;
      receiptId: number | null;
    },
  ): Promise<void> {
    const { method, amount, soldAt } = sale;
    if ((method !== 'card' && method !== 'transfer') || sale.receiptId !== null) return;
    if (amount === null || soldAt === null || toBani(amount) <= 0) return;
    await this.receipts.openDay(em, companyId, bucharestDate());
    await em.insert(CancelledSale, {
      company_id: companyId,
      source: sale.source,
      payment_method: method,
      amount: money(amount),
      sold_at: soldAt,
      cancelled_at: new Date(),
    });
  }

  /**
   * The exits' surpluses and the teams' entry fees paid by card or transfer, sold or cancelled in
   * [start, end) and cancelled on a later day than they were sold (readCancelledLater()).
   */
  cancelledLater(em: EntityManager, companyId: number, start: Date, end: Date): Promise<CancelledLater[]> {
    return readCancelledLater(
      tenantScoped(em.createQueryBuilder(CancelledSale, 's'), 's', companyId),
      { method: 's.payment_method', at: 's.sold_at', cancelledAt: 's.cancelled_at', amount: 's.amount' },
      start,
      end,
    );
  }
}
