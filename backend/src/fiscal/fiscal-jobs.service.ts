import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { pageParams, toPage } from '@app/common/pagination';
import { money, toBani } from '@app/common/money';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { bucharestDate, bucharestDayEnd, bucharestDayStart } from '@app/common/time';
import { writeLock } from '@app/common/row-lock';
import { CashRegisterService } from '@app/books/cash-register.service';
import { withTransaction } from '@app/common/transactions';
import { CompaniesService } from '@app/companies/companies.service';
import { PassLifecycleService } from '@app/passes/pass-lifecycle.service';
import {
  CancelSaleDto,
  FiscalJobFilterDto,
  ManualReceiptDto,
  StornoDto,
  ZReportFilterDto,
  ZReportResultDto,
} from './dto/fiscal.dto';
import { FiscalDevice } from './entities/fiscal-device.entity';
import { FiscalJob, QUEUED_JOB, type FiscalJobKind, type FiscalJobStatus } from './entities/fiscal-job.entity';
import { FiscalAgentState } from './entities/fiscal-agent-state.entity';
import { checkZTotals, LEASE_MS, storeZReport } from './fiscal-agent.service';
import {
  DETAILS_REFUSED,
  NO_RESULT_SQL,
  noResult,
  TO_CHECK_SQL,
  TO_SETTLE_SQL,
  toSettleParams,
  Z_WITHOUT_TOTALS,
} from './fiscal-attention';
import { FiscalZReport } from './entities/fiscal-z-report.entity';
import { FiscalDevicesService } from './fiscal-devices.service';
import { SalesService } from './sales.service';
import {
  type DeviceStatusResponse,
  type FiscalStatusResponse,
  ONLINE_MS,
  presentJob,
  presentZ,
} from './fiscal.presenter';

/** A device refuses new bons 24 h after its last Z report: the gate warns before that. */
export const Z_DUE_MS = 24 * 3_600_000;

/**
 * What staff do with the bons (roles 2 and 3): retry a failed one, cancel its sale, record a bon
 * printed by hand, the return (storno) of a cancelled printed sale, X and Z reports, and the status
 * the gate and the dashboard show. Every change is a write of a company table: the audit trail
 * (audit/audit.subscriber.ts) records each with its author.
 */
