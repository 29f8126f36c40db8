import { AppException } from './app-exception';
import { isReferenced } from './constraint-errors';

/**
 * "3 standuri", "25 de rezervări", "1 stand": a count before its noun, with the "de" Romanian puts
 * after 20 to 99 and after whole hundreds (the last two digits are what count: "101 zile").
 */
export function roCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  return `${n} ${n >= 20 && (lastTwo === 0 || lastTwo >= 20) ? 'de ' : ''}${many}`;
}

/** "3 permise emise": the passes issued on a row (a plan, a discount, a water), for the 409 of its delete. */
export const issuedPasses = (n: number): string => roCount(n, 'permis emis', 'permise emise');

/** "2 rezervări": the bookings that name a row (a plan, a water). */
export const bookingsOf = (n: number): string => roCount(n, 'rezervare', 'rezervări');

/** "concursul „Cupa”", "concursurile „Cupa”, „Trofeul”": rows named in a refusal, after the word for one or several. */
export const namedRo = (names: string[], one: string, many: string): string =>
  `${names.length === 1 ? one : many} ${names.map((name) => `„${name}”`).join(', ')}`;

/** The competitions held on a row (a water). */
export const competitionsNamed = (names: string[]): string => namedRo(names, 'concursul', 'concursurile');

/** The fiscal cash registers set up with a row (a plan's VAT group, a water). */
export const cashRegistersNamed = (names: string[]): string => namedRo(names, 'casa de marcat', 'casele de marcat');

/** "a", "a și b", "a, b și c": what uses a row, as a sentence lists it. */
export function listedRo(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} și ${items[items.length - 1]}` : (items[0] ?? '');
}

/**
 * The 409 of a delete refused while something still uses the row: `message` gets what uses it,
 * listed ("3 permise emise, 2 standuri și planurile „Zi”"), and says that deactivating is the way out.
 */
export function refuseWhileUsed(uses: string[], message: (uses: string) => string): void {
  if (uses.length) throw AppException.conflict(message(listedRo(uses)));
}

/**
 * A delete refused (409) while something uses the row. `uses` is asked before the delete, and
 * again when a foreign key refuses it: a use that came between the question and the delete (a pass
 * issued on the plan meanwhile) gets the same words instead of a server error. A reference `uses`
 * does not name is refused in general words.
 */
export async function deleteUnlessUsed(
  uses: () => Promise<string[]>,
  message: (uses: string) => string,
  remove: () => Promise<unknown>,
): Promise<void> {
  refuseWhileUsed(await uses(), message);
  try {
    await remove();
  } catch (err) {
    if (!isReferenced(err)) throw err;
    refuseWhileUsed(await uses(), message);
    throw AppException.conflict(message('alte înregistrări'));
  }
}
