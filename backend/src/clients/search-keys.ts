/**
 * Search keys: what a client's name, phone and plate look like to a search, stored next to them
 * (filled on every write, indexed) so "stefan" finds "Ștefan" with an index prefix match on both
 * databases, without relying on a collation.
 *
 * - text: accents dropped (ș ş → s, ț ţ → t, ă â → a, î → i, and any other mark), lowercased;
 * - phone: its digits only, a +40 / 0040 country code written as the national 0;
 * - plate: its letters and digits only, uppercased ("cj-12 abc" → "CJ12ABC").
 */
import { phoneKey } from '@balti/domain';

export function foldText(raw: string): string {
  return raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function plateKey(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export interface ClientSearchKeys {
  search_last: string;
  search_first: string;
  search_phone: string | null;
  search_plate: string | null;
}

/** The keys of one client, from its columns. */
export function clientSearchKeys(c: {
  first_name: string;
  last_name: string;
  phone?: string | null;
  car_plate?: string | null;
}): ClientSearchKeys {
  return {
    search_last: foldText(c.last_name ?? '').slice(0, 80),
    search_first: foldText(c.first_name ?? '').slice(0, 80),
    search_phone: c.phone ? phoneKey(c.phone).slice(0, 32) || null : null,
    search_plate: c.car_plate ? plateKey(c.car_plate).slice(0, 16) || null : null,
  };
}

/** What a migration can run (TypeORM's QueryRunner); raw SQL with `?` parameters on both databases. */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Fills the search keys of the clients already stored (the migration that adds them), 500 rows
 * an UPDATE. `updated_at = updated_at` keeps MariaDB's ON UPDATE from touching the rows' times.
 */
export async function backfillClientSearchKeys(db: Sql): Promise<void> {
  const columns = ['search_last', 'search_first', 'search_phone', 'search_plate'] as const;
  type Row = {
    id: number | string;
    first_name: string;
    last_name: string;
    phone: string | null;
    car_plate: string | null;
  };
  for (let last = 0; ;) {
    const rows = (await db.query(
      'SELECT id, first_name, last_name, phone, car_plate FROM clients WHERE id > ? ORDER BY id LIMIT 500',
      [last],
    )) as Row[];
    if (rows.length === 0) return;
    const keys = rows.map((r) => clientSearchKeys(r));
    const ids = rows.map((r) => Number(r.id));
    const sets = columns.map((c) => `${c} = CASE id ${rows.map(() => 'WHEN ? THEN ?').join(' ')} END`);
    const params = columns.flatMap((c) => ids.flatMap((id, i) => [id, keys[i][c]]));
    await db.query(
      `UPDATE clients SET ${sets.join(', ')}, updated_at = updated_at WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...params, ...ids],
    );
    last = ids[ids.length - 1];
  }
}

/**
 * The rows of the client_search_keys table for one client: what a search narrows by, each a term
 * found by a prefix range of the (company_id, term) primary key (client-search.ts):
 * - `n:` every word of the last and the first name, folded ("ștefan-ionuț" → n:stefan, n:ionut);
 * - `t:` every suffix of the phone's digits of 3 or more, so any run of 3 digits or more is the
 *   start of one of them ("0744111222" → t:0744111222, t:744111222 … t:222);
 * - `v:` the plate; `c:` the CNP.
 */
export function clientSearchTerms(c: {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  car_plate?: string | null;
  cnp?: string | null;
}): string[] {
  const terms = new Set<string>();
  for (const word of nameWords(`${c.last_name ?? ''} ${c.first_name ?? ''}`)) terms.add(`n:${word.slice(0, 40)}`);
  const phone = c.phone ? phoneKey(c.phone).slice(0, 20) : '';
  for (let i = 0; i + 3 <= phone.length; i++) terms.add(`t:${phone.slice(i)}`);
  const plate = c.car_plate ? plateKey(c.car_plate).slice(0, 16) : '';
  if (plate) terms.add(`v:${plate}`);
  if (c.cnp) terms.add(`c:${c.cnp}`);
  return [...terms];
}

/** The folded words of a name or a search ("Popescu-Ionescu Ștefan" → popescu, ionescu, stefan). */
export function nameWords(raw: string): string[] {
  return foldText(raw)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The key rows' INSERT for the clients given, raw SQL with `?` parameters (both databases). Each
 * row carries its client's last and first name as written (the list's name order, in the
 * clients' collation), so a search's page is read in that order from the terms' index
 * (IDX_client_search_keys_name; client-search.ts, searchPageByName).
 */
export function searchKeysInsert(
  clients: { id: number; company_id: number; last_name: string; first_name: string; terms: string[] }[],
): [sql: string, params: unknown[]] | null {
  const rows = clients.flatMap((c) => c.terms.map((term) => [c.company_id, term, c.id, c.last_name, c.first_name]));
  if (!rows.length) return null;
  return [
    `INSERT INTO client_search_keys (company_id, term, client_id, last_name, first_name) VALUES ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    rows.flat(),
  ];
}

/** Fills client_search_keys from the clients already stored (the migration that adds the table), 500 a batch. */
export async function backfillClientSearchTerms(db: Sql): Promise<void> {
  type Row = {
    id: number | string;
    company_id: number | string;
    first_name: string;
    last_name: string;
    phone: string | null;
    car_plate: string | null;
    cnp: string | null;
  };
  for (let last = 0; ;) {
    const rows = (await db.query(
      'SELECT id, company_id, first_name, last_name, phone, car_plate, cnp FROM clients WHERE id > ? ORDER BY id LIMIT 500',
      [last],
    )) as Row[];
    if (rows.length === 0) return;
    // The table as that migration made it: the names came later (ClientSearchKeyNames1795650000000).
    const keys = rows.flatMap((r) => clientSearchTerms(r).map((term) => [Number(r.company_id), term, Number(r.id)]));
    if (keys.length)
      await db.query(
        `INSERT INTO client_search_keys (company_id, term, client_id) VALUES ${keys.map(() => '(?, ?, ?)').join(', ')}`,
        keys.flat(),
      );
    last = Number(rows[rows.length - 1].id);
  }
}
