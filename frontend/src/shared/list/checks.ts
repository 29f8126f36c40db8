/** Pure field checks used by the resources' `validate` functions (Romanian messages). */
import { formatCount } from '@/shared/format';
import { REQUIRED_MESSAGE } from './rules';

export const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A number read from an InputNumber value or a decimal string ("12,5" accepted); null when not a number. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v)) return Number(v.trim().replace(',', '.'));
  return null;
}

function decimalsOf(v: unknown): number {
  const s = typeof v === 'number' ? String(v) : String(v).trim().replace(',', '.');
  if (/e-/i.test(s)) return 99;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

export interface NumberCheck {
  required?: boolean;
  min?: number;
  /** `min` itself is refused (e.g. an amount must be > 0). */
  minExclusive?: boolean;
  max?: number;
  decimals?: number;
  integer?: boolean;
}

/** null when the number is acceptable, else the message. */
export function numberProblem(value: unknown, check: NumberCheck): string | null {
  if (isBlank(value)) return check.required ? REQUIRED_MESSAGE : null;
  const n = toNumber(value);
  if (n === null) return 'Introduceți un număr.';
  if (check.integer && !Number.isInteger(n)) return 'Introduceți un număr întreg.';
  if (check.min !== undefined) {
    if (check.minExclusive && n <= check.min) return `Valoarea trebuie să fie mai mare decât ${check.min}.`;
    if (!check.minExclusive && n < check.min) return `Valoarea minimă este ${check.min}.`;
  }
  if (check.max !== undefined && n > check.max) return `Valoarea maximă este ${check.max}.`;
  if (check.decimals !== undefined && decimalsOf(value) > check.decimals) {
    return check.decimals === 0 ? 'Introduceți un număr întreg.' : `Cel mult ${check.decimals} zecimale.`;
  }
  return null;
}

/** null when the text is present (if required) and not longer than `max`. */
export function textProblem(
  value: unknown,
  { required = false, max }: { required?: boolean; max?: number },
): string | null {
  if (isBlank(value)) return required ? REQUIRED_MESSAGE : null;
  if (max !== undefined && typeof value === 'string' && value.trim().length > max)
    return `Cel mult ${formatCount(max, 'caracter', 'caractere')}.`;
  return null;
}

/** Drops the fields without a problem: `{ a: null, b: 'x' }` -> `{ b: 'x' }`. */
export function compact<K extends string>(problems: Record<K, string | null>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [k, v] of Object.entries(problems) as [K, string | null][]) if (v) out[k] = v;
  return out;
}
