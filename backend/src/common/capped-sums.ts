import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP } from './pagination';
import { disjointParts, type SearchCondition, type SqlCondition } from './sql';

/** A search's count up to COUNT_CAP, and its sums while the count is exact. */
export interface CappedSums {
  /** The matches counted, at most COUNT_CAP. */
  rows: number;
  /** More than COUNT_CAP matched: `rows` is COUNT_CAP and `sums` is null (they were not all read). */
  capped: boolean;
  sums: Record<string, string | number | null> | null;
  /**
   * With `byPart`: how many of the rows counted each part gave, in order (the parts are read one
   * after the other, so a part that reached COUNT_CAP + 1 has more matches than COUNT_CAP).
   */
  partRows?: number[];
}

/**
 * The count of a search's rows, exact up to COUNT_CAP, and sums over them (a list's totals): each
 * disjoint part of the search (disjointParts()) gives at most COUNT_CAP + 1 rows, in whatever order
 * its index reads them, and the whole stops at COUNT_CAP + 1. So it reads at most that many index
 * entries per part, however many rows the search matches: a search staff type at the gate costs
 * what its first page does, not what the company holds ("peste 1 000" on the list; the clients
 * search counts its anglers the same way, clients/clients.service.ts). Past the cap the sums are
 * not given: they would need every match.
 *
 * `build` gives a part's builder selecting the columns the sums read (no aggregate, no order);
 * `sums` maps each answer's alias to an aggregate over those columns (`SUM(total)`). One statement.
 * Each part's LIMIT sits in a derived table: SQLite allows none on a member of a UNION.
 */
export async function cappedSums(
  dataSource: DataSource,
  search: SearchCondition,
  build: (part: SqlCondition, index: number) => SelectQueryBuilder<ObjectLiteral>,
  sums: Record<string, string>,
  options: { byPart?: boolean } = {},
): Promise<CappedSums> {
  const limit = COUNT_CAP + 1;
  const parts = disjointParts(search).map((part, i) => build(part, i).limit(limit).getQueryAndParameters());
  const found = parts
    .map(([sql], i) => `SELECT part${i}.*${options.byPart ? `, ${i} AS capped_part` : ''} FROM (${sql}) part${i}`)
    .join(' UNION ALL ');
  const aggregates = Object.entries(sums).map(([alias, sql]) => `, ${sql} AS ${alias}`);
  if (options.byPart)
    parts.forEach((_, i) =>
      aggregates.push(`, SUM(CASE WHEN capped_part = ${i} THEN 1 ELSE 0 END) AS capped_part${i}`),
    );
  const [row] = await dataSource.query<Record<string, string | number | null>[]>(
    `SELECT COUNT(*) AS capped_n${aggregates.join('')} FROM (${found} LIMIT ${limit}) found`,
    parts.flatMap(([, params]) => params),
  );
  const n = Number(row?.capped_n ?? 0);
  const partRows = options.byPart ? { partRows: parts.map((_, i) => Number(row?.[`capped_part${i}`] ?? 0)) } : {};
  if (n > COUNT_CAP) return { rows: COUNT_CAP, capped: true, sums: null, ...partRows };
  const { capped_n: _n, ...values } = row ?? {};
  if (options.byPart) parts.forEach((_, i) => delete values[`capped_part${i}`]);
  return { rows: n, capped: false, sums: values, ...partRows };
}
