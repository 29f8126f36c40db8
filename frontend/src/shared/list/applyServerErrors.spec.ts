import type { FormInstance } from 'antd';
import { applyServerErrors } from './applyServerErrors';

const fakeForm = (setFields: jest.Mock, values: object = {}) =>
  ({ setFields, getFieldsValue: () => values }) as unknown as FormInstance;

describe('applyServerErrors', () => {
  const error = {
    status: 422,
    data: {
      message: 'Datele trimise nu sunt valide.',
      errors: { email: ['Emailul este deja folosit.'], 'items.0.price': ['Preț invalid.'], ghost: ['x'] },
    },
  };

  it('sets the messages on their fields, nested paths included', () => {
    const setFields = jest.fn();
    const n = applyServerErrors(fakeForm(setFields, { email: 'a@b.ro', items: [{ price: 1 }] }), error);
    expect(n).toBe(3);
    expect(setFields).toHaveBeenCalledWith([
      { name: 'email', errors: ['Emailul este deja folosit.'] },
      { name: ['items', 0, 'price'], errors: ['Preț invalid.'] },
      { name: 'ghost', errors: ['x'] },
    ]);
  });

  it('does nothing for an error without field errors', () => {
    const setFields = jest.fn();
    expect(applyServerErrors(fakeForm(setFields), { status: 500, data: { message: 'x' } })).toBe(0);
    expect(setFields).not.toHaveBeenCalled();
  });
});
