/**
 * The price of a pass: the plan's price, a stand's supplement per day, a discount; and how long
 * the pass is valid. The API charges with these (backend passes and bookings) and the "new pass"
 * screen shows the same total live.
 */

import { bucharestWallClock, fromBucharestWallClock } from './bucharest';

export type DiscountType = 'percent' | 'fixed';
export type DurationUnit = 'hours' | 'days' | 'months' | 'years';

export interface DiscountRule {
  type: DiscountType;
  value: string | number;
}

/** Lei (a number, or a decimal string with a dot or a comma) as whole bani; 0 when not a number. */
export function toBani(value: string | number): number {
  const n = Number(typeof value === 'string' ? value.replace(',', '.') : value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** Bani as lei with two decimals ("1234.50"), as money travels in the API. */
export function fromBani(bani: number): string {
  return (bani / 100).toFixed(2);
}

/** The discount off a base (both in bani): percent rounded to the ban, never more than the base. */
export function discountBani(baseBani: number, discount: DiscountRule | null | undefined): number {
  if (!discount) return 0;
  const off =
    discount.type === 'percent' ? Math.round((baseBani * Number(discount.value)) / 100) : toBani(discount.value);
  return Math.min(Math.max(off, 0), baseBani);
}

/** Price, discount and total of a pass as the API writes them; a fixed discount never makes the total negative. */
export function priceOf(price: string | number, discount: DiscountRule | null | undefined) {
  const base = toBani(price);
  const off = discountBani(base, discount);
  return { price: fromBani(base), discount_amount: fromBani(off), total: fromBani(base - off) };
}

export interface PassPrice {
  /** Plan price (with the stand's supplement), discount and total in lei, numbers with at most 2 decimals. */
  price: number;
  discount_amount: number;
  total: number;
}

/**
 * priceOf() in numbers for a form: an empty price is 0, and a stand's supplement × its days is
 * part of the price, before the discount.
 */
export function passPrice(
  price: string | number | null | undefined,
  discount: DiscountRule | null | undefined,
  stand?: { supplement: string | number; days: number } | null,
): PassPrice {
  const base = Math.max(0, toBani(price ?? 0) + (stand ? toBani(stand.supplement) * stand.days : 0));
  const off = discountBani(base, discount);
  return { price: base / 100, discount_amount: off / 100, total: (base - off) / 100 };
}

/**
 * End of validity: hours as elapsed time; days, months and years on Romania's calendar, to the same
 * clock time in Bucharest (a "1 zi" pass sold at 20:00 ends at 20:00 the next day, also across the
 * night the clocks change).
 */
export function validTo(from: Date, value: number, unit: DurationUnit): Date {
  if (unit === 'hours') return new Date(from.getTime() + value * 3_600_000);
  const wall = new Date(bucharestWallClock(from) + (from.getTime() % 1000));
  switch (unit) {
    case 'days':
      wall.setUTCDate(wall.getUTCDate() + value);
      break;
    case 'months':
    case 'years': {
      const months = unit === 'years' ? value * 12 : value;
      const day = wall.getUTCDate();
      wall.setUTCDate(1);
      wall.setUTCMonth(wall.getUTCMonth() + months);
      // 31 January + 1 month = 28/29 February, not 3 March.
      const last = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
      wall.setUTCDate(Math.min(day, last));
      break;
    }
  }
  return fromBucharestWallClock(wall.getTime());
}

/**
 * Days (at least one) of an interval on the Romanian clock, each one begun counted whole: a stand's
 * supplement is per day, and the night the clocks change is still one day.
 */
export function standDays(from: Date, to: Date): number {
  const wallMs = bucharestWallClock(to) - bucharestWallClock(from) + (to.getTime() % 1000) - (from.getTime() % 1000);
  return Math.max(1, Math.ceil(wallMs / 86_400_000));
}
