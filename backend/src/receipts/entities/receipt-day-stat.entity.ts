import { Column, Entity } from 'typeorm';
import { CompanyDayKey } from '@app/common/columns';

/**
 * Receipts per company and day of issue (issued_on): how many were issued, cancelled ones
 * included, and the amount of those still issued. The receipts list reads its count and total
 * here when it is filtered by dates alone, instead of every receipt of the company. Kept in step
 * by the receipts service in the same transaction as the issue or the cancellation
 * (receipt-stats.ts), rebuilt from the receipts by the migration that created it and by the scale
 * seeder.
 */
@Entity('receipt_day_stats')
export class ReceiptDayStat extends CompanyDayKey {
  @Column({ type: 'int', default: 0 })
  receipts: number;

  /** Sum of the issued receipts' amounts, in bani (exact on both databases). */
  @Column({ type: 'bigint', default: 0 })
  issued_bani: string;
}
