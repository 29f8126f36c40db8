import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PassTotals } from './pass-totals';

/**
 * Passes per angler: the active ones with their total, the cancelled ones, and when the newest
 * starts. A search of the passes list by name, and nothing else, counts the anglers it finds here
 * instead of every one of their passes (the 8 000 of the 814 "Popescu" of the 2 M set's largest
 * lake; the timings: BENCHMARKS.md, "Measurements behind the code"), and reads its first page among the anglers with the newest passes
 * (PassQueryService.newestAnglers()). Kept in step with pass_list_stats, in the same transaction as
 * the issue or the cancellation (charts/pass-stats.ts).
 */
@Entity('client_pass_totals')
export class ClientPassTotal extends PassTotals {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @PrimaryColumn({ type: 'int' })
  client_id: number;

  /** When the angler's newest pass starts (cancelled ones included: the list shows them). */
  @Column({ type: 'datetime' })
  last_valid_from: Date;
}
