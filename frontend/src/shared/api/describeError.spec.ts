import {
  GENERIC_ERROR,
  NETWORK_ERROR,
  UNAUTHENTICATED_ERROR,
  describeError,
  errorStatus,
  fieldErrors,
  serverMessage,
} from './describeError';

describe('describeError (docs/errors.md)', () => {
  it('reports a network error when there is no response', () => {
    expect(describeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      toasts: [NETWORK_ERROR],
      kind: 'network',
    });
    expect(describeError({ status: 'TIMEOUT_ERROR', error: 'timeout' }).kind).toBe('network');
  });

  it('asks to log in on 401', () => {
    expect(describeError({ status: 401, data: { message: 'Unauthorized' } })).toEqual({
      toasts: [UNAUTHENTICATED_ERROR],
      kind: 'unauthorized',
    });
  });

  it('asks to log in when the response text is Unauthorized', () => {
    expect(describeError({ status: 'PARSING_ERROR', originalStatus: 500, data: 'Unauthorized', error: 'x' })).toEqual({
      toasts: [UNAUTHENTICATED_ERROR],
      kind: 'unauthorized',
    });
  });

  it('shows the server message on 403', () => {
    expect(describeError({ status: 403, data: { message: 'Contul firmei este suspendat.' } })).toEqual({
      toasts: ['Contul firmei este suspendat.'],
      kind: 'forbidden',
    });
  });

  it('falls back to the generic message on a 403 without a message', () => {
    expect(describeError({ status: 403, data: null })).toEqual({ toasts: [GENERIC_ERROR], kind: 'forbidden' });
  });

  it('shows one toast per entry of an errors object', () => {
    expect(
      describeError({
        status: 422,
        data: {
          message: 'Datele trimise nu sunt valide.',
          errors: { email: ['Emailul este deja folosit.'], cui: ['CUI invalid.', 'CUI prea scurt.'] },
        },
      }),
    ).toEqual({ toasts: ['Emailul este deja folosit.', 'CUI invalid.', 'CUI prea scurt.'], kind: 'other' });
  });

  it('shows the message of a body with a message', () => {
    expect(describeError({ status: 409, data: { message: 'Conflict de date.' } })).toEqual({
      toasts: ['Conflict de date.'],
      kind: 'other',
    });
    expect(describeError({ status: 500, data: { message: 'A apărut o eroare.' } }).toasts).toEqual([
      'A apărut o eroare.',
    ]);
  });

  it('shows the generic message otherwise', () => {
    expect(describeError({ status: 500, data: '<html>' })).toEqual({ toasts: [GENERIC_ERROR], kind: 'other' });
    expect(describeError({ status: 422, data: { errors: {} } }).toasts).toEqual([GENERIC_ERROR]);
    expect(describeError(undefined)).toEqual({ toasts: [GENERIC_ERROR], kind: 'other' });
    expect(describeError({ name: 'Error', message: 'boom' }).toasts).toEqual([GENERIC_ERROR]);
  });
});

describe('helpers', () => {
  it('reads the status, field errors and the login error', () => {
    expect(errorStatus({ status: 401, data: {} })).toBe(401);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(502);
    expect(errorStatus({ status: 'FETCH_ERROR', error: '' })).toBeNull();
    expect(fieldErrors({ status: 422, data: { errors: { name: 'Prea scurt.', x: [1] } } })).toEqual({
      name: ['Prea scurt.'],
    });
    expect(serverMessage({ status: 401, data: { error: 'Email sau parolă incorectă.' } })).toBe(
      'Email sau parolă incorectă.',
    );
    expect(serverMessage({ status: 429, data: { message: 'Prea multe încercări.' } })).toBe('Prea multe încercări.');
    expect(serverMessage({ status: 'FETCH_ERROR', error: '' })).toBeNull();
  });
});
