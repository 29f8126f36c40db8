import { money } from '@app/common/money';
import type { Expense } from './entities/expense.entity';

export function presentExpense(e: Expense) {
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
