import { exitFigures, exitSpecies, formatKg } from './exit';

describe('exit figures', () => {
  it('sums kept and released kilos in grams and charges the kept ones above the allowance, to the ban', () => {
    const f = exitFigures(
      [
        { weight_kg: '4.100', kept: true },
        { weight_kg: '3.245', kept: true },
        { weight_kg: '9.999', kept: false },
      ],
      '5.00',
      '20.00',
    );
    expect(f).toEqual({ keptKg: 7.345, releasedKg: 9.999, excessKg: 2.345, amount: 46.9 });
    expect(exitFigures([{ weight_kg: '5.000', kept: true }], '5', '20').amount).toBe(0);
  });

  it('writes kilograms the Romanian way', () => {
    expect(formatKg(2.345)).toBe('2,345 kg');
    expect(formatKg('1234.5')).toBe('1.234,5 kg');
  });
});

describe('exit species', () => {
  const all = [
    { id: 1, name: 'Crap' },
    { id: 2, name: 'Somn' },
    { id: 3, name: 'Știucă' },
  ];

  it("offers the water's species only, marking those released only", () => {
    expect(exitSpecies(all, { fish_ids: [3, 1], release_fish_ids: [3] })).toEqual([
      { id: 1, name: 'Crap', releaseOnly: false },
      { id: 3, name: 'Știucă', releaseOnly: true },
    ]);
  });

  it('offers every species on a water that lists none', () => {
    expect(exitSpecies(all, { fish_ids: [] }).map((f) => f.id)).toEqual([1, 2, 3]);
    expect(exitSpecies(all, null).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
