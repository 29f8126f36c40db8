/** Client-side checks of the staff booking form; the server checks again (createBooking). */
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@/shared/list/rules';
import { compact, isBlank, numberProblem, textProblem, toNumber } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import { onRomanianClock, romanianInstant } from '@/shared/romanianClock';
import type { Dayjs } from 'dayjs';
import { validTo, type DurationUnit } from '@balti/domain';
import type { BookingInput } from './api';

/**
 * The body of createBooking as the form holds it: a client or a guest (`who`), the times as the
 * pickers hold them, the numbers as typed.
 */
export type BookingFormValues = FormValuesOf<
  BookingInput,
  {
    who?: 'client' | 'guest';
    water_id?: number | null;
    stand_id?: number | null;
    plan_id?: number | null;
    starts_at?: { isValid(): boolean; valueOf(): number } | null;
    ends_at?: { isValid(): boolean; valueOf(): number } | null;
    anglers?: number | string | null;
    deposit?: number | string | null;
    source?: 'gate' | 'phone';
  }
>;

/** The phone pattern of createBooking (backend bookings/dto). */
const PHONE = /^\+?[0-9 .\-()]{9,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function momentProblem(v: BookingFormValues['starts_at']): string | null {
  if (!v) return REQUIRED_MESSAGE;
  return v.isValid() ? null : 'Data și ora nu sunt valide.';
}

/**
 * `hasStands`: the chosen water has active stands, so one must be chosen (a water without stands
 * takes none). `planWaterIds`: the waters the chosen plan is valid on.
 */
export function validateBooking(
  v: Partial<BookingFormValues>,
  { hasStands, planWaterIds }: { hasStands: boolean; planWaterIds?: readonly number[] },
) {
  const guest = v.who === 'guest';
  const start = momentProblem(v.starts_at);
  const end = momentProblem(v.ends_at);
  return compact({
    client_id: !guest && !v.client_id ? 'Alege clientul.' : null,
    guest_name: guest ? textProblem(v.guest_name, { required: true, max: 160 }) : null,
    guest_phone: !guest
      ? null
      : isBlank(v.guest_phone)
        ? 'Telefonul oaspetelui este obligatoriu.'
        : PHONE.test(text(v.guest_phone))
          ? null
          : 'Numărul de telefon nu este valid.',
    guest_email: guest && !isBlank(v.guest_email) && !EMAIL.test(text(v.guest_email)) ? EMAIL_MESSAGE : null,
    water_id: v.water_id ? null : 'Alege apa.',
    stand_id: hasStands && !v.stand_id ? 'Alege standul.' : null,
    plan_id: !v.plan_id
      ? 'Alege planul.'
      : v.water_id && planWaterIds && !planWaterIds.includes(v.water_id)
        ? 'Planul ales nu este valabil pe această apă.'
        : null,
    starts_at: start,
    ends_at:
      end ??
      (!start && v.starts_at && v.ends_at && v.ends_at.valueOf() <= v.starts_at.valueOf()
        ? 'Sfârșitul trebuie să fie după început.'
        : null),
    anglers: numberProblem(v.anglers, { required: true, integer: true, min: 1, max: 10 }),
    deposit: numberProblem(v.deposit, { min: 0, decimals: 2 }),
    source: v.source ? null : 'Alege sursa.',
    notes: textProblem(v.notes, { max: 2000 }),
  });
}

/** The deposit as the API takes it ("12.50"), 0 when left empty. */
export const depositOf = (v: unknown): string => (toNumber(v) ?? 0).toFixed(2);

/**
 * The departure a plan gives from an arrival, both as the pickers hold them (Romania's clock): the
 * server's rule (packages/domain/src/pricing.ts validTo), so a day ends at the same clock time also
 * across the night the clocks change.
 */
export function bookingEnd(arrival: Dayjs, value: number, unit: DurationUnit): Dayjs {
  return onRomanianClock(validTo(new Date(romanianInstant(arrival)), value, unit));
}
