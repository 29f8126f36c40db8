import { Column } from 'typeorm';

/**
 * Passes counted: the active ones with their total, and the cancelled ones. Per company, day and
 * water (pass_list_stats) and per angler (client_pass_totals), kept in step by charts/pass-stats.ts.
 */
export abstract class PassTotals {
  @Column({ type: 'int', default: 0 })
  active: number;

  /** Sum of the active passes' totals, in bani (exact on both databases). */
  @Column({ type: 'bigint', default: 0 })
  active_bani: string;

  @Column({ type: 'int', default: 0 })
  cancelled: number;
}
