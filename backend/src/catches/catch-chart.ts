import { ApiProperty } from '@nestjs/swagger';
import { Decimal, Int, Nested, Text } from '@app/common/openapi';
import { FinanceChartDto } from '@app/charts/dto/chart.dto';
import { fromGrams, toGrams } from './surplus';

/** The body of the other charts: a period and its grouping (day, week or month). */
export class CatchChartDto extends FinanceChartDto {}

export class CatchSpeciesSeries {
  @Int() fish_id: number;
  @Text() name: string;
  @ApiProperty({ type: [String], description: 'kg reținute pe perioadă (3 zecimale), în ordinea etichetelor' })
  kept_kg: string[];
  @ApiProperty({ type: [String], description: 'kg eliberate pe perioadă (3 zecimale)' })
  released_kg: string[];
}

export class CatchChartTotals {
  @Decimal(3) kept_kg: string;
  @Decimal(3) released_kg: string;
}

/** POST {base}/catchChart: kg kept and released per species per period (month on the dashboard), for restocking. */
export class CatchChartResponse {
  @ApiProperty({ type: [String], description: 'prima zi a fiecărei perioade (zi, săptămână, lună), YYYY-MM-DD' })
  labels: string[];
  @Nested([CatchSpeciesSeries]) species: CatchSpeciesSeries[];
  @Nested(CatchChartTotals) totals: CatchChartTotals;
}

/** Sums catches (their month index already known) per species and month, in grams. */
export function catchChart(
  months: number,
  rows: { month: number; fish_id: number; weight_kg: string; kept: boolean }[],
  names: Map<number, string>,
): Omit<CatchChartResponse, 'labels'> {
  const by = new Map<number, { kept: number[]; released: number[] }>();
  let kept = 0;
  let released = 0;
  for (const r of rows) {
    if (r.month < 0 || r.month >= months) continue;
    const s = by.get(r.fish_id) ?? { kept: Array<number>(months).fill(0), released: Array<number>(months).fill(0) };
    by.set(r.fish_id, s);
    const g = toGrams(r.weight_kg);
    if (r.kept) {
      s.kept[r.month] += g;
      kept += g;
    } else {
      s.released[r.month] += g;
      released += g;
    }
  }
  const species = [...by.entries()]
    .map(([fish_id, s]) => ({
      fish_id,
      name: names.get(fish_id) ?? '',
      kept_kg: s.kept.map(fromGrams),
      released_kg: s.released.map(fromGrams),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ro'));
  return { species, totals: { kept_kg: fromGrams(kept), released_kg: fromGrams(released) } };
}
