import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { User } from '@app/users/entities/user.entity';
import { Water } from '@app/waters/entities/water.entity';

export const EXPENSE_CATEGORIES = [
  'furaje',
  'populare',
  'salarii',
  'utilitati',
  'intretinere',
  'taxe',
  'echipamente',
  'altele',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** How it was paid: only `cash` enters the cash book (backend/src/books). */
export const EXPENSE_PAYMENT_METHODS = ['cash', 'bank', 'card'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

export const EXPENSE_DOCUMENT_TYPES = ['factura', 'bon', 'chitanta'] as const;
export type ExpenseDocumentType = (typeof EXPENSE_DOCUMENT_TYPES)[number];

@Entity('expenses')
@Index('IDX_expenses_company_spent', ['company_id', 'spent_on'])
export class Expense extends CompanyRecord {
  @Column({ type: 'varchar', length: 16 })
  category: ExpenseCategory;

  @MoneyColumn()
  amount: string;

  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  spent_on: string;

  @Column({ type: 'int', nullable: true })
  water_id: number | null;

  @ManyToOne(() => Water, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'water_id' })
  water?: Water | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  supplier: string | null;

  /** The supplier's CUI as typed, upper case without spaces (RO prefix kept). */
  @Column({ type: 'varchar', length: 14, nullable: true })
  supplier_cui: string | null;

  @Column({ type: 'varchar', length: 8, default: 'bank' })
  payment_method: ExpensePaymentMethod;

  @Column({ type: 'varchar', length: 10, nullable: true })
  document_type: ExpenseDocumentType | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  document_number: string | null;

  @Column({ type: 'date', nullable: true })
  document_date: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User | null;
}
