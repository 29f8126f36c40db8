/** Client-side checks of the user form (the server checks again). */
import { EMAIL_MESSAGE, PASSWORD_MIN } from '@/shared/list/rules';
import { compact, isBlank, textProblem } from '@/shared/list/checks';
import type { FormValuesOf } from '@/shared/list/resourceForm';
import type { UserInput } from './api';

/** The body of createUser/update (the password optional on edit). */
export type UserFormValues = FormValuesOf<UserInput, { name: string; email: string }>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `mode: 'edit'` makes the password optional (left empty = unchanged). */
export function validateUser(v: Partial<UserFormValues>, mode: 'create' | 'edit' = 'create') {
  const password = v.password ?? '';
  const wantsPassword = mode === 'create' || password !== '' || !isBlank(v.password_confirmation);
  return compact({
    name: textProblem(v.name, { required: true, max: 120 }),
    email:
      textProblem(v.email, { required: true, max: 190 }) ?? (EMAIL.test(String(v.email).trim()) ? null : EMAIL_MESSAGE),
    role: v.role === 2 || v.role === 3 ? null : 'Alege rolul.',
    phone:
      textProblem(v.phone, { max: 30 }) ??
      (v.phone && !/^[+\d\s().-]{6,30}$/.test(v.phone.trim()) ? 'Telefon invalid.' : null),
    password: !wantsPassword
      ? null
      : password === ''
        ? 'Câmpul este obligatoriu.'
        : password.length < PASSWORD_MIN
          ? `Parola trebuie să aibă cel puțin ${PASSWORD_MIN} caractere.`
          : null,
    password_confirmation: !wantsPassword
      ? null
      : isBlank(v.password_confirmation)
        ? 'Câmpul este obligatoriu.'
        : v.password_confirmation !== password
          ? 'Parolele nu coincid.'
          : null,
  });
}
