import { DataSource } from 'typeorm';
import { likePattern } from '@app/common/pagination';
import type { SqlCondition } from '@app/common/sql';
import { tenantWhere } from '@app/common/tenancy';
import { Client } from './entities/client.entity';
import { nameWords, phoneKey, plateKey } from './search-keys';

/** A search matching more anglers than this is applied as a subquery instead of a list of their ids. */
export const MAX_SEARCH_CLIENTS = 10_000;

/** Above every character a term can hold: `term >= p AND term < p + TOP` is "term starts with p". */
const TOP = '\u{10FFFF}';

/**
 * "Find an angler by what staff type at the gate", shared by the clients list and, through
 * anglersWhere(), the passes, receipts and bookings lists. Every way to match reads a prefix range
 * of client_search_keys' primary key (company_id, term, client_id) and nothing else, so it costs
 * what it returns, whatever the size of the company (search-keys.ts, clientSearchTerms):
 *
 * - names without accents or case: "stefan", "ŞTEFAN" and "Ștefan" find "Ștefan"; every word of
 *   the search starts a word of the name ("Popescu Ion", "ion pop");
 * - a phone by any run of 3 digits or more ("0744 111 222", "+40744111222", "222", "4111"): the
 *   start of one of the phone's stored suffixes;
 * - a plate in any spacing and case ("cj 12 abc" finds "CJ12ABC"); a CNP from its start;
 * - what looks like part of an e-mail address ("pescar.ro", "ion@") is looked for anywhere in it
 *   (the one way that reads the company's clients: e-mail addresses are not among the terms).
 *
 * The answer is a SELECT of the matching clients' ids (`id`, each once), with named parameters
 * prefixed `sk_`. With `limit`, each way to match stops after that many anglers, so the whole
 * reads at most `limit` index entries per way: the caller then limits the union. Null when the
 * search has nothing to look for.
 */
export function matchingClients(companyId: number, search: string, limit?: number): SqlCondition | null {
  const params: Record<string, unknown> = { sk_company: tenantWhere<Client>(companyId).company_id };
  let n = 0;
  const range = (alias: string, prefix: string) => {
    const lo = `sk_${n++}`;
    const hi = `sk_${n++}`;
    params[lo] = prefix;
    params[hi] = prefix + TOP;
    return `${alias}.term >= :${lo} AND ${alias}.term < :${hi}`;
  };
  const branches: string[] = [];
  /** The anglers having a term starting with each prefix (several: all of them). */
  const having = (prefixes: string[]) => {
    const joins = prefixes
      .slice(1)
      .map(
        (p, i) =>
          ` JOIN client_search_keys k${i + 1} ON k${i + 1}.client_id = k0.client_id AND ${range(`k${i + 1}`, p)}`,
      )
      .join('');
    branches.push(
      `SELECT DISTINCT k0.client_id AS id FROM client_search_keys k0${joins}` +
        ` WHERE k0.company_id = :sk_company AND ${range('k0', prefixes[0])}`,
    );
  };
  const words = nameWords(search).slice(0, 5);
  if (words.length) having(words.map((w) => `n:${w.slice(0, 40)}`));
  // Digits with spaces, dashes, dots, brackets or a leading +: a phone or a CNP. Three digits at
  // least: fewer would match most of the company's phones.
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^\+?[\d\s()./-]+$/.test(search.trim())) {
    having([`t:${phoneKey(search).slice(0, 20)}`]);
    having([`c:${digits.slice(0, 13)}`]);
  }
  const plate = plateKey(search).slice(0, 16);
  if (plate.length >= 2) having([`v:${plate}`]);
  if (/[@.]/.test(search)) {
    params.sk_email = likePattern(search);
    branches.push(
      `SELECT e.id AS id FROM clients e WHERE e.company_id = :sk_company AND e.email LIKE :sk_email ESCAPE '!'`,
    );
  }
  if (!branches.length) return null;
  const sql =
    limit === undefined
      ? branches.join(' UNION ')
      : branches.map((b, i) => `SELECT b${i}.id AS id FROM (${b} LIMIT ${limit}) b${i}`).join(' UNION ');
  return { sql, params };
}

/**
 * The ids of the anglers a search matches, at most `cap` + 1 of them (so the caller knows when
 * there are more than `cap`), in no particular order. Reads at most `cap` + 1 index entries per
 * way to match.
 */
export async function matchingClientIds(
  dataSource: DataSource,
  companyId: number,
  search: string,
  cap: number,
): Promise<number[]> {
  const match = matchingClients(companyId, search, cap + 1);
  if (!match) return [];
  const rows = await dataSource
    .createQueryBuilder()
    .select('m.id', 'id')
    .from(`(${match.sql})`, 'm')
    .setParameters(match.params)
    .limit(cap + 1)
    .getRawMany<{ id: number | string }>();
  return rows.map((r) => Number(r.id));
}

/**
 * For another table's list (passes, receipts, bookings): "`column` is one of the anglers this
 * search matches", with their ids when they are listed (the ids are read first, from the terms'
 * index alone). A search matching very many anglers (a letter or two) becomes a subquery instead.
 * Null when no angler matches.
 */
export async function anglersWhere(
  dataSource: DataSource,
  companyId: number,
  search: string,
  column: string,
): Promise<(SqlCondition & { ids: number[] | null }) | null> {
  const ids = await matchingClientIds(dataSource, companyId, search, MAX_SEARCH_CLIENTS);
  if (ids.length > MAX_SEARCH_CLIENTS) {
    const match = matchingClients(companyId, search)!;
    return { sql: `${column} IN (${match.sql})`, params: match.params, ids: null };
  }
  return ids.length ? { sql: `${column} IN (:...anglers_ids)`, params: { anglers_ids: ids }, ids } : null;
}
