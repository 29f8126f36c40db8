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
