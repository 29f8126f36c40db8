/** Client-side checks of the expense form (the server checks again). */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, numberProblem, textProblem } from '@/shared/list/checks';
import { isValidCui } from '@/features/companies/validate';
import { cashDayProblem } from '@/features/books/cashDates';
import type { Dayjs } from 'dayjs';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import { EXPENSE_CATEGORIES, type ExpenseInput } from './api';

/** The body of createExpense/update with the dates as the pickers hold them and the amount as typed. */
export type ExpenseFormValues = FormValuesOf<
  ExpenseInput,
  { amount?: number | string | null; spent_on?: Dayjs | null; document_date?: Dayjs | null }
>;

/** What the checks take: the form's values, `spent_on` also as a 'YYYY-MM-DD' string. */
type ExpenseChecked = Omit<Partial<ExpenseFormValues>, 'spent_on'> & { spent_on?: Dayjs | string | null };

function dateProblem(v: ExpenseChecked['spent_on']): string | null {
  if (v === null || v === undefined || v === '') return REQUIRED_MESSAGE;
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? cashDayProblem(v) : 'Dată invalidă.';
  return v.isValid() ? cashDayProblem(v) : 'Dată invalidă.';
}

export function validateExpense(v: ExpenseChecked) {
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
