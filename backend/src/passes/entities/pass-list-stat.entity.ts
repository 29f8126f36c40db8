import { Entity, PrimaryColumn } from 'typeorm';
import { PassTotals } from './pass-totals';

/**
 * Passes per company, Romanian day of validity (valid_from) and water: the active ones with their
 * total, and the cancelled ones. The passes list reads its count and total here when its filter
 * is dates, water and status alone (no search, plan, stand or angler), instead of counting a
 * quarter's passes row by row (BENCHMARKS.md, "Measurements behind the code"). Kept in step with pass_day_stats, in the same
 * transaction as the issue or the cancellation (charts/pass-stats.ts).
 */
@Entity('pass_list_stats')
export class PassListStat extends PassTotals {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'int' })
  water_id: number;
}
