import {
  countedCatch,
  gramsToKg,
  kgToGrams,
  rankCompetition,
  RankingCatch,
  RankingRules,
  sectorPoints,
} from './ranking';

const CARP = 1;
const AMUR = 2;
const BREAM = 3;

const rules = (over: Partial<RankingRules> = {}): RankingRules => ({
  rounds: 1,
  fishIds: [],
  minWeightG: 0,
  fishCount: null,
  shortRule: 'mean',
  ...over,
});

let nextId = 1;
/** A fish: team, round, weight in kg (as the judges write it), species (carp by default). */
const fish = (teamId: number, round: number, kg: number, fishId = CARP): RankingCatch => ({
  id: nextId++,
  teamId,
  round,
  fishId,
  weightG: kgToGrams(kg),
});

/** { teamId: points } of one round's sector. */
const pointsOf = (r: ReturnType<typeof rankCompetition>, round = 1, sector = 0) =>
  Object.fromEntries(r.rounds[round - 1].sectors[sector].teams.map((t) => [t.teamId, t.points]));
const placesOf = (r: ReturnType<typeof rankCompetition>, round = 1, sector = 0) =>
  Object.fromEntries(r.rounds[round - 1].sectors[sector].teams.map((t) => [t.teamId, t.place]));

describe('sector points', () => {
  it('gives 1, 2, 3 … by weight, heaviest first', () => {
    const p = sectorPoints(
      [
        { teamId: 1, weightG: 5000, fish: 1, short: false },
        { teamId: 2, weightG: 9000, fish: 2, short: false },
        { teamId: 3, weightG: 7000, fish: 1, short: false },
      ],
      'mean',
    );
    expect([p.get(2)?.points, p.get(3)?.points, p.get(1)?.points]).toEqual([1, 2, 3]);
  });

  it('shares the mean of the places covered by teams tied on weight (tied 4th and 5th: 4.5 each)', () => {
    const teams = [10, 9, 8, 5, 5, 3].map((kg, i) => ({ teamId: i + 1, weightG: kg * 1000, fish: 1, short: false }));
    const p = sectorPoints(teams, 'mean');
    expect(teams.map((t) => p.get(t.teamId)?.points)).toEqual([1, 2, 3, 4.5, 4.5, 6]);
    expect(teams.map((t) => p.get(t.teamId)?.place)).toEqual([1, 2, 3, 4, 4, 6]);
  });

  it('shares three-way ties too: places 2, 3, 4 give 3 points each', () => {
    const teams = [12, 7, 7, 7, 1].map((kg, i) => ({ teamId: i + 1, weightG: kg * 1000, fish: 1, short: false }));
    const p = sectorPoints(teams, 'mean');
    expect(teams.map((t) => p.get(t.teamId)?.points)).toEqual([1, 3, 3, 3, 5]);
  });

  it('gives teams with no catch (F + 1 + G) / 2: G = 6, F = 3 -> 5 each', () => {
    const teams = [
      { teamId: 1, weightG: 4000, fish: 1, short: false },
      { teamId: 2, weightG: 3000, fish: 1, short: false },
      { teamId: 3, weightG: 2000, fish: 1, short: false },
      { teamId: 4, weightG: 0, fish: 0, short: true },
      { teamId: 5, weightG: 0, fish: 0, short: true },
      { teamId: 6, weightG: 0, fish: 0, short: true },
    ];
    const p = sectorPoints(teams, 'mean');
    // Places 4, 5, 6 left: (3 + 1 + 6) / 2 = 5, their mean.
    expect(teams.map((t) => p.get(t.teamId)?.points)).toEqual([1, 2, 3, 5, 5, 5]);
    expect(p.get(4)?.place).toBe(4);
  });

  it('gives a lone team with no catch the last place, and a sector with no catch at all the mean of every place', () => {
    const one = sectorPoints(
      [
        { teamId: 1, weightG: 1000, fish: 1, short: false },
        { teamId: 2, weightG: 0, fish: 0, short: true },
      ],
      'mean',
    );
    expect(one.get(2)?.points).toBe(2); // (1 + 1 + 2) / 2
    const none = sectorPoints(
      [1, 2, 3, 4].map((teamId) => ({ teamId, weightG: 0, fish: 0, short: true })),
      'mean',
    );
    expect([...none.values()].map((x) => x.points)).toEqual([2.5, 2.5, 2.5, 2.5]); // (0 + 1 + 4) / 2
  });

  it("'max': a team short of the fish count gets the sector's maximum points, G", () => {
    const teams = [
      { teamId: 1, weightG: 9000, fish: 3, short: false },
      { teamId: 2, weightG: 12000, fish: 2, short: true }, // heaviest, but short of N = 3
      { teamId: 3, weightG: 6000, fish: 3, short: false },
      { teamId: 4, weightG: 0, fish: 0, short: true },
    ];
    const max = sectorPoints(teams, 'max');
    expect(teams.map((t) => max.get(t.teamId)?.points)).toEqual([1, 4, 2, 4]);
    // The same sector under 'mean': the short team is placed by its weight, the empty one gets (3+1+4)/2.
    const mean = sectorPoints(teams, 'mean');
    expect(teams.map((t) => mean.get(t.teamId)?.points)).toEqual([2, 1, 3, 4]);
  });
});

