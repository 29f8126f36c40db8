/*
 * The ranking of a competition by sector points: ONE pure function, no imports, so the front end can
 * use the same file. Weights are whole grams (no floating-point drift in sums); points are multiples
 * of 0.5, which binary floating point holds exactly.
 *
 * Per sector and per round:
 * - the team with the heaviest counted catch gets 1 point, the next 2, and so on;
 * - teams tied on weight share the mean of the places they cover (tied 4th and 5th: 4.5 each);
 * - teams with no counted catch share the mean of the places left: with G teams in the sector and F
 *   of them with a catch, (F + 1 + G) / 2;
 * - rule 'max': a team short of the fish count N (with no N: a team with no counted catch) gets the
 *   sector's maximum points, G; the other teams are placed among themselves as above.
 * Overall: the sum of a team's points over the rounds, lowest first; ties broken by the best single
 * placing (lowest points in one round), then the total counted weight, then the biggest fish.
 * The counted catch: only fish of the counted species (none listed: every species), at or above the
 * minimum weight, and of those the heaviest N when N is set.
 */

export type ShortRule = 'mean' | 'max';

export interface RankingRules {
  /** The rounds, numbered 1..rounds. */
  rounds: number;
  /** Counted species; empty = all. */
  fishIds: readonly number[];
  /** The minimum weight of a counted fish, grams. */
  minWeightG: number;
  /** N, or null: every fish counts. */
  fishCount: number | null;
  shortRule: ShortRule;
}

export interface RankingTeam {
  id: number;
  sectorId: number;
}

export interface RankingCatch {
  id: number;
  teamId: number;
  round: number;
  fishId: number;
  weightG: number;
  /**
   * When it was weighed (ms since the epoch): of two biggest fish of one weight, the first weighed
   * wins, though a phone with no signal sent it later (a later id). Left out: the order of ids.
   */
  weighedAt?: number;
}

export interface TeamRound {
  teamId: number;
  /** Counted weight, grams. */
  weightG: number;
  /** Counted fish. */
  fish: number;
  /** Rank in the sector: 1 for the heaviest; tied teams share the lowest of their places. */
  place: number;
  points: number;
  /** The heaviest counted fish, grams (0: none). */
  biggestG: number;
  /** Fewer counted fish than N (no N: none at all). */
  short: boolean;
}

export interface SectorRound {
  sectorId: number;
  teams: TeamRound[];
}

export interface RoundResult {
  round: number;
  sectors: SectorRound[];
}

export interface OverallRow {
  teamId: number;
  sectorId: number;
  /** 1-based; teams tied on every criterion share it. */
  place: number;
  points: number;
  weightG: number;
  /** The best (lowest) points of one round. */
  bestPlace: number;
  biggestG: number;
}

export interface Ranking {
  rounds: RoundResult[];
  overall: OverallRow[];
  /** The heaviest counted-species fish at or above the minimum weight (first weighed on a tie, then first recorded). */
  biggestFish: RankingCatch | null;
}

/** Whether a fish may score: a counted species (any, when none is named), at or above the minimum weight. */
export function eligibleCatch(
  rules: Pick<RankingRules, 'fishIds' | 'minWeightG'>,
  c: Pick<RankingCatch, 'fishId' | 'weightG'>,
): boolean {
  return (
    (rules.fishIds.length === 0 || rules.fishIds.includes(c.fishId)) && c.weightG >= rules.minWeightG && c.weightG > 0
  );
}

/** The catch a team's round counts: eligible fish, heaviest first, the first N when N is set. */
export function countedCatch(rules: RankingRules, catches: readonly RankingCatch[]): RankingCatch[] {
  const eligible = catches.filter((c) => eligibleCatch(rules, c)).sort((a, b) => b.weightG - a.weightG || a.id - b.id);
  return rules.fishCount !== null && rules.fishCount > 0 ? eligible.slice(0, rules.fishCount) : eligible;
}

/**
 * Places and points of one sector's teams in one round, from their counted catches. `weights` are
 * the teams' counted weights, `short` which of them are short of N.
 */
export function sectorPoints(
  entries: readonly { teamId: number; weightG: number; fish: number; short: boolean }[],
  shortRule: ShortRule,
): Map<number, { place: number; points: number }> {
  const g = entries.length;
  const out = new Map<number, { place: number; points: number }>();
  // Who is placed by weight: with 'max', every team not short; with 'mean', every team with a catch.
  const placed = entries
    .filter((e) => (shortRule === 'max' ? !e.short : e.fish > 0))
    .sort((a, b) => b.weightG - a.weightG || a.teamId - b.teamId);
  let i = 0;
  while (i < placed.length) {
    let j = i;
    while (j + 1 < placed.length && placed[j + 1].weightG === placed[i].weightG) j++;
    // Places i+1 .. j+1 (1-based) shared: their mean.
    const points = (i + 1 + (j + 1)) / 2;
    for (let k = i; k <= j; k++) out.set(placed[k].teamId, { place: i + 1, points });
    i = j + 1;
  }
  const f = placed.length;
  for (const e of entries) {
    if (out.has(e.teamId)) continue;
    // 'mean': the places left, F+1 .. G, shared; 'max': the sector's maximum, G.
    out.set(e.teamId, { place: f + 1, points: shortRule === 'max' ? g : (f + 1 + g) / 2 });
  }
  return out;
}

