/**
 * The checks of the forms anyone can send without an account (a booking request now, a
 * competition registration later), as the API makes them (backend/src/common/validation/public-form.ts):
 * the page says the same Romanian words before sending, and shows the API's when it refuses.
 */
import { errorStatus, fieldErrors, serverMessage } from '@/shared/api/describeError';

/**
 * Letters of any language (ă â î ș ț too, composed or not), with spaces, hyphens, apostrophes and
 * dots between them. A letter carries at most two marks: a pile of them draws over the lines around
 * the name in a list.
 */
export const PERSON_NAME = /^\p{L}\p{M}{0,2}(?:\p{L}\p{M}{0,2}|[ .'’-])*$/u;
export const PERSON_NAME_MESSAGE = 'Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.';

/**
 * A guest's name is read surname first when the guest becomes a client at check-in
 * (backend/src/clients/person-name.ts splitName()): the fields that take one show that order.
 */
export const NAME_EXAMPLE = 'ex. Popescu Ion';

/** Empty when the name is fine; otherwise what to write under the field. */
export function personNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Scrieți numele.';
  return PERSON_NAME.test(trimmed) ? null : PERSON_NAME_MESSAGE;
}

const PHONE = /^\+?[0-9 .\-()]{9,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty when the phone number is fine; otherwise what to write under the field. */
export function phoneProblem(phone: string): string | null {
  return PHONE.test(phone.trim()) ? null : 'Scrieți un număr de telefon valid.';
}

/** Empty when the e-mail address is fine; otherwise what to write under the field. */
export function emailProblem(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : 'Scrieți o adresă de e-mail validă.';
}

export const CONSENT_PROBLEM = 'Bifați acordul pentru a trimite cererea.';

/** The line above a refused form: the API's message, or what happened to the request. */
export function refusalText(error: unknown): string {
  return (
    serverMessage(error) ??
    (errorStatus(error) === null ? 'Cererea nu a putut fi trimisă. Verificați conexiunea.' : 'A apărut o eroare.')
  );
}

/** The API's field errors (the first message of each), under the form's own field names. */
export function fieldProblems<K extends string>(
  error: unknown,
  fieldOf: (key: string) => K,
): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  for (const [k, messages] of Object.entries(fieldErrors(error))) problems[fieldOf(k)] = messages[0];
  return problems;
}