@Injectable()
export class FiscalJobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly devices: FiscalDevicesService,
    private readonly passes: PassLifecycleService,
    private readonly companies: CompaniesService,
    private readonly sales: SalesService,
    private readonly cashRegister: CashRegisterService,
  ) {}

  private get jobs() {
    return this.dataSource.getRepository(FiscalJob);
  }

  async find(companyId: number, id: number): Promise<FiscalJob> {
    return findOwned(this.jobs, companyId, id);
  }

  async get(companyId: number, id: number) {
    return presentJob(await this.find(companyId, id));
  }

  async list(companyId: number, filter: FiscalJobFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.jobs.createQueryBuilder('j'), 'j', companyId);
    if (filter.device_id) qb.andWhere('j.device_id = :deviceId', { deviceId: filter.device_id });
    if (filter.status) qb.andWhere('j.status = :status', { status: filter.status });
    if (filter.pass_id) qb.andWhere('j.pass_id = :passId', { passId: filter.pass_id });
    if (filter.storno_needed) qb.andWhere("j.storno_status = 'needed'");
    if (filter.to_settle) qb.andWhere(TO_SETTLE_SQL, toSettleParams());
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await qb.orderBy('j.id', dir).skip(skip).take(perPage).getManyAndCount();
    return toPage(rows.map(presentJob), total, page, perPage);
  }

  /** A failed bon goes back in the queue as a new attempt (the agent's journal is keyed by it). */
  async retry(companyId: number, id: number) {
    const job = await this.find(companyId, id);
    const done = await this.jobs.update(
      { id, company_id: companyId, status: 'failed', attempt: job.attempt },
      { status: 'queued', attempt: job.attempt + 1, error_code: null, error_message: null },
    );
    if (!done.affected) throw AppException.conflict('Doar un bon eșuat se poate retrimite.');
    return this.get(companyId, id);
  }

  /**
   * Cancels the sale of a bon: a pass is cancelled as its own cancellation does (pass-lifecycle.service.ts
   * cancel(), which also settles its bon); any other sale's bon is cancelled here. A bon not yet
   * printed is never printed; a printed one leaves a return (storno) to record (storno()). An exit's
   * surplus by card leaves the cash book's card sum of today, refused (409) while today is closed.
   */
  async cancelSale(actor: AuthUser, companyId: number, id: number, dto: CancelSaleDto) {
    const job = await this.find(companyId, id);
    const open = await this.openStates(job);
    if (job.status === 'sent' && !open.includes('sent'))
      throw AppException.conflict('Bonul a fost trimis casei de marcat: așteptați rezultatul, apoi anulați.');
    if (job.status === 'cancelled' || job.storno_status !== null)
      throw AppException.conflict('Vânzarea acestui bon este deja anulată.');
    if (job.kind !== 'sale' && job.status === 'printed')
      throw AppException.conflict('Un raport tipărit nu se poate anula.');
    // A deposit taken off the price of a pass still active: cancelled alone, the pass would be paid
    // only in part (bookings/booking.presenter.ts standingDeposit()).
    if (
      job.source === 'deposit' &&
      job.booking_id !== null &&
      (await this.sales.depositOnActivePass(companyId, job.booking_id))
    ) {
      throw AppException.conflict(
        `Bonul este avansul rezervării nr. ${job.booking_id}, scăzut din prețul permisului emis la prezentare: anulați întâi permisul, apoi bonul.`,
      );
    }
    // A competition team's entry fee: cancelled alone, the team would still show the fee paid.
    const fee = job.source === 'entry_fee' ? await this.sales.entryFeeOf(companyId, job.id) : null;
    if (fee) throw AppException.conflict(`Bonul este ${fee.what}: ${fee.undo}, care anulează și bonul.`);
    if (job.kind === 'sale' && job.source === 'pass' && job.pass_id !== null) {
      await this.passes.cancel(actor, companyId, job.pass_id, { reason: dto.reason ?? null });
      return this.get(companyId, id);
    }
    await withTransaction(this.dataSource, async (em) => {
      // An exit's surplus by card leaves the cash book's card sum of today (SalesService.nonCashCancelled()).
      if (job.kind === 'sale' && job.source === 'checkout' && job.pass_id !== null) {
        const pass = await this.passes.forExit(companyId, job.pass_id, em);
        await this.sales.nonCashCancelled(em, companyId, {
          source: 'checkout',
          method: pass.checkout_payment_method,
          amount: pass.checkout_amount,
          soldAt: pass.checked_out_at,
          receiptId: pass.checkout_receipt_id,
        });
      }
      const done =
        job.status === 'printed'
          ? await em.update(
              FiscalJob,
              { id, company_id: companyId, status: 'printed', storno_status: IsNull() },
              { storno_status: 'needed' },
            )
          : await em.update(FiscalJob, { id, company_id: companyId, status: In(open) }, { status: 'cancelled' });
      if (!done.affected) throw AppException.conflict('Bonul tocmai a fost schimbat. Reîncărcați pagina.');
    });
    return this.get(companyId, id);
  }

  /**
   * The states in which staff may still settle a bon themselves: queued or failed, and also sent
   * once its agent has been silent past the lease (a dead PC must not hold a sale forever; a live
   * agent may be printing it right now) or once its result is past coming (fiscal-attention.ts
   * NO_RESULT_MS: the agent gave up on it, its result refused).
   */
  private async openStates(job: FiscalJob): Promise<FiscalJobStatus[]> {
    if (job.status !== 'sent') return ['queued', 'failed'];
    if (noResult(job)) return ['queued', 'sent', 'failed'];
    const state = await this.dataSource.getRepository(FiscalAgentState).findOneBy({ device_id: job.device_id });
    const silent = !state || Date.now() - state.last_seen_at.getTime() >= LEASE_MS;
    return silent ? ['queued', 'sent', 'failed'] : ['queued', 'failed'];
  }

  /**
   * A bon's number, recorded by staff: of a bon printed by hand on the device (the agent could not),
   * or of a sale the agent reported printed with no number (its details refused, the bare result
   * sent: fiscal-attention.ts `no_receipt_number`); that one keeps its print time and stays the agent's.
   */
  async recordManual(companyId: number, id: number, dto: ManualReceiptDto) {
    const job = await this.find(companyId, id);
    if (
      job.kind === 'sale' &&
      job.status === 'printed' &&
      job.error_code === DETAILS_REFUSED.error_code &&
      job.storno_status === null
    ) {
      const done = await this.jobs.update(
        {
          id,
          company_id: companyId,
          kind: 'sale',
          status: 'printed',
          error_code: DETAILS_REFUSED.error_code,
          storno_status: IsNull(),
        },
        { receipt_number: dto.receipt_number, error_code: null, error_message: null },
      );
      if (!done.affected) throw AppException.conflict('Bonul tocmai a fost schimbat. Reîncărcați pagina.');
      return this.get(companyId, id);
    }
    const done = await this.jobs.update(
      { id, company_id: companyId, kind: 'sale', status: In(await this.openStates(job)) },
      {
        status: 'printed',
        manual: true,
        receipt_number: dto.receipt_number,
        error_code: null,
        error_message: null,
        printed_at: new Date(),
      },
    );
    if (!done.affected)
      throw AppException.conflict('Doar un bon în coadă sau eșuat se poate înregistra ca tipărit de mână.');
    return this.get(companyId, id);
  }

  /**
   * A Z report the agent reported printed without its totals (Z_WITHOUT_TOTALS), or one whose result
   * never came (fiscal-attention.ts `no_result`: printed, as staff see on the device): its number, bon
   * count and totals typed in from the printed Z, stored as the agent would have on the day it
   * printed (the latter: the day it was handed out), so its cash enters the cash book (a 409 while
   * that day is closed); the flag goes.
   */
  async recordZTotals(companyId: number, id: number, dto: ZReportResultDto) {
    checkZTotals(dto.totals, 'totals');
    await this.find(companyId, id);
    await withTransaction(this.dataSource, async (em) => {
      const job = await em.findOne(FiscalJob, { where: { id, company_id: companyId }, lock: writeLock(em) });
      const flagged = job?.status === 'printed' && job.error_code === Z_WITHOUT_TOTALS.error_code;
      if (!job || job.kind !== 'z_report' || !(flagged || noResult(job)))
        throw AppException.conflict('Doar unui raport Z tipărit fără totaluri i se pot înregistra totalurile.');
      // A register numbers its Z reports once each: a number it already has is a typing error.
      if (
        await em.exists(FiscalZReport, {
          where: tenantWhere<FiscalZReport>(companyId, { device_id: job.device_id, number: dto.number }),
        })
      )
        throw AppException.invalid({
          number: [
            `Raportul Z nr. ${dto.number} al acestei case de marcat este deja înregistrat: verificați numărul de pe raport.`,
          ],
        });
      const printedAt = job.printed_at ?? job.sent_at ?? job.created_at;
      const day = bucharestDate(printedAt);
      // Typed in by staff, its cash is a cash document of that day: refused (409) once the day is
      // closed in the cash book, as a chitanță's issue is (reopen the day first).
      await this.cashRegister.beforeReceipt(em, companyId, day);
      await em.update(
        FiscalJob,
        { id, company_id: companyId },
        { status: 'printed', printed_at: printedAt, error_code: null, error_message: null },
      );
      await storeZReport(em, job, dto, day);
    });
    return this.get(companyId, id);
  }

  /** The return (storno) printed on the device for a cancelled printed sale: its number. */
  async storno(companyId: number, id: number, dto: StornoDto) {
    await this.find(companyId, id);
    const done = await this.jobs.update(
      { id, company_id: companyId, storno_status: 'needed' },
      { storno_status: 'done', storno_number: dto.storno_number },
    );
    if (!done.affected) throw AppException.conflict('Acest bon nu așteaptă un bon de retur (storno).');
    return this.get(companyId, id);
  }

  /** An X (read) or Z (daily closing) report, queued for the device like any bon. */
  async report(
    actor: AuthUser,
    companyId: number,
    deviceId: number,
    kind: Extract<FiscalJobKind, 'x_report' | 'z_report'>,
  ) {
    const device = await this.devices.find(companyId, deviceId);
    if (!device.active) throw AppException.conflict('Casa de marcat nu este activă.');
    const inserted = await this.jobs.insert({
      company_id: companyId,
      device_id: device.id,
      kind,
      ...QUEUED_JOB,
      source: null,
      pass_id: null,
      booking_id: null,
      client_id: null,
      payment_method: null,
      amount: null,
      sale: null,
      created_by: actor.id,
    });
    return this.get(companyId, Number(inserted.identifiers[0].id));
  }

  /**
   * The cash book's view of the Z reports (books/cash-register.service.ts), inside the caller's
   * transaction: each Z's day and number with its cash and card totals, between two days (null: open end).
   */
  async zCashTotals(em: EntityManager, companyId: number, from: string | null, to: string | null) {
    const qb = tenantScoped(em.getRepository(FiscalZReport).createQueryBuilder('z'), 'z', companyId);
    if (from) qb.andWhere('z.day >= :from', { from });
    if (to) qb.andWhere('z.day <= :to', { to });
    const rows = await qb.orderBy('z.day', 'ASC').addOrderBy('z.id', 'ASC').getMany();
    return rows.map((z) => {
      const { day, number, totals } = presentZ(z);
      const of = (method: string) => totals.find((t) => t.method === method)?.amount ?? '0.00';
      return { id: z.id, number, day, cash: of('cash'), card: of('card') };
    });
  }

  /**
   * A day's sales paid in cash on a bon fiscal (`amef` mode), not cancelled (before printing or by a
   * return), inside the caller's transaction: by angler, in bani, and whether a Z report of its
   * device came after it (so its cash is in the cash book) (the cash limits at the gate,
   * books/books.service.ts).
   */
  async cashSalesOn(em: EntityManager, companyId: number, day: string) {
    const rows = await tenantScoped(em.getRepository(FiscalJob).createQueryBuilder('j'), 'j', companyId)
      .select(['j.client_id AS client_id', 'j.amount AS amount'])
      // A Z report printed by its device after it: its job's printed_at, written as the bon's (in the
      // same second, the device printed them in their order, `seq`).
      .addSelect(
        'CASE WHEN j.printed_at IS NOT NULL AND EXISTS (SELECT 1 FROM fiscal_z_reports z' +
          ' INNER JOIN fiscal_jobs zj ON zj.id = z.job_id WHERE z.company_id = j.company_id AND z.device_id = j.device_id' +
          ' AND (zj.printed_at > j.printed_at OR (zj.printed_at = j.printed_at AND zj.id > j.id))) THEN 1 ELSE 0 END',
        'in_z',
      )
      .andWhere('j.kind = :kind AND j.payment_method = :cash', { kind: 'sale', cash: 'cash' })
      .andWhere('j.status <> :cancelled', { cancelled: 'cancelled' })
      // A sale cancelled after its bon printed took no money: its return (storno) gives it back.
      .andWhere('j.storno_status IS NULL')
      // A bon's day is the day it printed; one still waiting, the day it was sold.
      .andWhere('COALESCE(j.printed_at, j.created_at) >= :start AND COALESCE(j.printed_at, j.created_at) < :end', {
        start: bucharestDayStart(day),
        end: bucharestDayEnd(day),
      })
      .getRawMany<{ client_id: number | string | null; amount: string | number | null; in_z: number | string }>();
    return rows.map((r) => ({
      clientId: r.client_id === null ? null : Number(r.client_id),
      bani: toBani(money(r.amount ?? 0)),
      inZ: Number(r.in_z) === 1,
    }));
  }

  /** Whether a day had bons printed (the cash book's close warns when it has no Z report). */
  async printedSalesOn(companyId: number, day: string): Promise<number> {
    return tenantScoped(this.jobs.createQueryBuilder('j'), 'j', companyId)
      .andWhere('j.kind = :kind AND j.status = :status', { kind: 'sale', status: 'printed' })
      .andWhere('j.printed_at >= :start AND j.printed_at < :end', {
        start: bucharestDayStart(day),
        end: bucharestDayEnd(day),
      })
      .getCount();
  }

  async zReports(companyId: number, filter: ZReportFilterDto) {
    const { page, perPage, skip } = pageParams(filter);
    const qb = tenantScoped(this.dataSource.getRepository(FiscalZReport).createQueryBuilder('z'), 'z', companyId);
    if (filter.device_id) qb.andWhere('z.device_id = :deviceId', { deviceId: filter.device_id });
    if (filter.date_from) qb.andWhere('z.day >= :from', { from: filter.date_from });
    if (filter.date_to) qb.andWhere('z.day <= :to', { to: filter.date_to });
    const dir = filter.sort_dir === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await qb.orderBy('z.id', dir).skip(skip).take(perPage).getManyAndCount();
    return toPage(rows.map(presentZ), total, page, perPage);
  }

  /**
   * The devices as the gate (before each sale) and the dashboard watch them: whether the agent
   * answers (else since when it is silent), the bons waiting, the last Z and whether 24 hours have
   * passed since it (`z_overdue`: the device would refuse the next bon).
   */
  async status(companyId: number, now = new Date()): Promise<FiscalStatusResponse> {
    const [mode, devices] = await Promise.all([
      this.companies.fiscalMode(companyId),
      this.dataSource
        .getRepository(FiscalDevice)
        .find({ where: tenantWhere<FiscalDevice>(companyId), order: { name: 'ASC', id: 'ASC' } }),
    ]);
    if (!mode) throw AppException.notFound();
    const ids = devices.map((d) => d.id);
    const [states, counts, lastZ, firstSale] = await Promise.all([
      this.devices.states(ids),
      ids.length
        ? tenantScoped(
            this.jobs
              .createQueryBuilder('j')
              .select('j.device_id', 'device_id')
              // Handed out with no result past NO_RESULT_MS: to check, no longer waiting.
              .addSelect(
                `SUM(CASE WHEN ${NO_RESULT_SQL} THEN 0 WHEN j.status IN ('queued', 'sent') THEN 1 ELSE 0 END)`,
                'waiting',
              )
              .addSelect("SUM(CASE WHEN j.status = 'failed' THEN 1 ELSE 0 END)", 'failed')
              .addSelect("SUM(CASE WHEN j.storno_status = 'needed' THEN 1 ELSE 0 END)", 'storno')
              // A Z printed without its totals, a sale printed with no number, a job with no result (fiscal-attention.ts).
              .addSelect(`SUM(CASE WHEN ${TO_CHECK_SQL} THEN 1 ELSE 0 END)`, 'to_check'),
            'j',
            companyId,
          )
            .andWhere('j.device_id IN (:...ids)', { ids })
            .andWhere(`(j.status IN ('queued', 'sent') OR ${TO_SETTLE_SQL})`, toSettleParams(now))
            .groupBy('j.device_id')
            .getRawMany<{
              device_id: number | string;
              waiting: number | string;
              failed: number | string;
              storno: number | string;
              to_check: number | string;
            }>()
        : Promise.resolve([]),
      ids.length
        ? tenantScoped(this.dataSource.getRepository(FiscalZReport).createQueryBuilder('z'), 'z', companyId)
            .andWhere('z.device_id IN (:...ids)', { ids })
            .andWhere('z.id = (SELECT MAX(z2.id) FROM fiscal_z_reports z2 WHERE z2.device_id = z.device_id)')
            .getMany()
        : Promise.resolve([]),
      // With no Z yet, the 24 hours run from the first printed bon.
      ids.length
        ? tenantScoped(
            this.jobs
              .createQueryBuilder('j')
              .select('j.device_id', 'device_id')
              .addSelect('MIN(j.printed_at)', 'first'),
            'j',
            companyId,
          )
            .andWhere("j.device_id IN (:...ids) AND j.kind = 'sale' AND j.status = 'printed'", { ids })
            .groupBy('j.device_id')
            .getRawMany<{ device_id: number | string; first: string | Date | null }>()
        : Promise.resolve([]),
    ]);
    const countOf = new Map(counts.map((c) => [Number(c.device_id), c]));
    const zOf = new Map(lastZ.map((z) => [z.device_id, z]));
    const firstOf = new Map(firstSale.map((f) => [Number(f.device_id), f.first ? new Date(f.first) : null]));
    const list: DeviceStatusResponse[] = devices.map((d) => {
      const state = states.get(d.id);
      const z = zOf.get(d.id);
      const c = countOf.get(d.id);
      const online = state ? now.getTime() - state.last_seen_at.getTime() < ONLINE_MS : false;
      const zTimes = [z?.created_at, state?.last_z_at].filter((t): t is Date => t instanceof Date);
      const lastZAt = zTimes.length ? new Date(Math.max(...zTimes.map((t) => t.getTime()))) : null;
      const since = lastZAt ?? firstOf.get(d.id) ?? null;
      return {
        id: d.id,
        name: d.name,
        active: d.active,
        online,
        last_seen_at: state?.last_seen_at ?? null,
        silent_since: online ? null : (state?.last_seen_at ?? d.created_at),
        jobs_waiting: Number(c?.waiting ?? 0),
        jobs_failed: Number(c?.failed ?? 0),
        storno_needed: Number(c?.storno ?? 0),
        to_check: Number(c?.to_check ?? 0),
        paper: state?.paper ?? 'unknown',
        last_z: z ? { number: z.number, day: presentZ(z).day, at: z.created_at } : null,
        last_z_at: lastZAt,
        z_overdue: since !== null && now.getTime() - since.getTime() >= Z_DUE_MS,
      };
    });
    return {
      fiscal_mode: mode,
      z_overdue: list.some((d) => d.active && d.z_overdue),
      devices: list,
    };
  }
}
