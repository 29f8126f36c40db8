/**
 * What the screens say about a bon fiscal and a cash register (AMEF): the words of each state,
 * how often a waiting bon is asked about, since when an agent is silent, the Z totals and the
 * agent's configuration file. Kept apart from the components so it is tested on its own.
 */
import { formatCount, formatDateTime, formatLei } from '@/shared/format';

export interface JobLike {
  status: 'queued' | 'sent' | 'printed' | 'failed' | 'cancelled';
  receipt_number: string | null;
  error: string | null;
  manual?: boolean;
  storno_status?: 'needed' | 'done' | null;
  storno_number?: string | null;
  /** Why the bon waits for someone (backend/src/fiscal/fiscal-attention.ts); absent on a sale's short reference. */
  attention?: { code: string; problem: string; to_do: string } | null;
}

/** Something did not reach Bălți: a printed Z's totals, a printed bon's number, a handed-out bon's result. */
export const toCheck = (job: JobLike): boolean =>
  job.attention?.code === 'z_without_totals' ||
  job.attention?.code === 'no_receipt_number' ||
  job.attention?.code === 'no_result';

export type Tone = 'info' | 'success' | 'warning' | 'error';

/** In the queue or handed to the agent: its result is still to come. */
export const isWaiting = (status: JobLike['status']): boolean => status === 'queued' || status === 'sent';

/** How often a bon's screen asks for its state: often while it waits (the bon prints within seconds), never after. */
export const jobPollMs = (status: JobLike['status'] | undefined): number =>
  status === undefined || isWaiting(status) ? 700 : 0;

/** The line a sale's screen shows for its bon. */
export function jobState(job: JobLike): { tone: Tone; text: string } {
  if (job.storno_status === 'needed')
    return { tone: 'warning', text: 'Vânzare anulată: înregistrați bonul de retur (storno) tipărit pe casă.' };
  if (job.storno_status === 'done')
    return {
      tone: 'info',
      text: `Vânzare anulată, bon de retur (storno) nr. ${job.storno_number ?? '—'}.`,
    };
  if (toCheck(job)) return { tone: 'warning', text: job.attention!.problem };
  switch (job.status) {
    case 'queued':
      return { tone: 'info', text: 'Bon fiscal: în coadă' };
    case 'sent':
      return { tone: 'info', text: 'Bon fiscal: se tipărește la casa de marcat…' };
    case 'printed':
      return {
        tone: 'success',
        text: `${job.receipt_number ? `Bon fiscal nr. ${job.receipt_number} tipărit` : 'Bon fiscal tipărit'}${job.manual ? ' (înregistrat de mână)' : ''}`,
      };
    case 'failed':
      return { tone: 'error', text: `Bon fiscal netipărit: ${job.error ?? 'casa de marcat a refuzat bonul.'}` };
    case 'cancelled':
      return { tone: 'info', text: 'Bon fiscal anulat: vânzarea a fost anulată.' };
  }
}

/** "de 5 minute", "de 2 ore", "de 3 zile": how long ago, in words. */
export function agoText(fromIso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 1) return 'de mai puțin de un minut';
  if (minutes < 60) return `de ${formatCount(minutes, 'minut', 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `de ${formatCount(hours, 'oră', 'ore')}`;
  return `de ${formatCount(Math.floor(hours / 24), 'zi', 'zile')}`;
}

/** The device as the gate and the dashboard describe it. */
export interface DeviceLike {
  name: string;
  online: boolean;
  last_seen_at: string | null;
  silent_since: string | null;
  jobs_waiting: number;
}

/** "Casa poartă nu răspunde de la 25.11.2026 14:03 (de 12 minute)." or null while its agent answers. */
export function silentText(d: DeviceLike, now = Date.now()): string | null {
  if (d.online) return null;
  if (!d.last_seen_at) return `${d.name}: agentul nu s-a conectat niciodată.`;
  const since = d.silent_since ?? d.last_seen_at;
  return `${d.name} nu răspunde de la ${formatDateTime(since)} (${agoText(since, now)}).`;
}

/** "3 bonuri în așteptare" (the bons still to print). */
export const waitingText = (n: number): string =>
  n === 0 ? 'Niciun bon în așteptare' : `${formatCount(n, 'bon', 'bonuri')} în așteptare`;

/** A payment type of a Z report: cash, card, or another code of the driver (`cod_3`). */
export function paymentName(method: string): string {
  if (method === 'cash') return 'Numerar';
  if (method === 'card') return 'Card';
  const code = /^cod_(.+)$/.exec(method);
  return code ? `Cod plată ${code[1]}` : method;
}

/** "Numerar: 600,00 lei · Card: 150,00 lei". */
export const zTotalsText = (totals: { method: string; amount: string }[]): string =>
  totals.length ? totals.map((t) => `${paymentName(t.method)}: ${formatLei(t.amount)}`).join(' · ') : '—';

/** The sum of a Z report's totals. */
export const zTotal = (totals: { amount: string }[]): number =>
  Math.round(totals.reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0)) / 100;

/**
 * balti-agent.json as the agent reads it (agent/README.md): the server's address and the token;
 * `driver_dir`, the driver's folder, is filled in on the gate's PC (the agent refuses it empty).
 */
export const agentConfigText = (config: { server_url: string; token: string; driver_dir: string; format: string }) =>
  `${JSON.stringify(config, null, 2)}\n`;

export type FiscalFormat = 'fprint' | 'ecrbridge';

export const FORMATS: { value: FiscalFormat; label: string }[] = [
  { value: 'fprint', label: 'Datecs FPrint (Fisco)' },
  { value: 'ecrbridge', label: 'ECR Bridge' },
];

export const formatLabel = (f: string): string => FORMATS.find((o) => o.value === f)?.label ?? f;

/** A new device's settings for each format, as the server would set them (backend/src/fiscal/formats/*.ts). */
export const FORMAT_DEFAULTS: Record<
  FiscalFormat,
  {
    vat_group: string;
    payment_codes: { cash: string; card: string };
    fprint_fields: string;
    unit: string;
    diacritics: boolean;
  }
> = {
  fprint: {
    vat_group: '1',
    payment_codes: { cash: '0', card: '1' },
    fprint_fields: '1;1;{vat};0;0',
    unit: 'buc',
    diacritics: false,
  },
  ecrbridge: {
    vat_group: '1',
    payment_codes: { cash: '1', card: '2' },
    fprint_fields: '',
    unit: 'buc',
    diacritics: false,
  },
};
