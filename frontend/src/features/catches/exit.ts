/** The exit's running figures on the screen, as the server computes them at checkout (catches/surplus.ts). */

const grams = (kg: string | number | null | undefined) => Math.round(Number(kg ?? 0) * 1000);

export interface ExitFigures {
  keptKg: number;
  releasedKg: number;
  excessKg: number;
  /** Lei, rounded to the ban. */
  amount: number;
}

export function exitFigures(
  catches: { weight_kg: string; kept: boolean }[],
  retentionKg: string | number,
  pricePerKg: string | number,
): ExitFigures {
  const kept = catches.filter((c) => c.kept).reduce((s, c) => s + grams(c.weight_kg), 0);
  const released = catches.filter((c) => !c.kept).reduce((s, c) => s + grams(c.weight_kg), 0);
  const excess = Math.max(0, kept - grams(retentionKg));
  const bani = Math.round((excess * Math.round(Number(pricePerKg) * 100)) / 1000);
  return { keptKg: kept / 1000, releasedKg: released / 1000, excessKg: excess / 1000, amount: bani / 100 };
}

/** "2,345 kg": up to three decimals, Romanian comma. */
export function formatKg(kg: number | string): string {
  return `${Number(kg).toLocaleString('ro-RO', { maximumFractionDigits: 3 })} kg`;
}

/**
 * The species offered at the exit: the water's own (in the catalogue's order), every species when
 * the water lists none; each marked when the water releases it only (it cannot be kept).
 */
export function exitSpecies<F extends { id: number }>(
  all: readonly F[],
  water: { fish_ids: readonly number[]; release_fish_ids?: readonly number[] } | null | undefined,
): (F & { releaseOnly: boolean })[] {
  const own = new Set(water?.fish_ids ?? []);
  const released = new Set(water?.release_fish_ids ?? []);
  return all.filter((f) => own.size === 0 || own.has(f.id)).map((f) => ({ ...f, releaseOnly: released.has(f.id) }));
}
