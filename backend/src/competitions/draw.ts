/*
 * The draw: each confirmed team gets a stand, balanced across the sectors, at random but
 * reproducible from a seed (the same seed, teams and sectors always give the same draw).
 */
import { mulberry32 } from '@app/common/random';

/** A 32-bit hash of the seed text (FNV-1a): the PRNG's starting state. */
export function seedState(seed: string): number {
  let h = 0x811c9dc5;
  for (const ch of seed) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The draw's random source: mulberry32 (common/random.ts) started from the seed text's hash. */
export function prng(seed: string): () => number {
  return mulberry32(seedState(seed));
}

/** Fisher–Yates with the given random source; answers a new array. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface DrawSector {
  id: number;
  /** The sector's stands in their saved order. */
  standIds: readonly number[];
}

export interface DrawPlace {
  teamId: number;
  sectorId: number;
  standId: number;
}

/**
 * Teams (by id, sorted first so the input's order does not matter) are shuffled, then dealt to the
 * sectors in turn (a shuffled order of sectors each time round), skipping a sector that is full: the
 * sectors' team counts differ by at most one where their stands allow it. Each sector's teams then
 * get its stands, shuffled. Null when there are more teams than stands.
 */
export function drawStands(
  seed: string,
  teamIds: readonly number[],
  sectors: readonly DrawSector[],
): DrawPlace[] | null {
  const capacity = sectors.reduce((s, x) => s + x.standIds.length, 0);
  if (teamIds.length > capacity) return null;
  const random = prng(seed);
  const teams = shuffle(
    [...teamIds].sort((a, b) => a - b),
    random,
  );
  const dealt = new Map<number, number[]>(sectors.map((s) => [s.id, []]));
  let next = 0;
  while (next < teams.length) {
    for (const sector of shuffle(sectors, random)) {
      if (next >= teams.length) break;
      const list = dealt.get(sector.id)!;
      if (list.length >= sector.standIds.length) continue;
      list.push(teams[next++]);
    }
  }
  const places: DrawPlace[] = [];
  for (const sector of sectors) {
    const stands = shuffle(sector.standIds, random);
    dealt.get(sector.id)!.forEach((teamId, i) => places.push({ teamId, sectorId: sector.id, standId: stands[i] }));
  }
  return places;
}
