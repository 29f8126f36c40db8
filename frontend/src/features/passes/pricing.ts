/** The live price of the "new pass" screen, computed as the server does (backend passes/pricing.ts). */
export interface DiscountLike {
  type: 'percent' | 'fixed';
  value: string | number;
}

export interface PassPrice {
  /** Plan price, discount and total in lei, as numbers with at most 2 decimals. */
  price: number;
  discount_amount: number;
  total: number;
}

const toBani = (v: string | number): number => {
  const n = Number(typeof v === 'string' ? v.replace(',', '.') : v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/** Whole days (at least one) of an interval: a stand's supplement is per day (backend standDays). */
export function standDays(from: Date, to: Date): number {
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 86_400_000));
}

/**
 * Percent off rounded to bani; a fixed discount never takes the total below 0. A stand's
 * supplement × its days is part of the price, before the discount (as the server computes it).
 */
export function passPrice(
  price: string | number | null | undefined,
  discount: DiscountLike | null | undefined,
  stand?: { supplement: string | number; days: number } | null,
): PassPrice {
  const base = Math.max(0, toBani(price ?? 0) + (stand ? toBani(stand.supplement) * stand.days : 0));
  let off = 0;
  if (discount) {
    off = discount.type === 'percent' ? Math.round((base * Number(discount.value)) / 100) : toBani(discount.value);
    off = Math.min(Math.max(off, 0), base);
  }
  return { price: base / 100, discount_amount: off / 100, total: (base - off) / 100 };
}
