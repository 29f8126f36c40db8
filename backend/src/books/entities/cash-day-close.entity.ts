import { Column, Entity, Index } from 'typeorm';
import { CompanyRow } from '@app/common/columns';

/** A day of the cash book closed (signed); `closed` false once reopened, with who and why. */
@Entity('cash_day_closes')
@Index('UQ_cash_day_closes_company_day', ['company_id', 'day'], { unique: true })
export class CashDayClose extends CompanyRow {
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'boolean', default: true })
  closed: boolean;

  @Column({ type: 'int', nullable: true })
  closed_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  closed_at: Date | null;

  @Column({ type: 'int', nullable: true })
  reopened_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  reopened_at: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reopen_reason: string | null;
}
