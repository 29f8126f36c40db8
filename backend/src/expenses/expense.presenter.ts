import { money } from '@app/common/money';
import { Day, Instant, Int, Money, NamedRef, Nested, OneOf, Text } from '@app/common/openapi';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DOCUMENT_TYPES,
  EXPENSE_PAYMENT_METHODS,
  type Expense,
  type ExpenseCategory,
  type ExpenseDocumentType,
  type ExpensePaymentMethod,
} from './entities/expense.entity';

export class ExpenseResponse {
  @Int() id: number;
  @OneOf(EXPENSE_CATEGORIES) category: ExpenseCategory;
  @Money() amount: string;
  @Day() spent_on: string;
  @Int({ nullable: true }) water_id: number | null;
  @Nested(NamedRef, { nullable: true }) water: NamedRef | null;
  @Text({ nullable: true }) supplier: string | null;
  @Text({ nullable: true }) supplier_cui: string | null;
  @OneOf(EXPENSE_PAYMENT_METHODS) payment_method: ExpensePaymentMethod;
  @OneOf(EXPENSE_DOCUMENT_TYPES, { nullable: true }) document_type: ExpenseDocumentType | null;
  @Text({ nullable: true }) document_number: string | null;
  @Day({ nullable: true }) document_date: string | null;
  @Text({ nullable: true }) description: string | null;
  @Int({ nullable: true }) created_by: number | null;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

/** `totals` of the expenses list: over the whole filter, not just the page. */
export class ExpenseTotals {
  @Money() amount: string;
}

export function presentExpense(e: Expense): ExpenseResponse {
  return {
    id: e.id,
    category: e.category,
    amount: money(e.amount),
    spent_on: e.spent_on,
    water_id: e.water_id,
    water: e.water ? { id: e.water.id, name: e.water.name } : null,
    supplier: e.supplier,
    supplier_cui: e.supplier_cui,
    payment_method: e.payment_method,
    document_type: e.document_type,
    document_number: e.document_number,
    document_date: e.document_date ? String(e.document_date).slice(0, 10) : null,
    description: e.description,
    created_by: e.created_by,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}
