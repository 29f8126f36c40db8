import type { FormInstance } from 'antd';
import { fieldErrors } from '@/shared/api/describeError';

/**
 * Puts a 422 answer's `errors: { field: [msg] }` on the form's fields. A field the form does not
 * render shows nothing (its message is still toasted by the base query). Answers how many were set.
 */
export function applyServerErrors<T>(form: FormInstance<T>, error: unknown): number {
  const errors = fieldErrors(error);
  const fields = Object.entries(errors).map(([name, messages]) => ({
    name: name.includes('.') ? name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : name,
    errors: messages,
  }));
  if (fields.length) form.setFields(fields as Parameters<FormInstance<T>['setFields']>[0]);
  return fields.length;
}
