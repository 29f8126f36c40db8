import { exitFigures, formatKg } from './exit';

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
