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

/** Percent off rounded to bani; a fixed discount never takes the total below 0. */
export function passPrice(
  price: string | number | null | undefined,
  discount: DiscountLike | null | undefined,
): PassPrice {
  const base = Math.max(0, toBani(price ?? 0));
  let off = 0;
  if (discount) {
    off = discount.type === 'percent' ? Math.round((base * Number(discount.value)) / 100) : toBani(discount.value);
    off = Math.min(Math.max(off, 0), base);
  }
  return { price: base / 100, discount_amount: off / 100, total: (base - off) / 100 };
}
