/** Client-side checks of the "new pass" screen; the server checks again. */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, textProblem } from '@/shared/list/checks';

export interface PassFormValues {
  client_id?: number | null;
  plan_id?: number | null;
  water_id?: number | null;
  discount_id?: number | null;
  valid_from?: { isValid(): boolean } | null;
  payment_method?: 'cash' | 'card' | 'transfer';
  car_plate?: string | null;
  notes?: string | null;
  issue_receipt?: boolean;
  fiscal_receipt_no?: string | null;
}

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
