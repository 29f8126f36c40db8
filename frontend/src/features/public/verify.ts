/** Pure helpers of the public pages (pass verification, plan details). */
import { formatDuration, formatRetention, type DurationUnit } from '@/features/plans/duration';
import type { Schemas } from '@/shared/api/schema';
import { onRomanianClock } from '@/shared/romanianClock';

export type VerifyState = Schemas['PublicPassResponse']['state'];

export type VerifyTone = 'valid' | 'expired' | 'cancelled' | 'upcoming' | 'unknown';

export interface VerifyLabel {
  label: string;
  tone: VerifyTone;
  /** A short sentence under the big word, for the guard. */
  hint: string;
}

const LABELS: Record<VerifyState, VerifyLabel> = {
  valid: { label: 'VALID', tone: 'valid', hint: 'Permisul este valabil acum.' },
  expired: { label: 'EXPIRAT', tone: 'expired', hint: 'Perioada de valabilitate s-a încheiat.' },
  cancelled: { label: 'ANULAT', tone: 'cancelled', hint: 'Permisul a fost anulat de firmă.' },
  upcoming: { label: 'NU A ÎNCEPUT', tone: 'upcoming', hint: 'Perioada de valabilitate nu a început încă.' },
  exited: { label: 'IEȘIT', tone: 'cancelled', hint: 'Pescarul a ieșit; permisul nu mai este valabil.' },
};

/** "14:07" of an instant on Romania's clock (the lake's time), whatever the phone's zone. */
function hourOf(value: string | Date): string {
  return onRomanianClock(value).format('HH:mm');
}

/**
 * The big word and colour of the verification page for a pass state (unknown states are never
 * "VALID"); an exited pass says when: "IEȘIT la 14:07".
 */
export function verifyLabel(state: string | null | undefined, exitedAt?: string | Date | null): VerifyLabel {
  if (state === 'exited' && exitedAt) return { ...LABELS.exited, label: `IEȘIT la ${hourOf(exitedAt)}` };
  if (state && Object.prototype.hasOwnProperty.call(LABELS, state)) return LABELS[state as VerifyState];
  return { label: 'NECUNOSCUT', tone: 'unknown', hint: 'Starea permisului nu poate fi stabilită.' };
}

/** What the page shows for a failed verification: 404 and 429 in words, anything else generic. */
export function verifyErrorText(status: number | null): { title: string; text: string } {
  if (status === 404) {
    return {
      title: 'Permisul nu a fost găsit',
      text: 'Codul scanat nu corespunde niciunui permis emis de această baltă. Verificați că ați scanat codul QR de pe permis.',
    };
  }
  if (status === 429) {
    return {
      title: 'Prea multe verificări, încercați peste un minut',
      text: 'Din motive de siguranță, numărul verificărilor este limitat.',
    };
  }
  if (status === null) {
    return {
      title: 'Verificarea nu a reușit',
      text: 'Nu există conexiune la internet sau serverul nu răspunde. Încercați din nou.',
    };
  }
  return { title: 'Verificarea nu a reușit', text: 'A apărut o eroare. Încercați din nou peste câteva momente.' };
}

/** The pass code of a `/verify/<code>` path, else null. */
export function verifyCodeFromPath(pathname: string): string | null {
  const m = /^\/verify\/([^/?#]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/** "A 000123": series and number as printed on the pass. */
export function passNumberText(series: string | null | undefined, number: number | string | null | undefined): string {
  const n = number === null || number === undefined || number === '' ? '' : String(number);
  return [series ?? '', n].filter(Boolean).join(' ') || '—';
}

/** Facts of a plan in one line: "1 zi · 2 lansete · Catch & release · de noapte". */
export function planFacts(plan: {
  duration_value: number;
  duration_unit: DurationUnit;
  rods: number | null;
  retention_kg: string | number | null;
  night: boolean;
}): string[] {
  const facts = [formatDuration(plan.duration_value, plan.duration_unit)];
  if (plan.rods) facts.push(plan.rods === 1 ? '1 lansetă' : `${plan.rods} lansete`);
  if (plan.retention_kg !== null && plan.retention_kg !== undefined && plan.retention_kg !== '') {
    const r = formatRetention(plan.retention_kg);
    facts.push(r === 'Catch & release' ? r : `reținere ${r}`);
  }
  if (plan.night) facts.push('include noaptea');
  return facts;
}
