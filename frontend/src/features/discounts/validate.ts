/** Client-side checks of the discount form (the server checks again). */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, isBlank, numberProblem, textProblem, toNumber } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { DiscountInput } from './api';

/** The body of createDiscount/update; the value may be empty while typed. */
export type DiscountFormValues = FormValuesOf<DiscountInput, { name: string; value?: number | string | null }>;

function valueProblem(v: Partial<DiscountFormValues>): string | null {
  if (isBlank(v.value)) return REQUIRED_MESSAGE;
  const basic = numberProblem(v.value, { min: 0, minExclusive: true, decimals: 2 });
  if (basic) return basic;
  if (v.type === 'percent' && (toNumber(v.value) ?? 0) > 100) return 'Procentul este cel mult 100.';
  if (v.type === 'fixed' && (toNumber(v.value) ?? 0) > 1_000_000) return 'Valoarea maximă este 1000000.';
  return null;
}

export function validateDiscount(v: Partial<DiscountFormValues>) {
  return compact({
    name: textProblem(v.name, { required: true, max: 120 }),
    type: v.type === 'percent' || v.type === 'fixed' ? null : 'Alege tipul reducerii.',
    value: valueProblem(v),
    description: textProblem(v.description, { max: 5000 }),
  });
}
