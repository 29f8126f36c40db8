import { fromBani, leiText, toBani } from '@app/common/money';

/** Kilograms in whole grams, for sums without floating-point drift (3 decimals). */
export function toGrams(kg: string | number): number {
  return Math.round(Number(kg) * 1000);
}

export function fromGrams(grams: number): string {
  return (grams / 1000).toFixed(3);
}

export interface Surplus {
  /** Kept kilograms, all catches of the pass. */
  kept_kg: string;
  /** Kept kilograms above the plan's allowance (0 at or below it). */
  excess_kg: string;
  /** excess_kg × extra_kg_price, rounded to the ban (half up). */
  amount: string;
}

/** The exit's arithmetic: kept kg above `retention_kg`, times the plan's `extra_kg_price`, to the ban. */
export function surplusOf(
  keptWeights: (string | number)[],
  retentionKg: string | number,
  pricePerKg: string | number,
): Surplus {
  const kept = keptWeights.reduce<number>((sum, w) => sum + toGrams(w), 0);
  const excess = Math.max(0, kept - toGrams(retentionKg));
  const bani = Math.round((excess * toBani(pricePerKg)) / 1000);
  return { kept_kg: fromGrams(kept), excess_kg: fromGrams(excess), amount: fromBani(bani) };
}

/** "2,345" / "2,5" / "3": kilograms as a Romanian reads them on a chitanță. */
export function kgText(kg: string): string {
  return kg.replace(/\.?0+$/, '').replace('.', ',');
}

/** The chitanță's description of a surplus: "Surplus captură reținută: 2,5 kg × 20,00 lei". */
export function surplusDescription(excessKg: string, pricePerKg: string): string {
  return `Surplus captură reținută: ${kgText(excessKg)} kg × ${leiText(pricePerKg)} lei`;
}
