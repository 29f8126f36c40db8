/** Client-side checks of the "new pass" screen; the server checks again. */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { PassInput } from './api';

/** The body of createPass, with the client it is issued to and the start as the picker holds it. */
export type PassFormValues = FormValuesOf<
  PassInput,
  {
    client_id?: number | null;
    plan_id?: number | null;
    water_id?: number | null;
    valid_from?: { isValid(): boolean } | null;
  }
>;

export function validatePass(v: Partial<PassFormValues>, planWaterIds?: readonly number[]) {
  return compact({
    client_id: v.client_id ? null : 'Alege clientul.',
    plan_id: v.plan_id ? null : 'Alege planul.',
    water_id: !v.water_id
      ? 'Alege apa.'
      : planWaterIds && !planWaterIds.includes(v.water_id)
        ? 'Planul ales nu este valabil pe această apă.'
        : null,
    valid_from: !v.valid_from ? REQUIRED_MESSAGE : v.valid_from.isValid() ? null : 'Data și ora nu sunt valide.',
    payment_method: v.payment_method ? null : 'Alege metoda de plată.',
    car_plate: textProblem(v.car_plate, { max: 16 }),
    notes: textProblem(v.notes, { max: 2000 }),
    fiscal_receipt_no: textProblem(v.fiscal_receipt_no, { max: 40 }),
  });
}
