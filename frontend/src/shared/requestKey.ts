/**
 * The key of one attempt at what a form makes (createPass's, createReceipt's, createClient's … `request_key`):
 * the same key sent again after an answer lost on a weak signal gets what was already made, not a
 * second one (backend/src/common/request-keys.ts). 32 hex digits from getRandomValues, which
 * works on a lake's network over plain http too, where crypto.randomUUID does not.
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether an attempt was refused with a 409: it made nothing, and when the server names a pass an
 * earlier attempt with the same key already issued (another sale asked with that key), the form's
 * next attempt must be a new sale, with a new key.
 */
export const refusedWith409 = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

const UNANSWERED = 'balti_unanswered';

function unansweredKeys(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(UNANSWERED) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The key of an attempt that got no answer (the signal dropped while it was sent), kept in this
 * tab's sessionStorage by what it was for (`sale:<client id>`), so that asking again for the same
 * thing (the same angler chosen again, the page reloaded) sends the same key and gets what the
 * first attempt made, or a 409 naming it, instead of a second sale. Null when none waits.
 */
export function unansweredKey(what: string): string | null {
  return unansweredKeys()[what] ?? null;
}

/** Keeps `key` as `what`'s attempt that got no answer (unansweredKey()). */
export function keepUnanswered(what: string, key: string): void {
  sessionStorage.setItem(UNANSWERED, JSON.stringify({ ...unansweredKeys(), [what]: key }));
}

/** Forgets `what`'s attempt once an answer came (made, or refused). */
export function forgetUnanswered(what: string): void {
  const { [what]: _answered, ...rest } = unansweredKeys();
  sessionStorage.setItem(UNANSWERED, JSON.stringify(rest));
}
