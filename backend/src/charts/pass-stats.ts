import type { EntityManager } from 'typeorm';
import { toBani } from '@app/common/money';
import { addCountersSql, inOneTrip, persisted, type Statement } from '@app/common/sql';
import { bucharestDate } from '@app/common/time';

/** Something that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const upsertSql = (sqlite: boolean, rows: number) =>
  addCountersSql(sqlite, 'pass_day_stats', ['company_id', 'day', 'water_id'], ['passes', 'revenue_bani'], rows);

const listUpsertSql = (sqlite: boolean, rows: number) =>
  addCountersSql(
    sqlite,
    'pass_list_stats',
    ['company_id', 'day', 'water_id'],
    ['active', 'active_bani', 'cancelled'],
    rows,
  );

const clientUpsertSql = (sqlite: boolean) =>
  addCountersSql(
    sqlite,
    'client_pass_totals',
    ['company_id', 'client_id'],
    ['active', 'active_bani', 'cancelled'],
    1,
    'last_valid_from',
  );

const isSqlite = (em: EntityManager) => em.connection.options.type === 'better-sqlite3';

/** What countPass() counts of a pass. */
type Counted = {
  company_id: number;
  client_id: number;
  water_id: number;
  created_at: Date;
  valid_from: Date;
  total: string | number;
};

/**
 * A pass issued (+1) or cancelled (-1) in the three statistics, as statements for the caller's
 * transaction, to run after the pass row is written (so these are the last locks taken): the
 * charts' (pass_day_stats, by day of issue: active passes and their total), the passes list's
 * (pass_list_stats, by day of validity: active passes, their total, and cancelled passes) and the
 * angler's (client_pass_totals, the same three and when the newest pass starts). The tables are
 * named, as in their SQL: `last_valid_from` is written as TypeORM writes that table's column.
 */
export function passCounts(em: EntityManager, pass: Counted, sign: 1 | -1): Statement[] {
  const sqlite = isSqlite(em);
  const bani = sign * toBani(pass.total);
  const cancelled = sign === 1 ? 0 : 1;
  return [
    [upsertSql(sqlite, 1), [pass.company_id, bucharestDate(pass.created_at), pass.water_id, sign, bani]],
    [listUpsertSql(sqlite, 1), [pass.company_id, bucharestDate(pass.valid_from), pass.water_id, sign, bani, cancelled]],
    [
      clientUpsertSql(sqlite),
      [
        pass.company_id,
        pass.client_id,
        sign,
        bani,
        cancelled,
        persisted(em.connection, 'client_pass_totals', 'last_valid_from', pass.valid_from),
      ],
    ],
  ];
}

/** passCounts(), run in one round trip. */
export const countPass = (em: EntityManager, pass: Counted, sign: 1 | -1): Promise<void> =>
  inOneTrip(em, passCounts(em, pass, sign));

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
