import { money } from '@app/common/money';
import { Bool, Instant, Int, IntList, Money, Nested, OneOf, Text } from '@app/common/openapi';
import {
  FISCAL_FORMATS,
  type FiscalDevice,
  type FiscalFormat,
  type FiscalSettings,
} from './entities/fiscal-device.entity';
import type { FiscalAgentState } from './entities/fiscal-agent-state.entity';
import {
  FISCAL_JOB_KINDS,
  FISCAL_JOB_STATES,
  SALE_SOURCES,
  STORNO_STATES,
  type FiscalJob,
  type FiscalJobKind,
  type FiscalJobStatus,
  type SaleSource,
  type StornoStatus,
} from './entities/fiscal-job.entity';
import type { FiscalZReport } from './entities/fiscal-z-report.entity';
import { ATTENTION_CODES, attentionOf, type AttentionCode } from './fiscal-attention';

/** An agent silent for longer than this is shown as not answering (it polls every 25 s at most). */
export const ONLINE_MS = 60_000;

/** What every sale's answer carries: its bon fiscal's state (null when the sale has none). */
export class FiscalJobRef {
  @Int() id: number;
  @OneOf(FISCAL_JOB_STATES, { description: 'queued = în coadă; sent = la casa de marcat; printed = tipărit' })
  status: FiscalJobStatus;
  @Text({ nullable: true, description: 'numărul bonului fiscal' }) receipt_number: string | null;
  @Text({ nullable: true, description: 'eroarea driverului, în română' }) error: string | null;
}

export function presentJobRef(job: FiscalJob | null | undefined): FiscalJobRef | null {
  if (!job) return null;
  return { id: job.id, status: job.status, receipt_number: job.receipt_number, error: job.error_message };
}

export class PaymentCodesResponse {
  @Text() cash: string;
  @Text() card: string;
}

export class PlanVatGroupResponse {
  @Int() plan_id: number;
  @Text() vat_group: string;
}

export class AgentStateResponse {
  @Bool({ description: 'agentul a întrebat în ultimul minut' }) online: boolean;
  @Instant() last_seen_at: Date;
  @Text({ nullable: true }) version: string | null;
  @Text({ nullable: true }) driver_dir: string | null;
  @OneOf(['ok', 'out', 'unknown']) paper: string;
  @Instant({ nullable: true }) last_z_at: Date | null;
  @Text({ nullable: true }) last_error: string | null;
}

export class FiscalDeviceResponse {
  @Int() id: number;
  @Text() name: string;
  @OneOf(FISCAL_FORMATS) format: FiscalFormat;
  @Text() vat_group: string;
  @Nested([PlanVatGroupResponse]) plan_vat_groups: PlanVatGroupResponse[];
  @Nested(PaymentCodesResponse) payment_codes: PaymentCodesResponse;
  @Text() fprint_fields: string;
  @Text() unit: string;
  @Bool() diacritics: boolean;
  @IntList({ description: 'apele ale căror vânzări le tipărește; gol = casa implicită a firmei' }) water_ids: number[];
  @Bool() active: boolean;
  @Bool({ description: 'are un token de agent' }) has_token: boolean;
  @Nested(AgentStateResponse, { nullable: true }) agent: AgentStateResponse | null;
  @Instant() created_at: Date;
}

export const settingsOf = (d: FiscalDevice): FiscalSettings => JSON.parse(d.settings) as FiscalSettings;
export const waterIdsOf = (d: FiscalDevice): number[] => JSON.parse(d.water_ids) as number[];
export const planGroupsOf = (d: FiscalDevice): Record<string, string> =>
  JSON.parse(d.plan_vat_groups) as Record<string, string>;

export function presentAgent(state: FiscalAgentState | null | undefined, now = Date.now()): AgentStateResponse | null {
  if (!state) return null;
  return {
    online: now - state.last_seen_at.getTime() < ONLINE_MS,
    last_seen_at: state.last_seen_at,
    version: state.version,
    driver_dir: state.driver_dir,
    paper: state.paper,
    last_z_at: state.last_z_at,
    last_error: state.last_error,
  };
}

