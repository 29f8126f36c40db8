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
 * How many of a plan's durations a booked interval takes: at least one, a begun one counted whole
 * (a 1-day plan booked from Friday 08:00 to Sunday 08:00 is charged twice). Each end is validTo()
 * from the interval's start, so days, months and years follow the Romanian calendar as a pass does.
 */
export function planPeriods(from: Date, to: Date, value: number, unit: DurationUnit): number {
  const span = to.getTime() - from.getTime();
  if (span <= 0 || value <= 0) return 1;
  if (unit === 'hours') return Math.max(1, Math.ceil(span / (value * 3_600_000)));
  let n = 1;
  while (validTo(from, value * n, unit).getTime() < to.getTime()) n++;
  return n;
}

export interface PricedPlan {
  price: string | number;
  duration_value: number;
  duration_unit: DurationUnit;
}

/** What a stay costs before a discount, in bani: the plan for each of its durations, a stand's supplement for each day. */
export interface StayPrice {
  periods: number;
  days: number;
  plan: number;
  supplement: number;
  base: number;
}

/**
 * The price of a stay from `from` to `to`: the plan's price for each of its durations the stay takes
 * (one for a pass sold at the gate, whose end is the plan's), and the stand's supplement, when there
 * is a stand, for each day begun. A booking and its check-in's pass are charged with it.
 */
export function stayPrice(
  plan: PricedPlan,
  standSupplement: string | number | null | undefined,
  from: Date,
  to: Date,
): StayPrice {
  const periods = planPeriods(from, to, plan.duration_value, plan.duration_unit);
  const days = standSupplement === null || standSupplement === undefined ? 0 : standDays(from, to);
  const planBani = toBani(plan.price) * periods;
  const supplement = days ? toBani(standSupplement!) * days : 0;
  return { periods, days, plan: planBani, supplement, base: planBani + supplement };
}

/**
 * Days (at least one) of an interval on the Romanian clock, each one begun counted whole: a stand's
 * supplement is per day, and the night the clocks change is still one day.
 */
export function standDays(from: Date, to: Date): number {
  const wallMs = bucharestWallClock(to) - bucharestWallClock(from) + (to.getTime() % 1000) - (from.getTime() % 1000);
  return Math.max(1, Math.ceil(wallMs / 86_400_000));
}
