/**
 * Romanian display formats (docs/product.md): money "1.234,56 lei", dates dd.mm.yyyy.
 * Written by hand rather than with Intl so every browser and Node prints the same thing.
 */

import { bucharestWallClock, phoneKey, roCount } from '@balti/domain';

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

/**
 * What a date shows, read with the getUTC…() methods: a calendar date (YYYY-MM-DD) as it is, never
 * shifted; an instant as Romania's clock reads it (the lakes' time, docs/product.md "Romania's
 * clock"), whatever the zone of the phone or browser.
 */
function toShown(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : new Date(bucharestWallClock(d));
}

const pad = (n: number) => n.toString().padStart(2, '0');

const dayOf = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;

/** "2024-03-05" or an ISO instant -> "05.03.2024" (an instant's day in Romania). */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toShown(value);
  return d ? dayOf(d) : EMPTY;
}

/** ISO instant -> "05.03.2024 14:07" (Romania's clock). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toShown(value);
  return d ? `${dayOf(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : EMPTY;
}

/** A count with its noun, agreed the Romanian way ("20 de chitanțe"): roCount() in packages/domain. */
export const formatCount = roCount;

/**
 * A stored phone as staff read it: a Romanian number, stored in E.164 by the public forms
 * ("+40722123456") or as digits by the desk ("0722123456", "0040722123456"), is written the national
 * way in groups, "0722 123 456" (its national spelling: phoneKey() in packages/domain); any other
 * number as it was stored.
 */
export function formatPhone(stored: string): string {
  const national = phoneKey(stored);
  if (/^0\d{9}$/.test(national)) return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  return stored.trim();
}

/**
 * A number typed or pasted in a field with a decimal comma, as the app writes it: "1.234,56" (the
 * dots group thousands when a comma is there), "1234,56", or "7.35" from a phone pad with a dot
 * only (no comma: the dot is the decimal point) → "1234.56", "1234.56", "7.35".
 */
export function parseDecimalComma(text?: string): string {
  const t = (text ?? '').replace(/\s/g, '');
  return t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
}
