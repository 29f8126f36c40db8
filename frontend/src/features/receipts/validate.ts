/** Client-side checks of the "new receipt" form; the server checks again. */
import { REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, numberProblem, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { Dayjs } from 'dayjs';
import { cashDayProblem } from '@/features/books/cashDates';
import type { ReceiptInput } from './api';

/** The body of createReceipt, with the client it goes to, the amount as typed and the day as the picker holds it. */
export type ReceiptFormValues = FormValuesOf<
  ReceiptInput,
  { client_id?: number | null; amount?: number | string | null; issued_on?: { isValid(): boolean } | null }
>;

export function validateReceipt(v: Partial<ReceiptFormValues>) {
  return compact({
    client_id: v.client_id ? null : 'Alege clientul.',
    amount: numberProblem(v.amount, { required: true, min: 0, minExclusive: true, max: 9_999_999, decimals: 2 }),
    description: textProblem(v.description, { required: true, max: 255 }),
    issued_on: !v.issued_on
      ? REQUIRED_MESSAGE
      : v.issued_on.isValid()
        ? cashDayProblem(v.issued_on as Dayjs)
        : 'Dată invalidă.',
    fiscal_receipt_no: textProblem(v.fiscal_receipt_no, { max: 40 }),
  });
}