export function presentDevice(d: FiscalDevice, state?: FiscalAgentState | null): FiscalDeviceResponse {
  const s = settingsOf(d);
  return {
    id: d.id,
    name: d.name,
    format: d.format,
    vat_group: s.vat_group,
    plan_vat_groups: Object.entries(planGroupsOf(d)).map(([plan_id, vat_group]) => ({
      plan_id: Number(plan_id),
      vat_group,
    })),
    payment_codes: { cash: s.payment_codes.cash, card: s.payment_codes.card },
    fprint_fields: s.fprint_fields,
    unit: s.unit,
    diacritics: s.diacritics,
    water_ids: waterIdsOf(d),
    active: d.active,
    has_token: d.token_hash !== null,
    agent: presentAgent(state),
    created_at: d.created_at,
  };
}

/** A new agent token (shown once) and what a ready configuration file holds. */
export class AgentConfigResponse {
  @Text() server_url: string;
  @Text() token: string;
  @Text({ description: 'dosarul driverului; se completează pe calculatorul casei' }) driver_dir: string;
  @OneOf(FISCAL_FORMATS) format: FiscalFormat;
}

export class DeviceTokenResponse {
  @Int() device_id: number;
  @Text({ description: 'arătat o singură dată' }) token: string;
  @Text() config_file_name: string;
  @Nested(AgentConfigResponse) config: AgentConfigResponse;
}

/** Why a bon waits for someone, and what the lake does about it (fiscal-attention.ts). */
export class FiscalAttentionResponse {
  @OneOf(ATTENTION_CODES, {
    description:
      'failed = netipărit; storno_needed = retur de înregistrat; z_without_totals = raport Z fără totaluri; no_receipt_number = bon tipărit fără număr; no_result = trimis casei, fără rezultat de peste 15 minute',
  })
  code: AttentionCode;
  @Text({ description: 'ce s-a întâmplat, în română' }) problem: string;
  @Text({ description: 'ce are de făcut personalul, în română' }) to_do: string;
}

export class FiscalJobResponse extends FiscalJobRef {
  @Int() device_id: number;
  @OneOf(FISCAL_JOB_KINDS) kind: FiscalJobKind;
  @Int() attempt: number;
  @OneOf(SALE_SOURCES, { nullable: true }) source: SaleSource | null;
  @Int({ nullable: true }) pass_id: number | null;
  @Int({ nullable: true }) booking_id: number | null;
  @Int({ nullable: true }) client_id: number | null;
  @OneOf(['cash', 'card'], { nullable: true }) payment_method: 'cash' | 'card' | null;
  @Money({ nullable: true }) amount: string | null;
  @Text({ nullable: true }) description: string | null;
  @Text({ nullable: true }) error_code: string | null;
  @Text({ nullable: true }) fiscal_serial: string | null;
  @Bool({ description: 'bon tipărit de mână pe casă și înregistrat de personal' }) manual: boolean;
  @OneOf(STORNO_STATES, { nullable: true, description: 'needed = trebuie bon de retur (storno) pe casă' })
  storno_status: StornoStatus | null;
  @Text({ nullable: true }) storno_number: string | null;
  @Instant({ nullable: true }) printed_at: Date | null;
  @Int({ nullable: true }) created_by: number | null;
  @Instant() created_at: Date;
  @Nested(FiscalAttentionResponse, { nullable: true, description: 'null: bonul nu așteaptă pe nimeni' })
  attention: FiscalAttentionResponse | null;
}

export function presentJob(j: FiscalJob): FiscalJobResponse {
  const sale = j.sale ? (JSON.parse(j.sale) as { reference?: string }) : null;
  return {
    ...presentJobRef(j)!,
    device_id: j.device_id,
    kind: j.kind,
    attempt: j.attempt,
    source: j.source,
    pass_id: j.pass_id,
    booking_id: j.booking_id,
    client_id: j.client_id,
    payment_method: j.payment_method,
    amount: j.amount === null ? null : money(j.amount),
    description: sale?.reference ?? null,
    error_code: j.error_code,
    fiscal_serial: j.fiscal_serial,
    manual: Boolean(j.manual),
    storno_status: j.storno_status,
    storno_number: j.storno_number,
    printed_at: j.printed_at,
    created_by: j.created_by,
    created_at: j.created_at,
    attention: attentionOf(j),
  };
}

export class ZTotalResponse {
  @Text({ description: 'cash, card, …' }) method: string;
  @Money() amount: string;
}

