import { DataSource } from 'typeorm';
import { likePattern, likePrefix } from '@app/common/pagination';
import { tenantWhere } from '@app/common/tenancy';
import { normalizePlate } from '@app/common/validation/romanian-ids';
import { Client } from './entities/client.entity';

/** A piece of WHERE with its named parameters. */
export type SqlCondition = { sql: string; params: Record<string, unknown> };

/** A search matching more anglers than this is applied as a subquery instead of a list of their ids. */
const MAX_SEARCH_CLIENTS = 10_000;

/**
 * The condition for "find an angler by what staff type at the gate", shared by the clients list
 * and, through anglersWhere(), the passes and receipts lists. Names, CNP, phone and plate match
 * from their start, each through its own index (MariaDB merges them); a contains-match would read
 * every client of the company.
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
  const plate = normalizePlate(search);
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

/**
 * For another table's list (passes, receipts): "`column` is one of the anglers this search
 * matches". Their ids are read first, through the clients' indexes, and listed; a search matching
 * very many anglers (a letter or two) becomes a subquery instead. Null when no angler matches.
 */
export async function anglersWhere(
  dataSource: DataSource,
  companyId: number,
  search: string,
  column: string,
): Promise<SqlCondition | null> {
  const anglers = clientSearchWhere('c', search);
  const company = tenantWhere<Client>(companyId).company_id;
  const ids = (
    await dataSource
      .getRepository(Client)
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where('c.company_id = :companyId', { companyId: company })
      .andWhere(anglers.sql, anglers.params)
      .limit(MAX_SEARCH_CLIENTS + 1)
      .getRawMany<{ id: number | string }>()
  ).map((r) => Number(r.id));
  if (ids.length > MAX_SEARCH_CLIENTS) {
    return {
      sql: `${column} IN (SELECT c.id FROM clients c WHERE c.company_id = :anglers_company AND ${anglers.sql})`,
      params: { ...anglers.params, anglers_company: company },
    };
  }
  return ids.length ? { sql: `${column} IN (:...anglers_ids)`, params: { anglers_ids: ids } } : null;
}
