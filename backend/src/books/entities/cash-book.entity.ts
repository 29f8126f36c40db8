import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';
import { Company } from '@app/companies/entities/company.entity';

/**
 * The company's cash book settings, one row per company. The row is also the cash register's lock
 * (cash-register.service.ts): every cash write takes it, so the never-negative check and a day's
 * close see every write before or after them, never half of one.
 */
@Entity('cash_books')
export class CashBook {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  /** The cash in the register on `start_date` before its first document. */
  @MoneyColumn({ default: 0 })
  opening_balance: string;

  /** The first day of the cash book (null: from the company's first document). */
  @Column({ type: 'date', nullable: true })
  start_date: string | null;

  /** Cash paid to or taken from one individual in a day (Law 70/2015 as amended): a warning above it. */
  @MoneyColumn({ default: 5000 })
  limit_per_person: string;

  /** The end-of-day ceiling of the register: a warning above it. */
  @MoneyColumn({ default: 50000 })
  limit_end_of_day: string;

  @Column({ type: 'varchar', length: 20, default: '5311' })
  account_cash: string;

  @Column({ type: 'varchar', length: 20, default: '4111' })
  account_clients: string;

  @Column({ type: 'varchar', length: 20, default: '401' })
  account_suppliers: string;

  /** JSON `{ "<expense category>": "<account>" }`; a category left out uses `account_expenses`. */
  @Column({ type: 'text', nullable: true })
  expense_accounts: string | null;

  @Column({ type: 'varchar', length: 20, default: '628' })
  account_expenses: string;

  /** Where a disposition's other side goes (581: cash in transit to or from the bank). */
  @Column({ type: 'varchar', length: 20, default: '581' })
  account_dispositions: string;

  /**
   * A checkpoint of the balance, so that reading it does not sum the book's whole history: the cash
   * in the register at the end of `checkpoint_day`. Written when a day is closed, cleared by any
   * cash write dated on or before it and by a change of the opening balance or start date
   * (cash-register.service.ts, balanceThrough()). Null: none, the balance sums from the start.
   */
  @Column({ type: 'date', nullable: true })
  checkpoint_day: string | null;

  @MoneyColumn({ nullable: true })
  checkpoint_balance: string | null;

  @UpdateDateColumn()
  updated_at: Date;
}
