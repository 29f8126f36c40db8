import type { EntityManager } from 'typeorm';
import { toBani } from '@app/common/money';
import { bucharestDate } from '@app/common/time';

/** Something that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const upsertSql = (sqlite: boolean, rows: number) => {
  const values = Array.from({ length: rows }, () => '(?, ?, ?, ?, ?)').join(', ');
  const head = `INSERT INTO pass_day_stats (company_id, day, water_id, passes, revenue_bani) VALUES ${values}`;
  return sqlite
    ? `${head} ON CONFLICT (company_id, day, water_id) DO UPDATE SET passes = passes + excluded.passes, revenue_bani = revenue_bani + excluded.revenue_bani`
    : `${head} ON DUPLICATE KEY UPDATE passes = passes + VALUES(passes), revenue_bani = revenue_bani + VALUES(revenue_bani)`;
};

const isSqlite = (em: EntityManager) => em.connection.options.type === 'better-sqlite3';

/**
 * Adds (+1) or takes back (-1) one pass in the statistics of its Romanian day of issue, inside the
 * caller's transaction. Called after the pass row is written, so it is the last lock taken.
 */
export async function countPass(
  em: EntityManager,
  pass: { company_id: number; water_id: number; created_at: Date; total: string | number },
  sign: 1 | -1,
): Promise<void> {
  await em.query(upsertSql(isSqlite(em), 1), [
    pass.company_id,
    bucharestDate(pass.created_at),
    pass.water_id,
    sign,
    sign * toBani(pass.total),
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
 * Recomputes the statistics from the passes (all companies, or one): per UTC hour in SQL, then
 * per Romanian day here (Romanian midnights are whole UTC hours). Used by the migration that
 * created the table, by the scale seeder after its bulk inserts, and by tests that re-date passes.
 */
export async function rebuildPassStats(sql: Sql, sqlite: boolean, companyId?: number): Promise<void> {
  const companies = companyId
    ? [companyId]
    : ((await sql.query('SELECT DISTINCT company_id AS id FROM passes')) as { id: number | string }[]).map((r) =>
        Number(r.id),
      );
  for (const id of companies) {
    await sql.query('DELETE FROM pass_day_stats WHERE company_id = ?', [id]);
    const hour = hourOf('created_at', sqlite);
    const rows = (await sql.query(
      `SELECT ${hour} AS h, water_id, COUNT(*) AS n, SUM(total) AS amount FROM passes
        WHERE company_id = ? AND status = 'active' GROUP BY ${hour}, water_id`,
      [id],
    )) as { h: number | string; water_id: number | string; n: number | string; amount: number | string }[];
    const perDay = new Map<string, [number, string, number, number, number]>();
    for (const r of rows) {
      const day = bucharestDate(hourInstant(r.h));
      const key = `${day}|${r.water_id}`;
      const row = perDay.get(key) ?? [id, day, Number(r.water_id), 0, 0];
      row[3] += Number(r.n);
      row[4] += toBani(r.amount ?? 0);
      perDay.set(key, row);
    }
    const all = [...perDay.values()];
    for (let i = 0; i < all.length; i += 1000) {
      const chunk = all.slice(i, i + 1000);
      await sql.query(upsertSql(sqlite, chunk.length), chunk.flat());
    }
  }
}
