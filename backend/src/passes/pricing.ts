import { fromBani, toBani } from '@app/common/money';
import type { DiscountType } from '@app/discounts/entities/discount.entity';
import type { DurationUnit } from '@app/plans/entities/plan.entity';

/** Price, discount and total of a pass; a fixed discount never makes the total negative. */
export function priceOf(price: string | number, discount: { type: DiscountType; value: string | number } | null) {
  const base = toBani(price);
  let off = 0;
  if (discount) {
    off = discount.type === 'percent' ? Math.round((base * Number(discount.value)) / 100) : toBani(discount.value);
    off = Math.min(Math.max(off, 0), base);
  }
  return { price: fromBani(base), discount_amount: fromBani(off), total: fromBani(base - off) };
}

/** End of validity: hours and days as elapsed time, months and years on the calendar. */
export function validTo(from: Date, value: number, unit: DurationUnit): Date {
  const to = new Date(from.getTime());
  switch (unit) {
    case 'hours':
      return new Date(from.getTime() + value * 3_600_000);
    case 'days':
      return new Date(from.getTime() + value * 86_400_000);
    case 'months': {
      const day = to.getUTCDate();
      to.setUTCDate(1);
      to.setUTCMonth(to.getUTCMonth() + value);
      // 31 January + 1 month = 28/29 February, not 3 March.
      const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
      to.setUTCDate(Math.min(day, last));
      return to;
    }
    case 'years':
      return validTo(from, value * 12, 'months');
  }
}

/** Whole days (at least one) of an interval: a stand's supplement is per day. */
export function standDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 86_400_000));
}
