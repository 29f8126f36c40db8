/**
 * The error catalogue's front-end side (docs/errors.md), once, as a pure function. The base query applies it to every
 * failed call (toasts, session reset, redirect); forms may also read `fieldErrors`.
 */
export type ErrorKind = 'network' | 'unauthorized' | 'forbidden' | 'other';

export interface ErrorDescription {
  toasts: string[];
  kind: ErrorKind;
}

export const NETWORK_ERROR =
  'Network error: Please check your internet connection or wait until servers are back online';
export const UNAUTHENTICATED_ERROR = 'Trebuie sa fii autentificat ca sa accesezi aceasta pagina';
export const FORBIDDEN_ROLE_ERROR = 'Nu esti autorizat sa accesezi aceasta pagina';
export const GENERIC_ERROR = 'A aparut o eroare';

type Body = { message?: unknown; errors?: unknown; error?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** HTTP status of an RTK Query error (a PARSING_ERROR keeps it in `originalStatus`). */
export function errorStatus(error: unknown): number | null {
  if (!isRecord(error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (typeof error.originalStatus === 'number') return error.originalStatus;
  return null;
}

/** The response body of an RTK Query error, if any. */
export function errorBody(error: unknown): unknown {
  return isRecord(error) ? error.data : undefined;
}

/** A call that got no answer: the signal dropped, or it timed out (what it asked may have been done). */
export function isNoResponse(error: unknown): boolean {
  if (!isRecord(error)) return false;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

function isUnauthorizedText(body: unknown): boolean {
  return typeof body === 'string' && body.trim() === 'Unauthorized';
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** `{ errors: { field: ['a', 'b'], other: 'c' } }` -> `{ field: ['a','b'], other: ['c'] }`. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const body = errorBody(error);
  if (!isRecord(body) || !isRecord((body as Body).errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries((body as Body).errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(nonEmptyString);
    if (messages.length) out[field] = messages;
  }
  return out;
}

/** The one message a form shows for a failed call: server `error`, then `message`. */
export function serverMessage(error: unknown): string | null {
  const body = errorBody(error);
  if (isRecord(body)) {
    if (nonEmptyString(body.error)) return body.error;
    if (nonEmptyString(body.message)) return body.message;
  }
  if (nonEmptyString(body)) return body;
  return null;
}

export function describeError(error: unknown): ErrorDescription {
  if (isNoResponse(error)) return { toasts: [NETWORK_ERROR], kind: 'network' };

  const status = errorStatus(error);
  const body = errorBody(error);

  if (status === 401 || isUnauthorizedText(body)) {
    return { toasts: [UNAUTHENTICATED_ERROR], kind: 'unauthorized' };
  }

  if (status === 403) {
    const message = isRecord(body) && nonEmptyString(body.message) ? body.message : GENERIC_ERROR;
    return { toasts: [message], kind: 'forbidden' };
  }

  const fields = fieldErrors(error);
  const messages = Object.values(fields).flat();
  if (messages.length) return { toasts: messages, kind: 'other' };

  if (isRecord(body) && nonEmptyString(body.message)) return { toasts: [body.message], kind: 'other' };

  return { toasts: [GENERIC_ERROR], kind: 'other' };
}