export class ZReportResponse {
  @Int() id: number;
  @Int() device_id: number;
  @Int() job_id: number;
  @Int() number: number;
  @Text({ description: 'YYYY-MM-DD' }) day: string;
  @Int() receipts: number;
  @Nested([ZTotalResponse]) totals: ZTotalResponse[];
  @Instant() created_at: Date;
}

export function presentZ(z: FiscalZReport): ZReportResponse {
  const totals = JSON.parse(z.totals) as Record<string, string>;
  return {
    id: z.id,
    device_id: z.device_id,
    job_id: z.job_id,
    number: z.number,
    day: typeof z.day === 'string' ? z.day.slice(0, 10) : new Date(z.day).toISOString().slice(0, 10),
    receipts: z.receipts,
    totals: Object.entries(totals).map(([method, amount]) => ({ method, amount: money(amount) })),
    created_at: z.created_at,
  };
}

export class LastZResponse {
  @Int() number: number;
  @Text() day: string;
  @Instant() at: Date;
}

/** A device as the gate and the dashboard watch it. */
export class DeviceStatusResponse {
  @Int() id: number;
  @Text() name: string;
  @Bool() active: boolean;
  @Bool() online: boolean;
  @Instant({ nullable: true, description: 'ultima întrebare a agentului' }) last_seen_at: Date | null;
  @Instant({ nullable: true, description: 'de când agentul nu mai răspunde (null cât timp răspunde)' })
  silent_since: Date | null;
  @Int({ description: 'bonuri în așteptare (în coadă sau trimise)' }) jobs_waiting: number;
  @Int() jobs_failed: number;
  @Int({ description: 'vânzări anulate după tipărire, fără storno înregistrat' }) storno_needed: number;
  @Int({ description: 'rapoarte Z tipărite fără totaluri și bonuri tipărite fără număr, de verificat' })
  to_check: number;
  @OneOf(['ok', 'out', 'unknown']) paper: string;
  @Nested(LastZResponse, { nullable: true }) last_z: LastZResponse | null;
  @Instant({ nullable: true, description: 'ultimul raport Z (al agentului sau stocat)' }) last_z_at: Date | null;
  @Bool({ description: 'au trecut 24 de ore de la ultimul raport Z' }) z_overdue: boolean;
}

export class FiscalStatusResponse {
  @OneOf(['receipt', 'amef']) fiscal_mode: 'receipt' | 'amef';
  @Bool({ description: 'cel puțin o casă activă are raportul Z întârziat: poarta avertizează' }) z_overdue: boolean;
  @Nested([DeviceStatusResponse]) devices: DeviceStatusResponse[];
}

// ---- the agent's answers (FISCAL-PROTOCOL) ----

export class AgentSettingsResponse {
  @Text() vat_group: string;
  @Nested(PaymentCodesResponse) payment_codes: PaymentCodesResponse;
  @Text() fprint_fields: string;
  @Text() unit: string;
  @Bool() diacritics: boolean;
}

export class AgentDeviceResponse {
  @Int() id: number;
  @Text() name: string;
  @OneOf(FISCAL_FORMATS) format: FiscalFormat;
  @Nested(AgentSettingsResponse) settings: AgentSettingsResponse;
}

export class AgentSaleLineResponse {
  @Text() name: string;
  @Money() unit_price: string;
  @Text({ description: '3 zecimale' }) quantity: string;
  @Text() vat_group: string;
}

export class AgentPaymentResponse {
  @OneOf(['cash', 'card']) method: 'cash' | 'card';
  @Money() amount: string;
}

export class AgentSaleResponse {
  @Text() reference: string;
  @Nested([AgentSaleLineResponse]) lines: AgentSaleLineResponse[];
  @Nested([AgentPaymentResponse]) payments: AgentPaymentResponse[];
  @Money() total: string;
}

export class AgentJobResponse {
  @Int() id: number;
  @Int() seq: number;
  @Int() attempt: number;
  @OneOf(FISCAL_JOB_KINDS) kind: FiscalJobKind;
  @Instant() created_at: Date;
  @Nested(AgentSaleResponse, { optional: true }) sale?: AgentSaleResponse;
}

export class PollResponse {
  @Nested(AgentDeviceResponse) device: AgentDeviceResponse;
  @Nested([AgentJobResponse]) jobs: AgentJobResponse[];
}

export class JobResultResponse {
  @Int() id: number;
  @OneOf(FISCAL_JOB_STATES) status: FiscalJobStatus;
}
