import type { EntityManager } from 'typeorm';
import { toBani } from '@app/common/money';
import { addCountersSql, inOneTrip, type Statement } from '@app/common/sql';

/** Something that runs SQL: a DataSource, an EntityManager or a QueryRunner. */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

const upsertSql = (sqlite: boolean, rows: number) =>
  addCountersSql(sqlite, 'receipt_day_stats', ['company_id', 'day'], ['receipts', 'issued_bani'], rows);

type Counted = { company_id: number; issued_on: string; amount: string | number };

/**
 * A receipt issued (+1 receipt, +its amount) or cancelled (the receipt stays counted, its amount
 * goes), as a statement for the caller's transaction, after the receipt row is written.
 */
export function receiptCounts(em: EntityManager, receipt: Counted, change: 'issued' | 'cancelled'): Statement[] {
  const sqlite = em.connection.options.type === 'better-sqlite3';
  const bani = toBani(receipt.amount);
  return [
    [
      upsertSql(sqlite, 1),
      [receipt.company_id, receipt.issued_on, change === 'issued' ? 1 : 0, change === 'issued' ? bani : -bani],
    ],
  ];
}

/** receiptCounts(), run. */
export const countReceipt = (em: EntityManager, receipt: Counted, change: 'issued' | 'cancelled'): Promise<void> =>
  inOneTrip(em, receiptCounts(em, receipt, change));

/** Recomputes the statistics from the receipts (all companies, or one). */
export async function rebuildReceiptStats(sql: Sql, sqlite: boolean, companyId?: number): Promise<void> {
  await sql.query(
    `DELETE FROM receipt_day_stats${companyId ? ' WHERE company_id = ?' : ''}`,
    companyId ? [companyId] : [],
  );
  const rows = (await sql.query(
    `SELECT company_id, ${sqlite ? 'issued_on' : "DATE_FORMAT(issued_on, '%Y-%m-%d')"} AS day, COUNT(*) AS n,
            SUM(CASE WHEN status = 'issued' THEN amount ELSE 0 END) AS amount
       FROM receipts${companyId ? ' WHERE company_id = ?' : ''} GROUP BY company_id, issued_on`,
    companyId ? [companyId] : [],
  )) as { company_id: number | string; day: string; n: number | string; amount: number | string | null }[];
  const all = rows.map((r) => [Number(r.company_id), String(r.day).slice(0, 10), Number(r.n), toBani(r.amount ?? 0)]);
  for (let i = 0; i < all.length; i += 1000) {
    const chunk = all.slice(i, i + 1000);
    await sql.query(upsertSql(sqlite, chunk.length), chunk.flat());
  }
}