describe('the counted catch', () => {
  it('counts only the counted species, at or above the minimum weight, the heaviest N', () => {
    const catches = [
      fish(1, 1, 3.2),
      fish(1, 1, 0.9),
      fish(1, 1, 5.1, AMUR),
      fish(1, 1, 8, BREAM),
      fish(1, 1, 4.4),
      fish(1, 1, 1),
    ];
    const counted = countedCatch(rules({ fishIds: [CARP, AMUR], minWeightG: 1000, fishCount: 3 }), catches);
    // Bream (8 kg) is not counted; 0.9 kg is under 1 kg; exactly 1 kg counts; of 5.1, 4.4, 3.2, 1.0 the heaviest 3.
    expect(counted.map((c) => c.weightG)).toEqual([5100, 4400, 3200]);
    expect(countedCatch(rules({ fishIds: [CARP, AMUR], minWeightG: 1000 }), catches).map((c) => c.weightG)).toEqual([
      5100, 4400, 3200, 1000,
    ]);
    // No species listed: every species counts.
    expect(countedCatch(rules({ fishCount: 1 }), catches).map((c) => c.weightG)).toEqual([8000]);
  });
});

describe('the overall ranking', () => {
  it('sums the points over the rounds, lowest first', () => {
    // Two rounds, one sector of three teams. Round 1: A 10, B 8, C 5 -> 1, 2, 3.
    // Round 2: C 9, B 7, A 2 -> C 1, B 2, A 3. Totals: A 4, B 4, C 4: all tied on points;
    // best single placing: A 1, C 1, B 2; total weight: A 12, C 14 -> C before A; B last.
    const r = rankCompetition(
      rules({ rounds: 2 }),
      [
        { id: 1, sectorId: 1 },
        { id: 2, sectorId: 1 },
        { id: 3, sectorId: 1 },
      ],
      [fish(1, 1, 10), fish(2, 1, 8), fish(3, 1, 5), fish(3, 2, 9), fish(2, 2, 7), fish(1, 2, 2)],
    );
    expect(pointsOf(r, 1)).toEqual({ 1: 1, 2: 2, 3: 3 });
    expect(pointsOf(r, 2)).toEqual({ 3: 1, 2: 2, 1: 3 });
    expect(r.overall.map((o) => [o.teamId, o.points, o.bestPlace, o.weightG, o.place])).toEqual([
      [3, 4, 1, 14000, 1],
      [1, 4, 1, 12000, 2],
      [2, 4, 2, 15000, 3],
    ]);
  });

  it('breaks a tie on points by the best single placing', () => {
    // Sector X (3 teams) and sector Y (3 teams), two rounds.
    // Team 1 (X): 1st then 3rd = 4 points, best 1. Team 4 (Y): 2nd and 2nd = 4 points, best 2.
    const r = rankCompetition(
      rules({ rounds: 2 }),
      [1, 2, 3].map((id) => ({ id, sectorId: 10 })).concat([4, 5, 6].map((id) => ({ id, sectorId: 20 }))),
      [
        fish(1, 1, 9),
        fish(2, 1, 6),
        fish(3, 1, 3),
        fish(1, 2, 1),
        fish(2, 2, 2),
        fish(3, 2, 8),
        fish(5, 1, 20),
        fish(4, 1, 19),
        fish(6, 1, 1),
        fish(6, 2, 30),
        fish(4, 2, 29),
        fish(5, 2, 1),
      ],
    );
    const one = r.overall.find((o) => o.teamId === 1)!;
    const four = r.overall.find((o) => o.teamId === 4)!;
    expect([one.points, one.bestPlace, four.points, four.bestPlace]).toEqual([4, 1, 4, 2]);
    // Team 4 caught 48 kg against team 1's 10 kg, yet the best placing decides first.
    expect(one.place).toBeLessThan(four.place);
  });

  it('breaks a tie on points and best placing by the total weight, then by the biggest fish', () => {
    // Two sectors, one round: each winner gets 1 point, best placing 1.
    // Sector 1: team 1 wins with 10 kg. Sector 2: team 3 wins with 12 kg -> team 3 first on weight.
    const byWeight = rankCompetition(
      rules(),
      [
        { id: 1, sectorId: 1 },
        { id: 2, sectorId: 1 },
        { id: 3, sectorId: 2 },
        { id: 4, sectorId: 2 },
      ],
      [fish(1, 1, 10), fish(2, 1, 4), fish(3, 1, 12), fish(4, 1, 2)],
    );
    expect(byWeight.overall.slice(0, 2).map((o) => o.teamId)).toEqual([3, 1]);
    // Same weight (10 kg each): team 1 has one fish of 10 kg, team 3 two of 5 kg -> the biggest fish decides.
    const byFish = rankCompetition(
      rules(),
      [
        { id: 1, sectorId: 1 },
        { id: 2, sectorId: 1 },
        { id: 3, sectorId: 2 },
        { id: 4, sectorId: 2 },
      ],
      [fish(1, 1, 10), fish(2, 1, 4), fish(3, 1, 5), fish(3, 1, 5), fish(4, 1, 2)],
    );
    expect(byFish.overall.slice(0, 2).map((o) => [o.teamId, o.weightG, o.biggestG, o.place])).toEqual([
      [1, 10000, 10000, 1],
      [3, 10000, 5000, 2],
    ]);
    // Tied on everything: they share the place.
    const same = rankCompetition(
      rules(),
      [
        { id: 1, sectorId: 1 },
        { id: 2, sectorId: 2 },
      ],
      [fish(1, 1, 7), fish(2, 1, 7)],
    );
    expect(same.overall.map((o) => o.place)).toEqual([1, 1]);
  });

  it('names the biggest fish of the competition among the counted species at or above the minimum weight', () => {
    const big = fish(2, 1, 14.2);
    const r = rankCompetition(
      rules({ fishIds: [CARP], minWeightG: 2000 }),
      [
        { id: 1, sectorId: 1 },
        { id: 2, sectorId: 1 },
      ],
      [fish(1, 1, 3), big, fish(1, 1, 20, BREAM), fish(2, 1, 14.2)],
    );
    // The 20 kg bream is not a counted species; of the two 14.2 kg carp the first weighed.
    expect(r.biggestFish?.id).toBe(big.id);
  });

  it('names, of two biggest fish of one weight, the one weighed first, though recorded later', () => {
    const teams = [
      { id: 1, sectorId: 1 },
      { id: 2, sectorId: 1 },
    ];
    const sentAtOnce = { ...fish(1, 1, 8.25), weighedAt: Date.parse('2031-08-01T10:20:00Z') };
    const sentLater = { ...fish(2, 1, 8.25), weighedAt: Date.parse('2031-08-01T10:00:00Z') };
    expect(rankCompetition(rules(), teams, [sentAtOnce, sentLater]).biggestFish?.id).toBe(sentLater.id);
    // Weighed in the same second: the first recorded.
    const same = { ...sentLater, weighedAt: sentAtOnce.weighedAt };
    expect(rankCompetition(rules(), teams, [sentAtOnce, same]).biggestFish?.id).toBe(sentAtOnce.id);
  });
});

