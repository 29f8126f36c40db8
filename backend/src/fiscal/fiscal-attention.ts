import type { FiscalJob } from './entities/fiscal-job.entity';

/**
 * A Z report the device printed but whose totals the agent did not send: printed (it was; a retry
 * would print a second, empty Z), flagged, with no Z stored (docs/numbering-and-fiscal.md).
 */
export const Z_WITHOUT_TOTALS = {
  error_code: 'Z_FARA_TOTALURI',
  error_message:
    'Raportul Z a fost tipărit, dar agentul nu i-a trimis totalurile: nu apare în registrul de casă. Verificați raportul Z tipărit pe casa de marcat.',
} as const;

/**
 * A sale the device printed whose full result the server refused (a 422): the agent then sends it
 * bare, with this code (agent/src/agent.mjs reportBare()), and the bon's number did not arrive. Only
 * this flags a sale with no number: a driver that never reports numbers is not a fault.
 */
export const DETAILS_REFUSED = {
  error_code: 'DETALII_REFUZATE',
  error_message: 'Casa de marcat a tipărit bonul, dar serverul a refuzat detaliile trimise de agent.',
} as const;

/**
 * How long a job may stay handed to its agent (`sent`) without a result: past it, none is coming (the
 * agent gave up on it after the server refused its result, bare too: agent/src/agent.mjs reportBare();
 * or its PC stopped) and staff settle it. A live agent answers a job within seconds, a driver that
 * does not answer within two minutes; a queue of twenty such (the most one poll hands out) stays
 * under this.
 */
export const NO_RESULT_MS = 15 * 60_000;

/** Why a bon waits for someone ("Bonuri de rezolvat", docs/numbering-and-fiscal.md). */
export const ATTENTION_CODES = [
  'failed',
  'storno_needed',
  'z_without_totals',
  'no_receipt_number',
  'no_result',
] as const;
export type AttentionCode = (typeof ATTENTION_CODES)[number];

/** A job handed out before `:noResultBefore` and still without a result, as a condition on `fiscal_jobs j`. */
export const NO_RESULT_SQL = "(j.status = 'sent' AND j.sent_at <= :noResultBefore)";

/**
 * The bons someone has to check (the dashboard's „de verificat”): printed without their Z totals or
 * their number, or handed out with no result past NO_RESULT_MS.
 */
export const TO_CHECK_SQL =
  "((j.kind = 'z_report' AND j.status = 'printed' AND j.error_code = :zFlag)" +
  " OR (j.kind = 'sale' AND j.status = 'printed' AND j.error_code = :refused AND j.storno_status IS NULL)" +
  ` OR ${NO_RESULT_SQL})`;

/**
 * The bons that wait for someone, as a condition on `fiscal_jobs j` (the list's `to_settle`), kept
 * beside attentionOf(), which says the same for one job.
 */
export const TO_SETTLE_SQL = `(j.status = 'failed' OR j.storno_status = 'needed' OR ${TO_CHECK_SQL})`;

/** The parameters of TO_SETTLE_SQL and TO_CHECK_SQL at `now`. */
export const toSettleParams = (now = new Date()) => ({
  zFlag: Z_WITHOUT_TOTALS.error_code,
  refused: DETAILS_REFUSED.error_code,
  noResultBefore: new Date(now.getTime() - NO_RESULT_MS),
});

/** Whether a job is handed out and its result is no longer coming (NO_RESULT_SQL for one job). */
export const noResult = (j: Pick<FiscalJob, 'status' | 'sent_at'>, now = Date.now()): boolean =>
  j.status === 'sent' && j.sent_at !== null && now - new Date(j.sent_at).getTime() >= NO_RESULT_MS;

/** What is wrong with a bon and what the lake does about it, in Romanian; null when nothing waits. */
export function attentionOf(
  j: Pick<
    FiscalJob,
    'kind' | 'status' | 'storno_status' | 'error_code' | 'error_message' | 'receipt_number' | 'sent_at'
  >,
  now = Date.now(),
): { code: AttentionCode; problem: string; to_do: string } | null {
  if (j.storno_status === 'needed')
    return {
      code: 'storno_needed',
      problem: 'Vânzarea a fost anulată după ce bonul s-a tipărit.',
      to_do: 'Tipăriți pe casa de marcat bonul de retur (storno), apoi înregistrați-i numărul.',
    };
  if (j.status === 'failed')
    return {
      code: 'failed',
      problem: `Casa de marcat nu a tipărit ${j.kind === 'sale' ? 'bonul' : 'raportul'}: ${j.error_message ?? 'casa de marcat a refuzat bonul.'}`,
      to_do:
        j.kind === 'sale'
          ? 'Rezolvați cauza la casa de marcat și reîncercați, înregistrați bonul dacă l-ați tipărit de mână sau anulați vânzarea.'
          : 'Rezolvați cauza la casa de marcat și reîncercați.',
    };
  if (noResult(j, now))
    return {
      code: 'no_result',
      problem: `${j.kind === 'sale' ? 'Bonul' : 'Raportul'} a fost trimis casei de marcat acum mai mult de ${NO_RESULT_MS / 60_000} minute, dar rezultatul lui nu a ajuns la Bălți.`,
      to_do: {
        sale: 'Verificați pe casa de marcat și în jurnalul agentului dacă bonul s-a tipărit: dacă da, înregistrați-i numărul cu „Tipărit de mână”; dacă nu, tipăriți-l de mână și înregistrați-l sau anulați vânzarea.',
        z_report:
          'Verificați pe casa de marcat dacă raportul Z s-a tipărit: dacă da, înregistrați de pe el numărul, bonurile și totalurile pe tipuri de plată; dacă nu, anulați-l și cereți altul.',
        x_report:
          'Verificați pe casa de marcat dacă raportul s-a tipărit; anulați-l aici și, dacă nu s-a tipărit, cereți altul.',
      }[j.kind],
    };
  if (j.kind === 'z_report' && j.status === 'printed' && j.error_code === Z_WITHOUT_TOTALS.error_code)
    return {
      code: 'z_without_totals',
      problem: 'Raportul Z a fost tipărit, dar totalurile lui nu au ajuns la Bălți: nu apare în registrul de casă.',
      to_do:
        'Verificați raportul Z tipărit pe casa de marcat și înregistrați de pe el numărul, bonurile și totalurile pe tipuri de plată.',
    };
  if (
    j.kind === 'sale' &&
    j.status === 'printed' &&
    j.error_code === DETAILS_REFUSED.error_code &&
    j.storno_status === null
  )
    return {
      code: 'no_receipt_number',
      problem: 'Casa de marcat a tipărit bonul, dar numărul lui nu a ajuns la Bălți.',
      to_do: 'Înregistrați numărul bonului de pe bonul tipărit sau din jurnalul agentului.',
    };
  return null;
}
