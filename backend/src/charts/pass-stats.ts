import type { EntityManager } from 'typeorm';
import { toBani } from '@app/common/money';
import { persisted } from '@app/common/sql';
import { ClientPassTotal } from '@app/passes/entities/client-pass-total.entity';
import { bucharestDate } from '@app/common/time';

/** Something that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Adds rows of counters to a statistics table: a new key is inserted, an existing one has the
 * counters added to its own (and keeps the later of its `latest` and the row's).
 */
const addSql = (sqlite: boolean, table: string, keys: string[], counters: string[], rows: number, latest = '') => {
  const columns = [...keys, ...counters, ...(latest ? [latest] : [])];
  const row = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(rows).fill(row).join(', ')}`;
  const add = (c: string) => (sqlite ? `${c} = ${c} + excluded.${c}` : `${c} = ${c} + VALUES(${c})`);
  const max = (c: string) => (sqlite ? `${c} = MAX(${c}, excluded.${c})` : `${c} = GREATEST(${c}, VALUES(${c}))`);
  const set = [...counters.map(add), ...(latest ? [max(latest)] : [])].join(', ');
  return sqlite
    ? `${head} ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${set}`
    : `${head} ON DUPLICATE KEY UPDATE ${set}`;
};

const upsertSql = (sqlite: boolean, rows: number) =>
  addSql(sqlite, 'pass_day_stats', ['company_id', 'day', 'water_id'], ['passes', 'revenue_bani'], rows);

const listUpsertSql = (sqlite: boolean, rows: number) =>
  addSql(sqlite, 'pass_list_stats', ['company_id', 'day', 'water_id'], ['active', 'active_bani', 'cancelled'], rows);

const clientUpsertSql = (sqlite: boolean) =>
  addSql(
    sqlite,
    'client_pass_totals',
    ['company_id', 'client_id'],
    ['active', 'active_bani', 'cancelled'],
    1,
    'last_valid_from',
  );

const isSqlite = (em: EntityManager) => em.connection.options.type === 'better-sqlite3';

/**
 * A pass issued (+1) or cancelled (-1), inside the caller's transaction, after the pass row is
 * written (so these are the last locks taken), in the three statistics: the charts' (pass_day_stats,
 * by day of issue: active passes and their total), the passes list's (pass_list_stats, by day
 * of validity: active passes, their total, and cancelled passes) and the angler's
 * (client_pass_totals, the same three and when the newest pass starts).
 */
export async function countPass(
  em: EntityManager,
  pass: {
    company_id: number;
    client_id: number;
    water_id: number;
    created_at: Date;
    valid_from: Date;
    total: string | number;
  },
  sign: 1 | -1,
): Promise<void> {
  const sqlite = isSqlite(em);
  const bani = sign * toBani(pass.total);
  const cancelled = sign === 1 ? 0 : 1;
  // Sent together: on the transaction's one connection they still run one after the other, in
  // this order, but without a turn of the event loop between them while the series is locked.
  await Promise.all([
    em.query(upsertSql(sqlite, 1), [pass.company_id, bucharestDate(pass.created_at), pass.water_id, sign, bani]),
    em.query(listUpsertSql(sqlite, 1), [
      pass.company_id,
      bucharestDate(pass.valid_from),
      pass.water_id,
      sign,
      bani,
      cancelled,
    ]),
    em.query(clientUpsertSql(sqlite), [
      pass.company_id,
      pass.client_id,
      sign,
      bani,
      cancelled,
      persisted(em.connection, ClientPassTotal, 'last_valid_from', pass.valid_from),
    ]),
  ]);
}

/** The SQL expression of a DATETIME column's UTC hour, per dialect (2026061021 / "2026-06-10 21"). */
export const hourOf = (column: string, sqlite: boolean) =>
  sqlite ? `substr(${column}, 1, 13)` : `${column} DIV 10000`;

/** An hour key from SQL as its UTC instant. */
export function hourInstant(key: number | string): Date {
  const d = String(key).replace(/\D/g, '');
  return new Date(
    Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)), Number(d.slice(8, 10))),
  );
}

/**
 * Recomputes the three statistics from the passes (all companies, or one): the two per day per UTC
 * hour in SQL, then per Romanian day here (Romanian midnights are whole UTC hours); the anglers'
 * in SQL (CLIENT_TOTALS_SQL). Used by the migrations that created the day statistics, by the scale
 * seeder after its bulk inserts, and by tests that re-date passes.
 */
export async function rebuildPassStats(sql: Sql, sqlite: boolean, companyId?: number): Promise<void> {
  const companies = companyId
    ? [companyId]
    : ((await sql.query('SELECT DISTINCT company_id AS id FROM passes')) as { id: number | string }[]).map((r) =>
        Number(r.id),
      );
  for (const id of companies) {
    const perHour = (column: string) =>
      sql.query(
        `SELECT ${hourOf(column, sqlite)} AS h, water_id,
                SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END) AS n,
                SUM(CASE WHEN status = 'active' THEN total ELSE 0 END) AS amount,
                SUM(CASE WHEN status = 'active' THEN 0 ELSE 1 END) AS cancelled
           FROM passes WHERE company_id = ? GROUP BY ${hourOf(column, sqlite)}, water_id`,
        [id],
      ) as Promise<HourRow[]>;
    await sql.query('DELETE FROM pass_day_stats WHERE company_id = ?', [id]);
    const issued = perDay(id, await perHour('created_at')).filter((r) => r[3] !== 0 || r[4] !== 0);
    for (const chunk of chunks(issued.map((r) => r.slice(0, 5))))
      await sql.query(upsertSql(sqlite, chunk.length), chunk.flat());
    await sql.query('DELETE FROM pass_list_stats WHERE company_id = ?', [id]);
    for (const chunk of chunks(perDay(id, await perHour('valid_from'))))
      await sql.query(listUpsertSql(sqlite, chunk.length), chunk.flat());
    await sql.query('DELETE FROM client_pass_totals WHERE company_id = ?', [id]);
    await sql.query(`${CLIENT_TOTALS_SQL} WHERE company_id = ? GROUP BY company_id, client_id`, [id]);
  }
}

/**
 * client_pass_totals filled from the passes, to be followed by a WHERE (or none) and
 * `GROUP BY company_id, client_id`; totals in bani, rounded as toBani() does.
 */
export const CLIENT_TOTALS_SQL = `INSERT INTO client_pass_totals (company_id, client_id, active, active_bani, cancelled, last_valid_from)
  SELECT company_id, client_id,
         SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END),
         SUM(CASE WHEN status = 'active' THEN ROUND(total * 100) ELSE 0 END),
         SUM(CASE WHEN status = 'active' THEN 0 ELSE 1 END),
         MAX(valid_from)
    FROM passes`;

type HourRow = {
  h: number | string;
  water_id: number | string;
  n: number | string;
  amount: number | string | null;
  cancelled: number | string;
};
type DayRow = [company: number, day: string, water: number, active: number, bani: number, cancelled: number];

/** Hourly rows summed per Romanian day and water. */
function perDay(companyId: number, rows: HourRow[]): DayRow[] {
  const days = new Map<string, DayRow>();
  for (const r of rows) {
    const day = bucharestDate(hourInstant(r.h));
    const key = `${day}|${r.water_id}`;
    const row = days.get(key) ?? [companyId, day, Number(r.water_id), 0, 0, 0];
    row[3] += Number(r.n);
    row[4] += toBani(r.amount ?? 0);
    row[5] += Number(r.cancelled);
    days.set(key, row);
  }
  return [...days.values()];
}

function chunks<T>(all: T[], size = 1000): T[][] {
  return Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));
}
