import { drawStands, prng } from './draw';

const sectors = [
  { id: 1, standIds: [11, 12, 13, 14] },
  { id: 2, standIds: [21, 22, 23, 24] },
  { id: 3, standIds: [31, 32] },
];

describe('the draw', () => {
  it('is reproducible from its seed, whatever the order the teams come in', () => {
    const teams = [5, 3, 9, 1, 7, 2, 8];
    const a = drawStands('cupa-2026', teams, sectors);
    const b = drawStands('cupa-2026', [...teams].reverse(), sectors);
    expect(a).toEqual(b);
    expect(drawStands('alta-saminta', teams, sectors)).not.toEqual(a);
  });

  it('gives every team one stand of its sector, no stand twice, balanced across the sectors', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const places = drawStands(seed, [1, 2, 3, 4, 5, 6, 7, 8, 9], sectors)!;
      expect(places.map((p) => p.teamId).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(new Set(places.map((p) => p.standId)).size).toBe(9);
      for (const p of places) expect(sectors.find((s) => s.id === p.sectorId)!.standIds).toContain(p.standId);
      // 9 teams over 4 + 4 + 2 stands: a sector with 2 fewer teams than another is one that is full.
      const counts = sectors.map((s) => places.filter((p) => p.sectorId === s.id).length);
      sectors.forEach((s, i) => {
        const unbalanced = counts.some((other) => other - counts[i] > 1);
        if (unbalanced) expect(counts[i]).toBe(s.standIds.length);
      });
      expect([...counts].sort()).toEqual([2, 3, 4]);
    }
  });

  it('fills a small sector and deals the rest to the others', () => {
    const places = drawStands('x', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], sectors)!;
    expect(sectors.map((s) => places.filter((p) => p.sectorId === s.id).length)).toEqual([4, 4, 2]);
  });

  it('refuses more teams than stands', () => {
    expect(
      drawStands(
        'x',
        Array.from({ length: 11 }, (_, i) => i + 1),
        sectors,
      ),
    ).toBeNull();
  });

  it('draws numbers in [0, 1) from the seed', () => {
    const r = prng('s');
    const xs = Array.from({ length: 1000 }, () => r());
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(prng('s')()).toBe(xs[0]);
  });
});
