import { catchChart } from './catch-chart';

describe('catch chart', () => {
  it('sums kept and released kilos per species and month, leaving out rows outside the months', () => {
    const names = new Map([
      [1, 'crap'],
      [7, 'știucă'],
    ]);
    const chart = catchChart(
      2,
      [
        { month: 0, fish_id: 1, weight_kg: '0.100', kept: true },
        { month: 0, fish_id: 1, weight_kg: '0.200', kept: true },
        { month: 1, fish_id: 1, weight_kg: '3.000', kept: false },
        { month: 1, fish_id: 7, weight_kg: '1.500', kept: true },
        { month: 2, fish_id: 7, weight_kg: '9.000', kept: true },
      ],
      names,
    );
    expect(chart).toEqual({
      species: [
        { fish_id: 1, name: 'crap', kept_kg: ['0.300', '0.000'], released_kg: ['0.000', '3.000'] },
        { fish_id: 7, name: 'știucă', kept_kg: ['0.000', '1.500'], released_kg: ['0.000', '0.000'] },
      ],
      totals: { kept_kg: '1.800', released_kg: '3.000' },
    });
  });
});
