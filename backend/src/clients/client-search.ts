import { likePattern, likePrefix } from '@app/common/pagination';

/** A search matching more anglers than this is applied as a subquery instead of a list of their ids. */
export const MAX_SEARCH_CLIENTS = 10_000;

/**
 * The condition for "find an angler by what staff type at the gate", shared by the clients list
 * and the passes list. Names, CNP, phone and plate match from their start, each through its own
 * index (MariaDB merges them); a contains-match would read every client of the company.
 *
 * - a plate is stored without spaces and uppercased: "cj 12 abc" finds "CJ12ABC";
 * - what looks like part of an e-mail address ("pescar.ro", "ion@") is looked for anywhere in it;
 * - "Popescu Ion" or "Ion Popescu": every word starts the last or the first name.
 *
 * `alias` is the clients table's alias in the caller's query; parameters are prefixed with it.
 */
export function clientSearchWhere(alias: string, search: string): { sql: string; params: Record<string, string> } {
  const col = (name: string) => `${alias}.${name}`;
  const p = (name: string) => `${alias}_${name}`;
  const params: Record<string, string> = { [p('q')]: likePrefix(search) };
  const like = (column: string, param: string) => `${col(column)} LIKE :${p(param)} ESCAPE '!'`;
  const any = [`(${['last_name', 'first_name', 'cnp', 'phone', 'car_plate'].map((c) => like(c, 'q')).join(' OR ')})`];
  const plate = search.replace(/\s+/g, '').toUpperCase();
  if (plate !== search) {
    any.push(like('car_plate', 'plate'));
    params[p('plate')] = likePrefix(plate);
  }
  if (/[@.]/.test(search)) {
    any.push(like('email', 'email'));
    params[p('email')] = likePattern(search);
  }
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length > 1) {
    any.push(
      `(${words.map((_, i) => `(${like('last_name', `w${i}`)} OR ${like('first_name', `w${i}`)})`).join(' AND ')})`,
    );
    words.forEach((w, i) => (params[p(`w${i}`)] = likePrefix(w)));
  }
  return { sql: `(${any.join(' OR ')})`, params };
}
