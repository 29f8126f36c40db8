import { byRecentSales } from './tileOrder';

const tile = (planId: number, waterId: number) => ({ planId, waterId, key: `${planId}-${waterId}` });

describe('the quick sale tiles by recent sales', () => {
  const tiles = [tile(1, 1), tile(2, 1), tile(3, 1), tile(4, 1), tile(4, 2)];

  it('puts the most sold first and keeps the catalogue order for the rest', () => {
    const sales = [
      { plan_id: 4, water_id: 1, sold: 40 },
      { plan_id: 2, water_id: 1, sold: 3 },
    ];
    expect(byRecentSales(tiles, sales).map((t) => t.key)).toEqual(['4-1', '2-1', '1-1', '3-1', '4-2']);
  });

  it('keeps the catalogue order without sales', () => {
    expect(byRecentSales(tiles, undefined).map((t) => t.key)).toEqual(['1-1', '2-1', '3-1', '4-1', '4-2']);
    expect(byRecentSales(tiles, []).map((t) => t.key)).toEqual(['1-1', '2-1', '3-1', '4-1', '4-2']);
  });
});
