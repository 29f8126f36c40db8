/**
 * Romanian display formats (docs/product.md): money "1.234,56 lei", dates dd.mm.yyyy.
 * Written by hand rather than with Intl so every browser and Node prints the same thing.
 */

const EMPTY = '—';

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** 1234.56 -> "1.234,56" (thousands with dots, 2 decimals with a comma). */
export function formatAmount(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 && cents > 0 ? '-' : ''}${grouped},${fraction}`;
}

/** 1234.56 or "1234.56" -> "1.234,56 lei"; always "lei", even for 1. */
export function formatLei(value: number | string | null | undefined): string {
  const amount = formatAmount(value);
  return amount === EMPTY ? EMPTY : `${amount} lei`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    // A calendar date (YYYY-MM-DD) is not an instant: read it in local time, never shifted.
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => n.toString().padStart(2, '0');

/** "2024-03-05" or an ISO instant -> "05.03.2024" (local time). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}` : EMPTY;
}

/** ISO instant -> "05.03.2024 14:07" (local time). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : EMPTY;
}

/**
 * A count with its noun, agreed the Romanian way: "1 chitanță", "2 chitanțe", "19 chitanțe",
 * "20 de chitanțe", "101 chitanțe", "1.000 de chitanțe" ("de" when the last two digits are 00 or
 * 20–99, from 20 up).
 */
export function formatCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  const de = n >= 20 && (lastTwo === 0 || lastTwo >= 20) ? 'de ' : '';
  return `${Math.trunc(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${de}${many}`;
}
