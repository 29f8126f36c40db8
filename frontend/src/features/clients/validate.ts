/** Client-side checks of the client (angler) form; the server checks again. */
import { EMAIL_MESSAGE } from '@/shared/list/rules';
import { compact, isBlank, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { ClientInput } from './api';
import { cnpProblem } from './cnp';

/** The body of createClient/update, each field optional while typed. */
export type ClientFormValues = FormValuesOf<ClientInput>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function patternProblem(value: unknown, test: RegExp, message: string): string | null {
  if (isBlank(value)) return null;
  return test.test(text(value)) ? null : message;
}

export function validateClient(v: Partial<ClientFormValues>) {
  return compact({
    first_name: textProblem(v.first_name, { required: true, max: 80 }),
    last_name: textProblem(v.last_name, { required: true, max: 80 }),
    cnp: isBlank(v.cnp) ? null : cnpProblem(text(v.cnp)),
    id_series: patternProblem(v.id_series, /^[A-Za-z]{2}$/, 'Seria actului de identitate are două litere.'),
    id_number: patternProblem(v.id_number, /^\d{6}$/, 'Numărul actului de identitate are 6 cifre.'),
    phone: patternProblem(v.phone, /^\+?[\d\s().-]{6,32}$/, 'Numărul de telefon nu este valid.'),
    email: patternProblem(v.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE),
    city: textProblem(v.city, { max: 100 }),
    address: textProblem(v.address, { max: 255 }),
    car_plate: patternProblem(
      typeof v.car_plate === 'string' ? v.car_plate.replace(/\s+/g, '') : v.car_plate,
      /^[A-Za-z0-9-]{2,16}$/,
      'Numărul de înmatriculare nu este valid.',
    ),
    notes: textProblem(v.notes, { max: 5000 }),
    blocked_reason: v.blocked
      ? isBlank(v.blocked_reason)
        ? 'Scrie motivul blocării.'
        : textProblem(v.blocked_reason, { max: 255 })
      : null,
  });
}
