import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';
import { Client } from '@app/clients/entities/client.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { NumberedDocument } from '@app/common/numbered-document';

export type ReceiptStatus = 'issued' | 'cancelled';

/** A cash receipt (chitanță, form 14-4-1). The amount is immutable after issue. */
@Entity('receipts')
@Index('UQ_receipts_series_number', ['doc_series_id', 'number'], { unique: true })
// The receipts list: totals and the page's ids of a period read from the index alone.
@Index('IDX_receipts_company_issued_cover', ['company_id', 'issued_on', 'status', 'amount'])
// Its default order (issued_on, then id, newest first) walked in the index, with no sort.
@Index('IDX_receipts_company_issued_on', ['company_id', 'issued_on'])
// A receipt number typed without its series, or the start of a bon fiscal number.
@Index('IDX_receipts_company_number', ['company_id', 'number'])
@Index('IDX_receipts_company_fiscal', ['company_id', 'fiscal_receipt_no'])
// An angler's receipts: the search's count (state, amount) and its page in the default order
// (issued_on) are read from the index alone.
@Index('IDX_receipts_company_client_cover', ['company_id', 'client_id', 'issued_on', 'status', 'amount'])
// The search's page in the default order: (issued_on, id) walked newest first, the payer tested in
// the index (receipts/receipts.service.ts, list()).
@Index('IDX_receipts_company_issued_client', ['company_id', 'issued_on', 'id', 'client_id'])
// Receipts without a pass (financeChart's other income) in a date range: (company, NULL, day range).
@Index('IDX_receipts_company_pass_issued', ['company_id', 'pass_id', 'issued_on'])
// Words of the description: FULLTEXT on MariaDB, an FTS5 table on SQLite, both made by the
// ReceiptsTextSearch migration (receipt-text-search.ts reads them); not TypeORM's to change.
@Index('FT_receipts_description', { synchronize: false })
export class Receipt extends NumberedDocument {
  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id' })
  client?: Client;

  /** The pass this receipt was issued for, if any. */
  @Index('IDX_receipts_pass')
  @Column({ type: 'int', nullable: true })
  pass_id: number | null;

  @ManyToOne(() => Pass, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pass_id' })
  pass?: Pass | null;

  @Column({ type: 'date' })
  issued_on: string;

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 255 })
  amount_words: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  /** Bon fiscal number, when one was printed by the cash register. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  fiscal_receipt_no: string | null;

  @Column({ type: 'varchar', length: 10, default: 'issued' })
  status: ReceiptStatus;
}
