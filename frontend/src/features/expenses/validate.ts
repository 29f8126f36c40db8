/** Client-side checks of the expense form (the server checks again; PRODUCT.md §3 Expense). */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, numberProblem, textProblem } from '@/shared/list/checks';
import { isValidCui } from '@/features/companies/validate';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from './api';

/** `spent_on` is whatever the date picker holds (a dayjs) or a 'YYYY-MM-DD' string. */
export interface ExpenseFormValues {
  category?: ExpenseCategory;
  amount?: number | string | null;
  spent_on?: { isValid(): boolean } | string | null;
  water_id?: number | null;
  supplier?: string | null;
  supplier_cui?: string | null;
  payment_method?: string;
  document_type?: string | null;
  document_number?: string | null;
  document_date?: unknown;
  description?: string | null;
}

function dateProblem(v: ExpenseFormValues['spent_on']): string | null {
  if (v === null || v === undefined || v === '') return REQUIRED_MESSAGE;
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : 'Dată invalidă.';
  return v.isValid() ? null : 'Dată invalidă.';
}

export function validateExpense(v: Partial<ExpenseFormValues>) {
  return compact({
    category: v.category && EXPENSE_CATEGORIES.some((c) => c.value === v.category) ? null : 'Alege categoria.',
    amount: numberProblem(v.amount, { required: true, min: 0, minExclusive: true, max: 100_000_000, decimals: 2 }),
    spent_on: dateProblem(v.spent_on),
    supplier: textProblem(v.supplier, { max: 150 }),
    supplier_cui: v.supplier_cui?.trim() && !isValidCui(v.supplier_cui) ? 'CUI invalid.' : null,
    document_number: textProblem(v.document_number, { max: 50 }),
    description: textProblem(v.description, { max: 5000 }),
  });
}
