/**
 * The quick sale's plan tiles, the most sold in the last 30 days first (GET {base}/planSales); the
 * others after them in the catalogue's order (the sort is stable).
 */
export interface SalesRow {
  plan_id: number;
  water_id: number;
  sold: number;
}

export function byRecentSales<T extends { planId: number; waterId: number }>(
  tiles: readonly T[],
  sales: readonly SalesRow[] | undefined,
): T[] {
  if (!sales?.length) return [...tiles];
  const sold = new Map(sales.map((r) => [`${r.plan_id}-${r.water_id}`, r.sold]));
  const of = (t: T) => sold.get(`${t.planId}-${t.waterId}`) ?? 0;
  return [...tiles].sort((a, b) => of(b) - of(a));
}
