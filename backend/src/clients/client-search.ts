import { DataSource } from 'typeorm';
import { COUNT_CAP, likePattern } from '@app/common/pagination';
import type { SqlCondition } from '@app/common/sql';
import { tenantWhere } from '@app/common/tenancy';
import { Client } from './entities/client.entity';
import { phoneKey } from '@balti/domain';
import { nameWords, plateKey } from './search-keys';

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
export function matchingClients(
  companyId: number,
  search: string,
  limit?: number,
  /** Each angler's `last_name` and `first_name` too (as the terms carry them, search-keys.ts). */
  names = false,
): SqlCondition | null {
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
  const ways = waysToMatch(search);
  /** The anglers having a term starting with each prefix (several: all of them). */
  for (const prefixes of ways.ranges) {
    const joins = prefixes
      .slice(1)
      .map(
        (p, i) =>
          ` JOIN client_search_keys k${i + 1} ON k${i + 1}.client_id = k0.client_id AND ${range(`k${i + 1}`, p)}`,
      )
      .join('');
    branches.push(
      `SELECT DISTINCT k0.client_id AS id${names ? ', k0.last_name, k0.first_name' : ''} FROM client_search_keys k0${joins}` +
        ` WHERE k0.company_id = :sk_company AND ${range('k0', prefixes[0])}`,
    );
  }
  if (ways.email) {
    params.sk_email = likePattern(search);
    branches.push(
      `SELECT e.id AS id${names ? ', e.last_name, e.first_name' : ''} FROM clients e` +
        ` WHERE e.company_id = :sk_company AND e.email LIKE :sk_email ESCAPE '!'`,
    );
  }
  if (!branches.length) return null;
  const sql =
    limit === undefined
      ? branches.join(' UNION ')
      : branches
          .map(
            (b, i) =>
              `SELECT b${i}.id AS id${names ? `, b${i}.last_name, b${i}.first_name` : ''} FROM (${b} LIMIT ${limit}) b${i}`,
          )
          .join(' UNION ');
  return { sql, params };
}

/**
 * The digits of a search that is a phone or a CNP: digits with spaces, dashes, dots, brackets or a
 * leading +, three at least (fewer would match most of the company's phones); null for any other.
 */
export function phoneSearchDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && /^\+?[\d\s()./-]+$/.test(search.trim()) ? digits : null;
}

/**
 * The ways a search matches an angler: term prefixes the angler must all have (the words of a
 * name; one prefix for a phone, a CNP, a plate), each way on its own, and whether the e-mail
 * address is looked in.
 */