/** The whole ranking: per round and sector, overall, and the biggest fish. */
export function rankCompetition(
  rules: RankingRules,
  teams: readonly RankingTeam[],
  catches: readonly RankingCatch[],
): Ranking {
  const sectorIds = [...new Set(teams.map((t) => t.sectorId))];
  const byTeamRound = new Map<string, RankingCatch[]>();
  const teamIds = new Set(teams.map((t) => t.id));
  for (const c of catches) {
    if (!teamIds.has(c.teamId) || c.round < 1 || c.round > rules.rounds) continue;
    const key = `${c.teamId}:${c.round}`;
    const list = byTeamRound.get(key);
    if (list) list.push(c);
    else byTeamRound.set(key, [c]);
  }

  const totals = new Map<number, { points: number; weightG: number; bestPlace: number; biggestG: number }>();
  for (const t of teams) totals.set(t.id, { points: 0, weightG: 0, bestPlace: Infinity, biggestG: 0 });

  const rounds: RoundResult[] = [];
  for (let round = 1; round <= rules.rounds; round++) {
    const sectors: SectorRound[] = [];
    for (const sectorId of sectorIds) {
      const entries = teams
        .filter((t) => t.sectorId === sectorId)
        .map((t) => {
          const counted = countedCatch(rules, byTeamRound.get(`${t.id}:${round}`) ?? []);
          const weightG = counted.reduce((s, c) => s + c.weightG, 0);
          const fish = counted.length;
          return {
            teamId: t.id,
            weightG,
            fish,
            biggestG: counted.length ? counted[0].weightG : 0,
            short: rules.fishCount !== null && rules.fishCount > 0 ? fish < rules.fishCount : fish === 0,
          };
        });
      const points = sectorPoints(entries, rules.shortRule);
      const rows: TeamRound[] = entries
        .map((e) => ({ ...e, ...points.get(e.teamId)! }))
        .sort((a, b) => a.points - b.points || b.weightG - a.weightG || a.teamId - b.teamId);
      for (const r of rows) {
        const total = totals.get(r.teamId)!;
        total.points += r.points;
        total.weightG += r.weightG;
        total.bestPlace = Math.min(total.bestPlace, r.points);
        total.biggestG = Math.max(total.biggestG, r.biggestG);
      }
      sectors.push({ sectorId, teams: rows });
    }
    rounds.push({ round, sectors });
  }

  const compare = (a: OverallRow, b: OverallRow) =>
    a.points - b.points || a.bestPlace - b.bestPlace || b.weightG - a.weightG || b.biggestG - a.biggestG;
  const overall: OverallRow[] = teams
    .map((t) => {
      const total = totals.get(t.id)!;
      return {
        teamId: t.id,
        sectorId: t.sectorId,
        place: 0,
        points: total.points,
        weightG: total.weightG,
        bestPlace: Number.isFinite(total.bestPlace) ? total.bestPlace : 0,
        biggestG: total.biggestG,
      };
    })
    .sort((a, b) => compare(a, b) || a.teamId - b.teamId);
  overall.forEach((row, i) => {
    row.place = i > 0 && compare(overall[i - 1], row) === 0 ? overall[i - 1].place : i + 1;
  });

  const species = new Set(rules.fishIds);
  let biggestFish: RankingCatch | null = null;
  for (const c of catches) {
    if (!teamIds.has(c.teamId) || c.round < 1 || c.round > rules.rounds) continue;
    if ((species.size && !species.has(c.fishId)) || c.weightG < rules.minWeightG || c.weightG <= 0) continue;
    if (
      !biggestFish ||
      c.weightG > biggestFish.weightG ||
      (c.weightG === biggestFish.weightG && weighedBefore(c, biggestFish))
    )
      biggestFish = c;
  }
  return { rounds, overall, biggestFish };
}

/** Whether `a` was weighed before `b`: by their times when both have one, else (and at the same time) by id. */
function weighedBefore(a: RankingCatch, b: RankingCatch): boolean {
  if (a.weighedAt !== undefined && b.weighedAt !== undefined && a.weighedAt !== b.weighedAt)
    return a.weighedAt < b.weighedAt;
  return a.id < b.id;
}

/** "12.345" (kg, as the API writes weights) -> 12345 g; "12.3456" rounds to the gram. */
export function kgToGrams(kg: string | number): number {
  return Math.round(Number(kg) * 1000);
}

/** 12345 g -> "12.345". */
export function gramsToKg(g: number): string {
  return (g / 1000).toFixed(3);
}
