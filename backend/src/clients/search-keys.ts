/**
 * Search keys: what a client's name, phone and plate look like to a search, stored next to them
 * (filled on every write, indexed) so "stefan" finds "Ștefan" with an index prefix match on both
 * databases, without relying on a collation.
 *
 * - text: accents dropped (ș ş → s, ț ţ → t, ă â → a, î → i, and any other mark), lowercased;
 * - phone: its digits only, a +40 / 0040 country code written as the national 0;
 * - plate: its letters and digits only, uppercased ("cj-12 abc" → "CJ12ABC").
 */
export function foldText(raw: string): string {
  return raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "+40 744 111 222", "0040744111222", "0744-111-222" → "0744111222". */
export function phoneKey(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+40')) return `0${digits.slice(2)}`;
  if (digits.startsWith('0040')) return `0${digits.slice(4)}`;
  if (digits.length === 11 && digits.startsWith('407')) return `0${digits.slice(2)}`;
  return digits;
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
