import type { FormRule } from 'antd';
import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './messages';

/** Field-level Romanian messages shared by every form (the same texts as the server's, docs/errors.md). */
export { EMAIL_MESSAGE, REQUIRED_MESSAGE };
export const PASSWORD_MIN = 8;

export const required: FormRule = { required: true, whitespace: true, message: REQUIRED_MESSAGE };
export const email: FormRule = { type: 'email', message: EMAIL_MESSAGE };
export const passwordMin: FormRule = {
  min: PASSWORD_MIN,
  message: `Parola trebuie să aibă cel puțin ${PASSWORD_MIN} caractere.`,
};

/** Confirmation must equal the field `field` (default `password`). */
export function sameAs(field = 'password'): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || getFieldValue(field) === value) return Promise.resolve();
      return Promise.reject(new Error('Parolele nu coincid.'));
    },
  });
}
