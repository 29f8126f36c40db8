import { money } from '@app/common/money';
import { Day, Instant, Int, Money, NamedRef, Nested, OneOf, Text } from '@app/common/openapi';
import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory } from './entities/expense.entity';

export class ExpenseResponse {
  @Int() id: number;
  @OneOf(EXPENSE_CATEGORIES) category: ExpenseCategory;
  @Money() amount: string;
  @Day() spent_on: string;
  @Int({ nullable: true }) water_id: number | null;
  @Nested(NamedRef, { nullable: true }) water: NamedRef | null;
  @Text({ nullable: true }) supplier: string | null;
  @Text({ nullable: true }) document_number: string | null;
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
    document_number: e.document_number,
    description: e.description,
    created_by: e.created_by,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}