function waysToMatch(search: string): { ranges: string[][]; email: boolean } {
  const ranges: string[][] = [];
  const words = nameWords(search).slice(0, 5);
  if (words.length) ranges.push(words.map((w) => `n:${w.slice(0, 40)}`));
  const digits = phoneSearchDigits(search);
  if (digits) {
    ranges.push([`t:${phoneKey(search).slice(0, 20)}`]);
    ranges.push([`c:${digits.slice(0, 13)}`]);
  }
  const plate = plateKey(search).slice(0, 16);
  if (plate.length >= 2) ranges.push([`v:${plate}`]);
  return { ranges, email: /[@.]/.test(search) };
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
 * A page of a search's matches in the clients list's name order (last name, first name, id), when
 * at most `cap` anglers match, with their count: a SELECT of the page's anglers (`id`, `last_name`,
 * `first_name`) each with `n`, how many match up to `cap` + 1 (matchingClientIds(…, cap)'s count),
 * named parameters `sk_` and the keyset's. The first `cap` + 1 matches are read with their names
 * from the terms' index alone (the terms carry them, search-keys.ts), counted, then sorted and cut:
 * the caller joins the clients for the page's rows only. Past `cap` the page is not the matches'
 * (only the first `cap` + 1 were sorted): `n` says so. `after` is the keyset condition
 * (common/keyset.ts) on `c.last_name`, `c.first_name` and `c.client_id`. Null when the search has
 * nothing to look for.
 */
export function namePageOfMatches(
  companyId: number,
  search: string,
  cap: number,
  page: { dir: 'ASC' | 'DESC'; skip: number; take: number; after: SqlCondition | null },
): SqlCondition | null {
  const match = matchingClients(companyId, search, cap + 1, true);
  if (!match) return null;
  const { dir, skip, take, after } = page;
  const counted =
    `SELECT u.id AS client_id, u.last_name, u.first_name, COUNT(*) OVER () AS n` +
    ` FROM (SELECT m.id, m.last_name, m.first_name FROM (${match.sql}) m LIMIT ${cap + 1}) u`;
  return {
    sql:
      `SELECT c.client_id AS id, c.last_name, c.first_name, c.n FROM (${counted}) c` +
      ` WHERE ${after ? after.sql : '1 = 1'}` +
      ` ORDER BY c.last_name ${dir}, c.first_name ${dir}, c.client_id ${dir} LIMIT ${take} OFFSET ${skip}`,
    params: { ...match.params, ...(after?.params ?? {}) },
  };
}

/** The anglers a search matches, as a condition on another table's client column (anglersWhere()). */
export type AnglersCondition = SqlCondition & {
  /** Every matching angler's id, when they are listed; null when the condition finds them itself. */
  ids: number[] | null;
  /**
   * With `upTo`, when more anglers match: the first `upTo` + 1 of them (`column IN (…)`), enough to
   * tell that a list counting up to `upTo` rows is past its count whenever they hold more.
   */
  sample?: SqlCondition;
};

/**
 * For another table's list (passes, receipts, bookings): "`column` is one of the anglers this
 * search matches", with their ids when they are listed (the ids are read first, from the terms'
 * index alone). A search matching very many anglers (a letter or two) becomes a subquery instead.
 * Null when no angler matches.
 *
 * With `upTo` (a list that counts up to COUNT_CAP): at most `upTo` + 1 anglers are read, whatever
 * the company holds. Up to `upTo` match: their ids, as above. More (the 5 200 "Popescu" of the
 * 10 M set's largest lake, 52 at 100 k): the first `upTo` + 1 as `sample`, and the condition tests
 * each row's angler against the terms (anglerProbe()): the caller walks its rows in the list's
 * order and stops at the page, instead of listing thousands of ids in every statement. The same
 * statement reads each prefix's first and last term (two seeks each) for that test.
 */
export async function anglersWhere(
  dataSource: DataSource,
  companyId: number,
  search: string,
  column: string,
  upTo?: number,
): Promise<AnglersCondition | null> {
  if (upTo !== undefined) return anglersUpTo(dataSource, companyId, search, column, upTo);
  const ids = await matchingClientIds(dataSource, companyId, search, MAX_SEARCH_CLIENTS);
  if (ids.length > MAX_SEARCH_CLIENTS) {
    const match = matchingClients(companyId, search)!;
    return { sql: `${column} IN (${match.sql})`, params: match.params, ids: null };
  }
  return ids.length ? { sql: `${column} IN (:...anglers_ids)`, params: { anglers_ids: ids }, ids } : null;
}

/** anglersWhere() with `upTo`: the ids, up to `upTo` + 1, and each prefix's first and last term, in one statement. */
async function anglersUpTo(
  dataSource: DataSource,
  companyId: number,
  search: string,
  column: string,
  upTo: number,
): Promise<AnglersCondition | null> {
  const match = matchingClients(companyId, search, upTo + 1);
  if (!match) return null;
  const ways = waysToMatch(search);
  const prefixes = ways.ranges.flat();
  const params: Record<string, unknown> = { ...match.params };
  const ends = prefixes.flatMap((prefix, i) => {
    params[`se_${i}_lo`] = prefix;
    params[`se_${i}_hi`] = prefix + TOP;
    return (['ASC', 'DESC'] as const).map(
      (dir, e) =>
        `SELECT NULL AS id, ${2 * i + e} AS term_end, x${i}_${e}.term AS term FROM (SELECT term FROM client_search_keys` +
        ` WHERE company_id = :sk_company AND term >= :se_${i}_lo AND term < :se_${i}_hi ORDER BY term ${dir} LIMIT 1) x${i}_${e}`,
    );
  });
  const found = [
    `SELECT a.id AS id, NULL AS term_end, NULL AS term FROM (SELECT m.id AS id FROM (${match.sql}) m LIMIT ${upTo + 1}) a`,
    ...ends,
  ].join(' UNION ALL ');
  const rows = await dataSource
    .createQueryBuilder()
    .select('u.id', 'id')
    .addSelect('u.term_end', 'term_end')
    .addSelect('u.term', 'term')
    .from(`(${found})`, 'u')
    .setParameters(params)
    .getRawMany<{ id: number | string | null; term_end: number | string | null; term: string | null }>();
  const ids = rows.filter((r) => r.term_end === null).map((r) => Number(r.id));
  if (!ids.length) return null;
  if (ids.length <= upTo) return { sql: `${column} IN (:...anglers_ids)`, params: { anglers_ids: ids }, ids };
  const termEnds = prefixes.map((): [string | null, string | null] => [null, null]);
  for (const r of rows)
    if (r.term_end !== null) termEnds[Math.floor(Number(r.term_end) / 2)][Number(r.term_end) % 2] = r.term;
  return {
    ...anglerProbe(companyId, search, column, termEnds),
    ids: null,
    sample: { sql: `${column} IN (:...anglers_sample)`, params: { anglers_sample: ids } },
  };
}

/**
 * "The angler of this row matches the search", tested row by row: for each word (or phone, plate,
 * CNP) a prefix of one term (a name: "popescu") is one seek of the terms' primary key (company,
 * term, angler); a prefix of several terms reads the angler's own terms (IDX_client_search_keys_client,
 * a dozen); the e-mail part reads the angler's row. `ends` are each prefix's first and last term
 * (null when none: that way matches nobody). Written as subqueries MariaDB cannot turn into a read
 * of every matching angler (a semi-join materialized, as `IN (SELECT …)` is): a lone EXISTS on the
 * primary key becomes a join by that key, the rest are evaluated per row.
 */
function anglerProbe(
  companyId: number,
  search: string,
  column: string,
  ends: [string | null, string | null][],
): SqlCondition {
  const params: Record<string, unknown> = { ap_company: tenantWhere<Client>(companyId).company_id };
  let n = 0;
  const bind = (value: unknown) => {
    const name = `ap_${n++}`;
    params[name] = value;
    return `:${name}`;
  };
  const ways = waysToMatch(search);
  const alternatives: string[] = [];
  let at = 0;
  for (const way of ways.ranges) {
    const terms = ends.slice(at, at + way.length);
    at += way.length;
    if (terms.some(([first]) => first === null)) continue;
    alternatives.push(
      way
        .map((prefix, i) => {
          const [first, last] = terms[i];
          return first === last
            ? `EXISTS (SELECT 1 FROM client_search_keys ak WHERE ak.company_id = :ap_company AND ak.term = ${bind(first)} AND ak.client_id = ${column})`
            : `(SELECT 1 FROM client_search_keys ak WHERE ak.client_id = ${column}` +
                ` AND ak.term >= ${bind(prefix)} AND ak.term < ${bind(prefix + TOP)} LIMIT 1) = 1`;
        })
        .join(' AND '),
    );
  }
  if (ways.email)
    alternatives.push(
      `EXISTS (SELECT 1 FROM clients ae WHERE ae.id = ${column} AND ae.email LIKE ${bind(likePattern(search))} ESCAPE '!')`,
    );
  return { sql: alternatives.length ? `(${alternatives.join(' OR ')})` : '1 = 0', params };
}

/**
 * Distinct terms a prefix may span for its anglers to be read term by term in name order: a
 * name's prefix spans a few ("pop": pop, popa, popescu, popovici); a letter, or a phone's digits
 * (one term per phone), many more.
 */
const PAGE_TERMS = 8;

/** A page of a search in the clients list's name order, and the count of the matches. */
export interface SearchPage {
  /** A SELECT of the page's anglers' ids (`id`), named parameters `pg_`; null when none. */
  page: SqlCondition | null;
  /** Up to COUNT_CAP. */
  total: number;
  /** More than COUNT_CAP match. */
  capped: boolean;
}

/**
 * A search's page in the clients list's name order (last name, first name, id; ascending or
 * descending), read from IDX_client_search_keys_name (company_id, term, last_name, first_name,
 * client_id), where every term carries its angler's names (search-keys.ts, searchKeysInsert):
 *
 * - the count reads at most COUNT_CAP + 1 anglers per way to match (matchingClientIds());
 * - each way to match leads with one prefix of a term (a name's word, a phone's digits, a plate, a
 *   CNP; the other words of a name are tested per angler, EXISTS on IDX_client_search_keys_client).
 *   After the count (the caller's), the first and the last term of each prefix: when they are the same (a name,
 *   "popescu"), that term's anglers come in name order from the index and the read stops at
 *   `skip + take`. A prefix of several terms ("pop": pop, popa, popescu; a phone's digits):
 *   COUNT_CAP matches or fewer, the count has read them all, and the page reads the same entries
 *   again, sorted; more, its distinct terms are found (one seek each, at most PAGE_TERMS + 1; the
 *   word of the fewest leads) and each is read as one term, the pages merged (a UNION, each
 *   angler once) and cut;
 * - the e-mail part ("ion@", "pescar.ro") reads the company's clients, as matchingClients().
 *
 * `after` is the keyset condition (common/keyset.ts) on `c.last_name`, `c.first_name` and
 * `c.client_id`. Null when the page cannot be read so (a prefix of many terms in a search matching
 * more than COUNT_CAP anglers: a letter or two, the first digits of the phones): the caller then
 * sorts the matches itself.
 */
export async function searchPageByName(
  dataSource: DataSource,
  companyId: number,
  search: string,
  page: { dir: 'ASC' | 'DESC'; skip: number; take: number; after: SqlCondition | null },
  /** How many anglers the search matches, up to COUNT_CAP + 1 (as matchingClientIds(…, COUNT_CAP) reads them), read by the caller to choose this path. */
  found: number,
): Promise<SearchPage | null> {
  const company = tenantWhere<Client>(companyId).company_id as number;
  const ways = waysToMatch(search);
  const none: SearchPage = { page: null, total: 0, capped: false };
  if (!ways.ranges.length && !ways.email) return none;
  // After the count, each prefix's first and last term (a seek each): the same term is a prefix
  // of one term ("popescu"), read in name order from the index.
  const prefixes = ways.ranges.flat();
  if (!found) return none;
  const ends = await termEnds(dataSource, company, prefixes);
  const capped = found > COUNT_CAP;
  const single = ends.map(([first, last]) => (first === null ? [] : first === last ? [first] : null));
  // Past the cap, every prefix's distinct terms (up to 1 000 matches, the count read them all).
  const termsOf = capped && single.includes(null) ? await distinctTerms(dataSource, company, prefixes) : single;

  const { dir, skip, take, after } = page;
  const params: Record<string, unknown> = { pg_company: company, ...(after?.params ?? {}) };
  let n = 0;
  const bind = (value: unknown) => {
    const name = `pg_${n++}`;
    params[name] = value;
    return `:${name}`;
  };
  const order = `c.last_name ${dir}, c.first_name ${dir}, c.client_id ${dir}`;
  const cut = `ORDER BY ${order} LIMIT ${skip + take}`;
  const parts: string[] = [];
  let at = 0;
  for (const way of ways.ranges) {
    const terms = termsOf.slice(at, at + way.length);
    at += way.length;
    // The word of the fewest terms leads, its terms read one by one in name order, the other words
    // tested per angler. A prefix of several terms and 1 000 matches or fewer: read whole and sorted.
    let lead = 0;
    terms.forEach((t, i) => {
      const current = terms[lead];
      if (t && (!current || t.length < current.length)) lead = i;
    });
    const leadTerms = terms[lead];
    if (leadTerms && !leadTerms.length) continue;
    if (leadTerms && leadTerms.length > PAGE_TERMS) return null;
    const others = way
      .filter((_, i) => i !== lead)
      .map(
        (p) =>
          `EXISTS (SELECT 1 FROM client_search_keys o WHERE o.client_id = c.client_id` +
          ` AND o.term >= ${bind(p)} AND o.term < ${bind(p + TOP)})`,
      );
    const where = (term: string) =>
      ['c.company_id = :pg_company', term, ...others, ...(after ? [after.sql] : [])].join(' AND ');
    if (leadTerms) {
      for (const t of leadTerms)
        parts.push(
          `SELECT c.client_id AS id, c.last_name, c.first_name FROM client_search_keys c` +
            ` WHERE ${where(`c.term = ${bind(t)}`)} ${cut}`,
        );
    } else {
      const p = way[lead];
      parts.push(
        `SELECT DISTINCT c.client_id AS id, c.last_name, c.first_name FROM client_search_keys c` +
          ` WHERE ${where(`c.term >= ${bind(p)} AND c.term < ${bind(p + TOP)}`)} ${cut}`,
      );
    }
  }
  if (ways.email)
    parts.push(
      `SELECT c.client_id AS id, c.last_name, c.first_name FROM (SELECT e.id AS client_id, e.last_name, e.first_name` +
        ` FROM clients e WHERE e.company_id = :pg_company AND e.email LIKE ${bind(likePattern(search))} ESCAPE '!') c` +
        ` WHERE ${after ? after.sql : '1 = 1'} ${cut}`,
    );
  const total = Math.min(found, COUNT_CAP);
  if (!parts.length) return { page: null, total, capped };
  const union = parts
    .map((q, i) => `SELECT b${i}.id, b${i}.last_name, b${i}.first_name FROM (${q}) b${i}`)
    .join(' UNION ');
  return {
    page: {
      sql: `SELECT u.id AS id FROM (${union}) u ORDER BY u.last_name ${dir}, u.first_name ${dir}, u.id ${dir} LIMIT ${take} OFFSET ${skip}`,
      params,
    },
    total,
    capped,
  };
}

/** The first and the last term starting with each prefix (null, null when none), in one statement. */
async function termEnds(
  dataSource: DataSource,
  company: number,
  prefixes: string[],
): Promise<[string | null, string | null][]> {
  const ends = prefixes.map((): [string | null, string | null] => [null, null]);
  if (!prefixes.length) return ends;
  const rows = await dataSource.query<{ p: number | string; e: number | string; term: string }[]>(
    prefixes
      .flatMap((_, i) =>
        (['ASC', 'DESC'] as const).map(
          (dir, e) =>
            `SELECT ${i} AS p, ${e} AS e, x${i}_${e}.term AS term FROM (SELECT term FROM client_search_keys` +
            ` WHERE company_id = ? AND term >= ? AND term < ? ORDER BY term ${dir} LIMIT 1) x${i}_${e}`,
        ),
      )
      .join(' UNION ALL '),
    prefixes.flatMap((p) => [company, p, p + TOP, company, p, p + TOP]),
  );
  for (const r of rows) ends[Number(r.p)][Number(r.e)] = r.term;
  return ends;
}

/**
 * The distinct terms starting with each prefix, up to PAGE_TERMS + 1 of each: one index seek per
 * term (the next term after the last one found), all the prefixes' seeks in one statement per round.
 */
async function distinctTerms(dataSource: DataSource, company: number, prefixes: string[]): Promise<string[][]> {
  const terms = prefixes.map(() => [] as string[]);
  let open = prefixes.map((prefix, i) => ({ i, from: prefix, after: false }));
  while (open.length) {
    const rows = await dataSource.query<{ p: number | string; term: string }[]>(
      open
        .map(
          (o, j) =>
            `SELECT ${o.i} AS p, x${j}.term AS term FROM (SELECT term FROM client_search_keys` +
            ` WHERE company_id = ? AND term ${o.after ? '>' : '>='} ? AND term < ? ORDER BY term LIMIT 1) x${j}`,
        )
        .join(' UNION ALL '),
      open.flatMap((o) => [company, o.from, prefixes[o.i] + TOP]),
    );
    open = [];
    for (const r of rows) {
      const i = Number(r.p);
      terms[i].push(r.term);
      if (terms[i].length <= PAGE_TERMS) open.push({ i, from: r.term, after: true });
    }
  }
  return terms;
}
