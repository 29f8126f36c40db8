/**
 * The checks of the forms anyone can send without an account (a booking request now, a
 * competition registration later), as the API makes them (backend/src/common/validation/public-form.ts):
 * the page says the same Romanian words before sending, and shows the API's when it refuses.
 */

/** Letters of any language (ă â î ș ț too), with spaces, hyphens, apostrophes and dots between them. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
export const PERSON_NAME_MESSAGE = 'Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.';

/** Empty when the name is fine; otherwise what to write under the field. */
export function personNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Scrieți numele.';
  return PERSON_NAME.test(trimmed) ? null : PERSON_NAME_MESSAGE;
}
