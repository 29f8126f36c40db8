import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * An instant as a raw-query parameter. mysql2 binds Date itself (as UTC, `timezone: 'Z'`);
 * better-sqlite3 binds no Date, and TypeORM stores SQLite datetimes as UTC text
 * "YYYY-MM-DD HH:MM:SS[.mmm]", which compares correctly against "YYYY-MM-DD HH:MM:SS".
 */
export function sqlInstant(dataSource: DataSource, instant: Date): Date | string {
  return dataSource.options.type === 'better-sqlite3' ? instant.toISOString().slice(0, 19).replace('T', ' ') : instant;
}

/**
 * Several query builders' selects as one statement, one after the other (`UNION ALL`), or without
 * the rows two of them share (`UNION`): each part's SQL and parameters are written by TypeORM for
 * the driver, as `getMany` would.
 */
export function unionOf(
  parts: { getQueryAndParameters(): [string, unknown[]] }[],
  union: 'UNION ALL' | 'UNION' = 'UNION ALL',
): [string, unknown[]] {
  const written = parts.map((p) => p.getQueryAndParameters());
  return [written.map(([sql]) => sql).join(` ${union} `), written.flatMap(([, params]) => params)];
}

/** A piece of WHERE with its named parameters. */
export type SqlCondition = { sql: string; params: Record<string, unknown> };

/** A search: its ways to match, OR-ed in `sql`, and one by one in `parts` (for disjointParts()). */
export type SearchCondition = SqlCondition & { parts: SqlCondition[] };

/** The ways to match as one condition that keeps them apart too. */
export function anyOf(parts: SqlCondition[]): SearchCondition {
  return {
    sql: `(${parts.map((p) => p.sql).join(' OR ')})`,
    params: Object.assign({}, ...parts.map((p) => p.params)),
    parts,
  };
}

/**
 * The parts of a search as conditions no two rows share: the first, then the second but not the
 * first, and so on. A count over "A OR B" across two indexes makes MariaDB merge them and read
 * every matching row for what it sums (20 ms for the 8 000 passes of "Popescu" on the 2 M set);
 * counted part by part, the anglers' passes come from a covering index and the rest (a plate, a
 * number) are a handful of rows. `COALESCE(…, 0) = 0` is "not" that also holds where the part is
 * NULL (a pass without a plate), and keeps MariaDB from planning a range for every id of a list.
 */
export function disjointParts(search: SearchCondition): SqlCondition[] {
  return search.parts.map((part, i) => ({
    sql: [part.sql, ...search.parts.slice(0, i).map((p) => `COALESCE(${p.sql}, 0) = 0`)].join(' AND '),
    params: Object.assign({}, ...search.parts.slice(0, i + 1).map((p) => p.params)),
  }));
}

/**
 * Sums over the rows a query builder selects, for a search counted part by part (disjointParts())
 * in one statement: `build` gets each part (null without a search) and its place, and selects the
 * `columns` (COUNT and SUM expressions under those aliases), which are added up across the parts.
 */
export async function sumByParts(
  dataSource: DataSource,
  search: SearchCondition | null,
  build: (part: SqlCondition | null, index: number) => SelectQueryBuilder<ObjectLiteral>,
  columns: string[],
): Promise<Record<string, string | number | null>> {
  const [sql, params] = unionOf((search ? disjointParts(search) : [null]).map(build));
  const sums = columns.map((c) => `SUM(${c}) AS ${c}`).join(', ');
  const [row] = await dataSource.query<Record<string, string | number | null>[]>(
    `SELECT ${sums} FROM (${sql}) parts`,
    params,
  );
  return row ?? {};
}

const writtenSql = new Map<string, string>();

/**
 * A query builder whose SQL text is written once per process under `key`: TypeORM writes it anew
 * on every call (selections, aliases, escaped property names), which was a third of the API's CPU
 * on public verification and a part of every authenticated request's token lookup (profiled under
 * load). The text keeps its named parameters, so each call still binds its own values (lists
 * included) and TypeORM still hydrates the rows. Only for one call site's builder of one fixed
 * shape: the same joins, selections and conditions every time, only their values changing (a
 * value that turns a condition given as an object into `IS NULL` changes the shape).
 */
export function writtenOnce<T extends ObjectLiteral>(key: string, qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  let sql = writtenSql.get(key);
  if (sql === undefined) {
    sql = qb.getQuery();
    writtenSql.set(key, sql);
  }
  const text = sql;
  qb.getQuery = () => text;
  return qb;
}

/**
 * A value read raw (getRawOne, dataSource.query) as TypeORM hydrates that entity property: a
 * datetime is a Date from mysql2 but UTC text from SQLite, a boolean 1/0 on both.
 */
export function hydrated<T>(
  dataSource: DataSource,
  target: EntityTarget<ObjectLiteral>,
  property: string,
  value: unknown,
): T {
  const column = dataSource.getMetadata(target).findColumnWithPropertyName(property);
  return (column ? dataSource.driver.prepareHydratedValue(value, column) : value) as T;
}

/**
 * The ids of a page of a search's rows, sorted by `sort` then id: each disjoint part's first rows
 * through the page, in that order, from its own index, then those sorted and cut. An OR across
 * indexes walks the sort's index and reads rows until enough match (18 ms for the passes of
 * "Popescu" on the 2 M set; 4 ms this way). `build` gives a part's builder (the part and its place
 * among them) selecting `id`, without order or limit. Each part's ORDER BY and LIMIT sit in a
 * derived table: SQLite allows neither on a member of a UNION.
 */
export async function pageOfParts(
  dataSource: DataSource,
  search: SearchCondition,
  build: (part: SqlCondition, index: number) => SelectQueryBuilder<ObjectLiteral>,
  page: { sort: string; alias: string; dir: 'ASC' | 'DESC'; skip: number; perPage: number },
): Promise<number[]> {
  const { sort, alias, dir, skip, perPage } = page;
  const parts = disjointParts(search).map((part, i) =>
    build(part, i)
      .addSelect(sort, 'sort_key')
      .orderBy(sort, dir)
      .addOrderBy(`${alias}.id`, dir)
      .limit(skip + perPage)
      .getQueryAndParameters(),
  );
  const firsts = parts.map(([sql], i) => `SELECT id, sort_key FROM (${sql}) part${i}`).join(' UNION ALL ');
  const rows = await dataSource.query<{ id: number | string }[]>(
    `SELECT id FROM (${firsts}) firsts ORDER BY sort_key ${dir}, id ${dir} LIMIT ${perPage} OFFSET ${skip}`,
    parts.flatMap(([, params]) => params),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The WHERE of a per-day statistics table (pass_list_stats, receipt_day_stats) for a company, a
 * range of days (YYYY-MM-DD, both ends included) and columns equal to a value; undefined values
 * are left out.
 */
export function dayStatsWhere(
  companyId: number,
  days: { from?: string; to?: string },
  equal: Record<string, unknown> = {},
): { where: string; params: unknown[] } {
  const where = ['company_id = ?'];
  const params: unknown[] = [companyId];
  const add = (sql: string, value: unknown) => {
    if (value === undefined) return;
    where.push(sql);
    params.push(value);
  };
  add('day >= ?', days.from);
  add('day <= ?', days.to);
  for (const [column, value] of Object.entries(equal)) add(`${column} = ?`, value);
  return { where: where.join(' AND '), params };
}
