import { DateOnly, OneOf, OptionalId } from '@app/common/validation/fields';

export const GROUPS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUPS)[number];

export class FinanceChartDto {
  @DateOnly()
  date_from: string;

  @DateOnly()
  date_to: string;

  @OneOf(GROUPS)
  group_by: GroupBy;
}

export class PassChartDto extends FinanceChartDto {
  @OptionalId()
  water_id?: number | null;
}
