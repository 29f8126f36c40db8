import { Column, Entity, Index } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';
import { NumberedRow } from '@app/common/numbered-document';

export const DISPOSITION_KINDS = ['in', 'out'] as const;
/** `in`: dispoziție de încasare; `out`: dispoziție de plată (form 14-4-4). */
export type DispositionKind = (typeof DISPOSITION_KINDS)[number];
export const DISPOSITION_STATUSES = ['issued', 'cancelled'] as const;
export type DispositionStatus = (typeof DISPOSITION_STATUSES)[number];

/** Cash in or out that is not a sale or an expense: a bank deposit, the change fund, a withdrawal, a refund. */
@Entity('cash_dispositions')
@Index('UQ_cash_dispositions_series_number', ['doc_series_id', 'number'], { unique: true })
@Index('IDX_cash_dispositions_company_day', ['company_id', 'issued_on'])
export class CashDisposition extends NumberedRow {
  @Column({ type: 'varchar', length: 4 })
  kind: DispositionKind;

  @Column({ type: 'date' })
  issued_on: string;

  @MoneyColumn()
  amount: string;

  @Column({ type: 'varchar', length: 255 })
  explanation: string;

  /** Who handed the cash in or received it. */
  @Column({ type: 'varchar', length: 160 })
  person: string;

  /** A refund: the chitanță of a closed day it pays back (its day and amount stay in that day). */
  @Column({ type: 'int', nullable: true })
  receipt_id: number | null;

  @Column({ type: 'date', nullable: true })
  receipt_issued_on: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  receipt_label: string | null;

  /** `cancelled`: its number stays used, its amount leaves the cash book. */
  @Column({ type: 'varchar', length: 10, default: 'issued' })
  status: DispositionStatus;
}
