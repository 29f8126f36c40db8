import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CompanyDayKey } from '@app/common/columns';

/**
 * Active passes per company, Romanian calendar day (of issue) and water: what the charts read, so
 * a year of a large lake is 365 rows per water instead of a scan of every pass. Kept in step by
 * the pass service in the same transaction as the issue or the cancellation (pass-stats.ts), and
 * rebuilt from the passes by the migration that created it and by the scale seeder.
 */
@Entity('pass_day_stats')
export class PassDayStat extends CompanyDayKey {
  @PrimaryColumn({ type: 'int' })
  water_id: number;

  @Column({ type: 'int', default: 0 })
  passes: number;

  /** Sum of the passes' totals, in bani (exact on both databases). */
  @Column({ type: 'bigint', default: 0 })
  revenue_bani: string;
}
