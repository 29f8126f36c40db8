/** Client-side checks of the plan form (the server checks again). */
import { compact, isBlank, numberProblem, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { PlanInput } from './api';
import type { DurationUnit } from './duration';

/** The body of createPlan/update; the numbers may be empty while typed. */
export type PlanFormValues = FormValuesOf<
  PlanInput,
  { name: string; duration_value?: number | null; price?: number | string | null }
>;

const UNITS: DurationUnit[] = ['hours', 'days', 'months', 'years'];

export function validatePlan(v: Partial<PlanFormValues>) {
  return compact({
    name: textProblem(v.name, { required: true, max: 120 }),
    water_ids: isBlank(v.water_ids) ? 'Alege cel puțin o apă.' : null,
    duration_value: numberProblem(v.duration_value, { required: true, integer: true, min: 1, max: 1000 }),
    duration_unit: !v.duration_unit || !UNITS.includes(v.duration_unit) ? 'Alege unitatea de timp.' : null,
    price: numberProblem(v.price, { required: true, min: 0, max: 1_000_000, decimals: 2 }),
    rods: numberProblem(v.rods, { integer: true, min: 1, max: 10 }),
    retention_kg: numberProblem(v.retention_kg, { min: 0, max: 1000, decimals: 2 }),
    extra_kg_price: numberProblem(v.extra_kg_price, { min: 0, max: 100000, decimals: 2 }),
    description: textProblem(v.description, { max: 5000 }),
  });
}
