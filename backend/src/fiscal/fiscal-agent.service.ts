import { HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { CashRegisterService } from '@app/books/cash-register.service';
import { AppException } from '@app/common/app-exception';
import { money } from '@app/common/money';
import { bucharestDate } from '@app/common/time';
import { withTransaction } from '@app/common/transactions';
import { writeLock } from '@app/common/row-lock';
import { JobResultDto, PollDto, ZReportResultDto } from './dto/fiscal.dto';
import { FiscalAgentState } from './entities/fiscal-agent-state.entity';
import { FiscalDevice } from './entities/fiscal-device.entity';
import { FiscalJob, type FiscalSale } from './entities/fiscal-job.entity';
import { FiscalZReport } from './entities/fiscal-z-report.entity';
import { parseDeviceToken, sha256 } from './fiscal-devices.service';
import { settingsOf } from './fiscal.presenter';
import { DETAILS_REFUSED, Z_WITHOUT_TOTALS } from './fiscal-attention';
import { unlessDuplicate } from '@app/common/constraint-errors';

/** Another agent_id that polled within this time holds the device (a second agent is refused). */
export const LEASE_MS = 60_000;
const MAX_JOBS = 20;
const CHECK_MS = 500;

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

export const AGENT_BUSY = 'Casa de marcat este folosită de alt agent.';

/** A Z report's totals by payment type (the agent's, or typed in from the printed Z): 422 unless sums. */
export function checkZTotals(totals: Record<string, unknown> | undefined, field: string): void {
  const entries = Object.entries(totals ?? {});
  if (entries.length > 10 || entries.some(([k, v]) => !/^[A-Za-z0-9_]{1,20}$/.test(k) || !MONEY.test(String(v))))
    throw AppException.invalid({
      [field]: ['Totalurile sunt sume (ex. "600.00") pe tipuri de plată (cash, card).'],
    });
}

/**
 * A printed Z report's number, bon count and totals, stored for its job on its day, inside the
 * caller's transaction. Its cash enters the cash book on that day: the caller has made it a cash
 * write first (books/cash-register.service.ts).
 */
export async function storeZReport(em: EntityManager, job: FiscalJob, z: ZReportResultDto, day: string) {
  const totals = Object.fromEntries(Object.entries(z.totals ?? {}).map(([method, amount]) => [method, money(amount)]));
  await em.insert(FiscalZReport, {
    company_id: job.company_id,
    device_id: job.device_id,
    job_id: job.id,
    number: z.number,
    day,
    receipts: z.receipts,
    totals: JSON.stringify(totals),
  });
}

/**
 * The agent's side (SECURITY.md, "Casa de marcat"): a device's agent authenticates with its token
 * (only the SHA-256 is stored; a new token or an inactive device is a 401 at once), long-polls for
 * its own device's jobs, and reports each result once or many times (idempotent).
 */
@Injectable()
export class FiscalAgentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cashRegister: CashRegisterService,
  ) {}

  /** The device of a bearer token, or 401. */
  async authenticate(authorization: string | undefined): Promise<FiscalDevice> {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const parsed = token ? parseDeviceToken(token) : null;
    if (!token || !parsed) throw new UnauthorizedException();
    const device = await this.dataSource
      .getRepository(FiscalDevice)
      .findOne({ where: { id: parsed.deviceId, token_hash: sha256(token) } });
    if (!device || !device.active) throw new UnauthorizedException();
    return device;
  }

  async poll(device: FiscalDevice, dto: PollDto, signal: { closed: () => boolean }) {
    await this.hold(device, dto);
    const deadline = Date.now() + (dto.wait_seconds ?? 25) * 1000;
    let jobs = await this.handOut(device);
    while (!jobs.length && Date.now() < deadline && !signal.closed()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(CHECK_MS, Math.max(0, deadline - Date.now()))));
      jobs = await this.handOut(device);
    }
    const settings = settingsOf(device);
    return {
      device: {
        id: device.id,
        name: device.name,
        format: device.format,
        settings: {
          vat_group: settings.vat_group,
          payment_codes: settings.payment_codes,
          fprint_fields: settings.fprint_fields,
          unit: settings.unit,
          diacritics: settings.diacritics,
        },
      },
      jobs: jobs.map((j) => ({
        id: j.id,
        seq: j.id,
        attempt: j.attempt,
        kind: j.kind,
        created_at: j.created_at,
        ...(j.kind === 'sale' && j.sale ? { sale: JSON.parse(j.sale) as FiscalSale } : {}),
      })),
    };
  }

  /** The device's lease and the agent's state: 409 while another agent holds it. */
  private async hold(device: FiscalDevice, dto: PollDto): Promise<void> {
    await withTransaction(this.dataSource, async (em) => {
      const repo = em.getRepository(FiscalAgentState);
      const current = await repo.findOne({
        where: { device_id: device.id },
        lock: writeLock(em),
      });
      const now = new Date();
      if (current && current.agent_id !== dto.agent_id && now.getTime() - current.last_seen_at.getTime() < LEASE_MS)
        throw new AppException(HttpStatus.CONFLICT, { message: AGENT_BUSY });
      const state: FiscalAgentState = {
        device_id: device.id,
        agent_id: dto.agent_id,
        last_seen_at: now,
        version: dto.version ?? null,
        driver_dir: dto.driver_dir ?? null,
        paper: dto.state?.paper ?? 'unknown',
        last_z_at: dto.state?.last_z_at ? new Date(dto.state.last_z_at) : (current?.last_z_at ?? null),
        last_error: dto.state?.last_error ?? null,
      };
      if (current) await repo.update({ device_id: device.id }, state);
      // Two agents' first polls at once: the one whose row lost the race is the second agent.
      else
        await unlessDuplicate(
          () => repo.insert(state),
          () => new AppException(HttpStatus.CONFLICT, { message: AGENT_BUSY }),
        );
    });
  }

  /**
   * The device's jobs still to print, in order: the queued ones first (oldest first), marked sent
   * with the time, then as many of those already handed out as there is room for, so an agent that
   * crashed can finish them (agent/src/agent.mjs handle()). Jobs left sent without a
   * result never keep a new sale's bon from the cash register; one without a result long after is
   * listed for staff (fiscal-attention.ts NO_RESULT_MS).
   */
  private async handOut(device: FiscalDevice): Promise<FiscalJob[]> {
    const repo = this.dataSource.getRepository(FiscalJob);
    const where = { device_id: device.id, company_id: device.company_id };
    const queued = await repo.find({ where: { ...where, status: 'queued' }, order: { id: 'ASC' }, take: MAX_JOBS });
    const sent =
      queued.length < MAX_JOBS
        ? await repo.find({ where: { ...where, status: 'sent' }, order: { id: 'ASC' }, take: MAX_JOBS - queued.length })
        : [];
    if (queued.length)
      await repo.update({ id: In(queued.map((j) => j.id)), status: 'queued' }, { status: 'sent', sent_at: new Date() });
    return [...sent, ...queued].sort((a, b) => a.id - b.id);
  }

  /**
   * A job's result. The same result again answers the same; a result for another attempt, or
   * `failed` for a printed job, is a 409. A printed Z report is stored (once per job); one without
   * its totals is recorded printed and flagged (Z_WITHOUT_TOTALS), as is a sale sent bare after its
   * details were refused (DETAILS_REFUSED). A bon printed after its sale was
   * cancelled asks for a return (storno).
   */
  async result(device: FiscalDevice, id: number, dto: JobResultDto) {
    checkZTotals(dto.z_report?.totals, 'z_report.totals');
    return withTransaction(this.dataSource, async (em) => {
      const job = await em.findOne(FiscalJob, {
        where: { id, device_id: device.id, company_id: device.company_id },
        lock: writeLock(em),
      });
      if (!job) throw AppException.notFound();
      if (dto.attempt !== job.attempt)
        throw AppException.conflict('Rezultatul este pentru altă încercare a acestui bon.');
      if (job.status === 'printed') {
        if (dto.status === 'failed') throw AppException.conflict('Bonul este deja tipărit.');
        return { id: job.id, status: job.status };
      }
      if (dto.status === 'failed') {
        if (job.status === 'failed' || job.status === 'cancelled') return { id: job.id, status: job.status };
        await em.update(
          FiscalJob,
          { id: job.id },
          {
            status: 'failed',
            error_code: dto.error_code ?? null,
            error_message: dto.error_message ?? 'Casa de marcat a refuzat bonul.',
          },
        );
        return { id: job.id, status: 'failed' as const };
      }
      const now = new Date();
      const untotalled = job.kind === 'z_report' && !dto.z_report;
      // A sale sent bare after its details were refused (fiscal-attention.ts DETAILS_REFUSED): flagged.
      const bare = job.kind === 'sale' && !dto.receipt_number && dto.error_code === DETAILS_REFUSED.error_code;
      await em.update(
        FiscalJob,
        { id: job.id },
        {
          status: 'printed',
          receipt_number: dto.receipt_number ?? null,
          fiscal_serial: dto.fiscal_serial ?? null,
          ...(untotalled ? Z_WITHOUT_TOTALS : bare ? DETAILS_REFUSED : { error_code: null, error_message: null }),
          printed_at: now,
          // Printed although its sale was cancelled meanwhile: the device needs a return.
          ...(job.status === 'cancelled' && job.kind === 'sale' ? { storno_status: 'needed' as const } : {}),
        },
      );
      if (job.kind === 'z_report' && dto.z_report) {
        const day = bucharestDate(now);
        // Its cash enters the cash book on its day: a cash write, never refused (the device printed it).
        await this.cashRegister.beforeZReport(em, device.company_id, day);
        await storeZReport(em, job, dto.z_report, day);
      }
      // The device printed a Z, totals or not: its 24 hours to the next one start now.
      if (job.kind === 'z_report') await em.update(FiscalAgentState, { device_id: device.id }, { last_z_at: now });
      return { id: job.id, status: 'printed' as const };
    });
  }
}
