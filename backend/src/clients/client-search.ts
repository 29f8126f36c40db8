import { DataSource } from 'typeorm';
import { likePattern, likePrefix } from '@app/common/pagination';
import { type SqlCondition, unionOf } from '@app/common/sql';
import { tenantWhere } from '@app/common/tenancy';
import { Client } from './entities/client.entity';
import { foldText, phoneKey, plateKey } from './search-keys';

/** A search matching more anglers than this is applied as a subquery instead of a list of their ids. */
const MAX_SEARCH_CLIENTS = 10_000;

/**
 * The condition for "find an angler by what staff type at the gate", shared by the clients list
 * and, through anglersWhere(), the passes and receipts lists. Everything matches from its start
 * through the stored search keys (search-keys.ts), each with its own index (MariaDB merges them);
 * a contains-match would read every client of the company.
 *
 * - names without accents or case: "stefan", "ŞTEFAN" and "Ștefan" find "Ștefan";
 * - a phone by its digits: "0744111222", "0744 111 222" and "+40744111222" find "0744 111 222",
 *   and so do "222", "1222" or "4111" (any run of 3 digits or more: people give the last ones);
 * - a plate in any spacing and case: "cj 12 abc" finds "CJ12ABC"; a CNP from its start;
 * - what looks like part of an e-mail address ("pescar.ro", "ion@") is looked for anywhere in it;
 * - "Popescu Ion" or "Ion Popescu": every word starts the last or the first name.
 *
 * `alias` is the clients table's alias in the caller's query; parameters are prefixed with it.
 * `any` holds the ways to match one by one (the `OR`'s terms), with the same parameters.
 */
export function clientSearchWhere(
  alias: string,
  search: string,
): { sql: string; params: Record<string, string>; any: string[] } {
  const col = (name: string) => `${alias}.${name}`;
  const p = (name: string) => `${alias}_${name}`;
  const params: Record<string, string> = {};
  const like = (column: string, param: string, value: string) => {
    params[p(param)] = value;
    return `${col(column)} LIKE :${p(param)} ESCAPE '!'`;
  };
  const text = foldText(search);
  const any = [like('search_last', 'q', likePrefix(text)), like('search_first', 'q', likePrefix(text))];
  // Digits with spaces, dashes, dots, brackets or a leading +: a phone or a CNP. Three digits at
  // least: fewer would match most of the company's phones. People give the last digits of their
  // phone as often as the first, so any run of them matches: a contains-match over the
  // (company_id, search_phone) index, read from the index alone (no client row), within the company.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^\+?[\d\s()./-]+$/.test(search.trim())) {
    any.push(like('cnp', 'cnp', likePrefix(digits)));
    any.push(like('search_phone', 'phone', likePattern(phoneKey(search))));
  }
  const plate = plateKey(search);
  if (plate.length >= 2) any.push(like('search_plate', 'plate', likePrefix(plate)));
  if (/[@.]/.test(search)) any.push(like('email', 'email', likePattern(search)));
  const words = text.split(' ').filter(Boolean).slice(0, 5);
  if (words.length > 1) {
    any.push(
      `(${words
        .map(
          (w, i) =>
            `(${like('search_last', `w${i}`, likePrefix(w))} OR ${like('search_first', `w${i}`, likePrefix(w))})`,
        )
        .join(' AND ')})`,
    );
  }
  return { sql: `(${any.join(' OR ')})`, params, any };
}

/**
 * For another table's list (passes, receipts, bookings): "`column` is one of the anglers this
 * search matches", with their ids when they are listed. The ids are read first, each way to match
 * by its own index (`UNION`: index-only reads, where MariaDB's merge of the indexes for the OR read
 * every matching client's row: 0.9 ms instead of 2.6 ms for the 814 "Popescu" of the 2 M set's
 * largest lake). A search matching very many anglers (a letter or two) becomes a subquery instead.
 * Null when no angler matches.
 */
export async function anglersWhere(
  dataSource: DataSource,
  companyId: number,
  search: string,
  column: string,
): Promise<(SqlCondition & { ids: number[] | null }) | null> {
  const anglers = clientSearchWhere('c', search);
  const company = tenantWhere<Client>(companyId).company_id;
  const [union, params] = unionOf(
    anglers.any.map((term) =>
      dataSource
        .getRepository(Client)
        .createQueryBuilder('c')
        .select('c.id', 'id')
        .where('c.company_id = :companyId', { companyId: company })
        .andWhere(term, anglers.params),
    ),
    'UNION',
  );
  const ids = (
    await dataSource.query<{ id: number | string }[]>(`${union} LIMIT ${MAX_SEARCH_CLIENTS + 1}`, params)
  ).map((r) => Number(r.id));
  if (ids.length > MAX_SEARCH_CLIENTS) {
    return {
      sql: `${column} IN (SELECT c.id FROM clients c WHERE c.company_id = :anglers_company AND ${anglers.sql})`,
      params: { ...anglers.params, anglers_company: company },
      ids: null,
    };
  }
  return ids.length ? { sql: `${column} IN (:...anglers_ids)`, params: { anglers_ids: ids }, ids } : null;
}