describe('worked tables, built by hand', () => {
  it('table 1: one sector of 6 teams, 1 round, no N, with a tie and two blank teams', () => {
    // Team  catch (kg)            counted  place  points
    // 1     8.450 + 6.200         14.650   1      1
    // 2     12.100                12.100   2      2.5   (tied with team 3 on 12.100: places 2,3 -> 2.5)
    // 3     7.000 + 5.100         12.100   2      2.5
    // 4     3.300                  3.300   4      4
    // 5     -                      0       5      5.5   (F = 4, G = 6: (4 + 1 + 6) / 2 = 5.5)
    // 6     -                      0       5      5.5
    const r = rankCompetition(
      rules(),
      [1, 2, 3, 4, 5, 6].map((id) => ({ id, sectorId: 1 })),
      [fish(1, 1, 8.45), fish(1, 1, 6.2), fish(2, 1, 12.1), fish(3, 1, 7), fish(3, 1, 5.1), fish(4, 1, 3.3)],
    );
    expect(pointsOf(r)).toEqual({ 1: 1, 2: 2.5, 3: 2.5, 4: 4, 5: 5.5, 6: 5.5 });
    expect(placesOf(r)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 4, 5: 5, 6: 5 });
    const weights = Object.fromEntries(r.rounds[0].sectors[0].teams.map((t) => [t.teamId, gramsToKg(t.weightG)]));
    expect(weights).toEqual({ 1: '14.650', 2: '12.100', 3: '12.100', 4: '3.300', 5: '0.000', 6: '0.000' });
  });

  it('table 2: two sectors, 2 rounds, N = 2, min 1 kg, carp and amur only', () => {
    // Rules: the heaviest 2 fish count, each >= 1 kg, species carp/amur.
    // Sector A (teams 1, 2, 3)
    //   Round 1: team 1: 6.0 + 4.0 (+ 3.0 dropped, 3rd fish)  = 10.0 -> 1
    //            team 2: 9.0 + 0.8 (under 1 kg)               =  9.0 -> 2
    //            team 3: 11.0 bream (not counted)             =  0   -> 3   ((2 + 1 + 3) / 2 = 3)
    //   Round 2: team 1: -                                     =  0   -> 3
    //            team 2: 2.5 + 2.5                             =  5.0 -> 1.5 (tied with team 3)
    //            team 3: 5.0 amur                              =  5.0 -> 1.5
    // Sector B (teams 4, 5)
    //   Round 1: team 4: 7.0 -> 1; team 5: 3.0 + 3.0 = 6.0 -> 2
    //   Round 2: team 4: 1.0 -> 2; team 5: 4.0 -> 1
    // Overall:
    //   team 2: 2 + 1.5 = 3.5, best 1.5, weight 14.0
    //   team 4: 1 + 2   = 3,   best 1,   weight  8.0
    //   team 5: 2 + 1   = 3,   best 1,   weight 10.0
    //   team 1: 1 + 3   = 4,   best 1,   weight 10.0
    //   team 3: 3 + 1.5 = 4.5, best 1.5, weight  5.0
    // Order: team 5 (3 pts, best 1, 10 kg), team 4 (3 pts, best 1, 8 kg), team 2 (3.5), team 1 (4), team 3 (4.5).
    const r = rankCompetition(
      rules({ rounds: 2, fishCount: 2, minWeightG: 1000, fishIds: [CARP, AMUR] }),
      [
        { id: 1, sectorId: 100 },
        { id: 2, sectorId: 100 },
        { id: 3, sectorId: 100 },
        { id: 4, sectorId: 200 },
        { id: 5, sectorId: 200 },
      ],
      [
        fish(1, 1, 6),
        fish(1, 1, 4),
        fish(1, 1, 3),
        fish(2, 1, 9),
        fish(2, 1, 0.8),
        fish(3, 1, 11, BREAM),
        fish(2, 2, 2.5),
        fish(2, 2, 2.5, AMUR),
        fish(3, 2, 5, AMUR),
        fish(4, 1, 7),
        fish(5, 1, 3),
        fish(5, 1, 3),
        fish(4, 2, 1),
        fish(5, 2, 4),
      ],
    );
    expect(pointsOf(r, 1, 0)).toEqual({ 1: 1, 2: 2, 3: 3 });
    expect(pointsOf(r, 2, 0)).toEqual({ 1: 3, 2: 1.5, 3: 1.5 });
    expect(pointsOf(r, 1, 1)).toEqual({ 4: 1, 5: 2 });
    expect(pointsOf(r, 2, 1)).toEqual({ 4: 2, 5: 1 });
    expect(r.overall.map((o) => [o.teamId, o.points, o.bestPlace, gramsToKg(o.weightG), o.place])).toEqual([
      [5, 3, 1, '10.000', 1],
      [4, 3, 1, '8.000', 2],
      [2, 3.5, 1.5, '14.000', 3],
      [1, 4, 1, '10.000', 4],
      [3, 4.5, 1.5, '5.000', 5],
    ]);
    // The biggest counted-species fish: team 2's 9.0 kg carp (the 11 kg bream is not counted).
    expect(gramsToKg(r.biggestFish!.weightG)).toBe('9.000');
    expect(r.biggestFish!.teamId).toBe(2);
  });

  it("table 3: the 'max' rule, N = 3, one sector of 5 teams over 2 rounds", () => {
    // Rules: N = 3, a team with fewer than 3 counted fish gets G = 5 points.
    // Round 1:
    //   team 1: 4 + 3 + 2 = 9 (3 fish)   -> 2
    //   team 2: 5 + 5 + 1 = 11 (3 fish)  -> 1
    //   team 3: 15 + 10 (2 fish, short)  -> 5
    //   team 4: 3 + 3 + 3 = 9 (3 fish)   -> 2 ... tied with team 1 on 9: places 2, 3 -> 2.5 each
    //   team 5: -        (short)         -> 5
    //   so: 2 -> 1, 1 -> 2.5, 4 -> 2.5, 3 -> 5, 5 -> 5
    // Round 2:
    //   team 1: 2 + 2 + 2 + 1 = heaviest 3: 6  -> 3
    //   team 2: 1 (short)                       -> 5
    //   team 3: 8 + 7 + 6 = 21                  -> 1
    //   team 4: 4 + 4 + 4 = 12                  -> 2
    //   team 5: 1 + 1 + 1 = 3                   -> 4
    // Totals: team 1 5.5, team 2 6, team 3 6, team 4 4.5, team 5 9.
    // Teams 2 and 3 tie on 6: best placing 1 each; weight: team 2 11 + 0 (short round counts its 1 kg) = 12, team 3 25 + 21 = 46 -> 3 before 2.
    const r = rankCompetition(
      rules({ rounds: 2, fishCount: 3, shortRule: 'max' }),
      [1, 2, 3, 4, 5].map((id) => ({ id, sectorId: 7 })),
      [
        fish(1, 1, 4),
        fish(1, 1, 3),
        fish(1, 1, 2),
        fish(2, 1, 5),
        fish(2, 1, 5),
        fish(2, 1, 1),
        fish(3, 1, 15),
        fish(3, 1, 10),
        fish(4, 1, 3),
        fish(4, 1, 3),
        fish(4, 1, 3),
        fish(1, 2, 2),
        fish(1, 2, 2),
        fish(1, 2, 2),
        fish(1, 2, 1),
        fish(2, 2, 1),
        fish(3, 2, 8),
        fish(3, 2, 7),
        fish(3, 2, 6),
        fish(4, 2, 4),
        fish(4, 2, 4),
        fish(4, 2, 4),
        fish(5, 2, 1),
        fish(5, 2, 1),
        fish(5, 2, 1),
      ],
    );
    expect(pointsOf(r, 1)).toEqual({ 1: 2.5, 2: 1, 3: 5, 4: 2.5, 5: 5 });
    expect(pointsOf(r, 2)).toEqual({ 1: 3, 2: 5, 3: 1, 4: 2, 5: 4 });
    expect(r.overall.map((o) => [o.teamId, o.points])).toEqual([
      [4, 4.5],
      [1, 5.5],
      [3, 6],
      [2, 6],
      [5, 9],
    ]);
    expect(r.overall.find((o) => o.teamId === 2)!.weightG).toBe(12000);
    expect(r.overall.find((o) => o.teamId === 3)!.weightG).toBe(46000);
  });
});

describe('grams and kilograms', () => {
  it('turns the API weights into grams and back without drift', () => {
    expect(kgToGrams('12.345')).toBe(12345);
    expect(kgToGrams(0.1 + 0.2)).toBe(300);
    expect(gramsToKg(12345 + 100)).toBe('12.445');
  });
});
