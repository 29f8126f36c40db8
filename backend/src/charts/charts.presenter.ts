import { ApiProperty } from '@nestjs/swagger';
import { Int, Money, Nested, Text } from '@app/common/openapi';

/** One line of the pass chart: `total`, or `water_<id>` per water. */
export class ChartSeries {
  @Text() key: string;
  @Text() name: string;
  @ApiProperty({ type: 'integer', isArray: true, description: 'permise pe interval' }) data: number[];
}

export class PassChartTotals {
  @Int() passes: number;
  @Money() revenue: string;
}

export class PassChartResponse {
  @ApiProperty({ type: String, isArray: true }) labels: string[];
  @Nested([ChartSeries]) series: ChartSeries[];
  @Nested(PassChartTotals) totals: PassChartTotals;
}

export class FinanceChartTotals {
  @Money() income: string;
  @Money() expenses: string;
  @Money() profit: string;
}

/** Per interval, in lei as numbers (the chart's axis); the totals as money strings. */
export class FinanceChartResponse {
  @ApiProperty({ type: String, isArray: true }) labels: string[];
  @ApiProperty({ type: Number, isArray: true }) income: number[];
  @ApiProperty({ type: Number, isArray: true }) expenses: number[];
  @ApiProperty({ type: Number, isArray: true }) profit: number[];
  @Nested(FinanceChartTotals) totals: FinanceChartTotals;
}

export class DashboardResponse {
  @Int() passes_today: number;
  @Int() passes_valid_now: number;
  @Money() income_month: string;
  @Money() expenses_month: string;
  @Money() profit_month: string;
  @Int() clients: number;
}
