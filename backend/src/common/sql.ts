import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import { tenantWhere } from './tenancy';

type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * An instant as a raw-query parameter. mysql2 binds Date itself (as UTC, `timezone: 'Z'`);
 * better-sqlite3 binds no Date, and TypeORM stores SQLite datetimes as UTC text
 * "YYYY-MM-DD HH:MM:SS[.mmm]", which compares correctly against "YYYY-MM-DD HH:MM:SS".
 */
export function sqlInstant(dataSource: DataSource, instant: Date): Date | string {
  return dataSource.options.type === 'better-sqlite3' ? instant.toISOString().slice(0, 19).replace('T', ' ') : instant;
}

/**
 * A sort column as a cursor must hold it. MariaDB keeps the creation and change instants
 * (`created_at`, `updated_at`: datetime(6) in every table) to the microsecond, and a JS Date to the
 * millisecond: a cursor made from a Date would pass over the rows after the page's last one within
 * its millisecond (all of a batch saved in one statement share its instant). They are read as their
 * exact text instead, which MariaDB compares with the column as the instant it names, in its index.
 * SQLite holds them as text already; other columns are read as they are.
 */
export function cursorKey(dataSource: DataSource, column: string): string {
  return dataSource.options.type !== 'better-sqlite3' && /(^|\.)(created|updated)_at$/.test(column)
    ? `DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s.%f')`
    : column;
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
 * every matching row for what it sums (BENCHMARKS.md, "Measurements behind the code");
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
export function writtenOnce<T extends ObjectLiteral>(
  key: string,
  qb: SelectQueryBuilder<T>,
  complete?: (written: string) => string,
): SelectQueryBuilder<T> {
  let sql = writtenSql.get(key);
  if (sql === undefined) {
    sql = qb.getQuery();
    writtenSql.set(key, sql);
  }
  // `complete` adds what is not the builder's to the text written once (pageRows()' page).
  const text = complete ? complete(sql) : sql;
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
 * A value as TypeORM writes that entity property, for a raw query: a datetime is a Date for mysql2
 * and UTC text with milliseconds for SQLite, as in the rows TypeORM wrote, so the two compare.
 */
export function persisted(
  dataSource: DataSource,
  target: EntityTarget<ObjectLiteral>,
  property: string,
  value: unknown,
): unknown {
  const column = dataSource.getMetadata(target).findColumnWithPropertyName(property);
  return column ? dataSource.driver.preparePersistentValue(value, column) : value;
}

/**
 * The ids of a page of a search's rows, sorted by `sort` then id: each disjoint part's first rows
 * through the page, in that order, from its own index, then those sorted and cut. An OR across
 * indexes walks the sort's index and reads rows until enough match (the timings:
 * BENCHMARKS.md, "Measurements behind the code"). `build` gives a part's builder (the part and its place
 * among them) selecting `id`, without order or limit. Each part's ORDER BY and LIMIT sit in a
 * derived table: SQLite allows neither on a member of a UNION.
 */
export async function pageOfParts(
  dataSource: DataSource,
  search: SearchCondition,
  build: (part: SqlCondition, index: number) => SelectQueryBuilder<ObjectLiteral>,
  page: PartsPage,
): Promise<{ id: number; sort_key: unknown }[]> {
  const { sql, params } = partsPage(dataSource, search, build, page);
  const [query, bound] = dataSource.driver.escapeQueryWithParameters(sql, params);
  const rows = await dataSource.query<{ id: number | string; sort_key: unknown }[]>(query, bound);
  return rows.map((r) => ({ id: Number(r.id), sort_key: r.sort_key }));
}

type PartsPage = {
  sort: string;
  alias: string;
  dir: 'ASC' | 'DESC';
  skip: number;
  perPage: number;
  after?: SqlCondition | null;
};

/** pageOfParts()'s SELECT of `id` and `sort_key`, not run: for pageRows(). */
export function partsPage(
  dataSource: DataSource,
  search: SearchCondition,
  build: (part: SqlCondition, index: number) => SelectQueryBuilder<ObjectLiteral>,
  page: PartsPage,
): SqlCondition {
  const { sort, alias, dir, skip, perPage, after } = page;
  const parts = disjointParts(search).map((part, i) => {
    const qb = build(part, i)
      .addSelect(cursorKey(dataSource, sort), 'sort_key')
      .orderBy(sort, dir)
      .addOrderBy(`${alias}.id`, dir)
      .limit(skip + perPage);
    // A keyset page (common/keyset.ts): each part from where the last page ended.
    if (after) qb.andWhere(after.sql, after.params);
    // The parts share their parameters' names only for the same values (disjointParts()).
    return { sql: qb.getQuery(), params: qb.getParameters() };
  });
  const firsts = parts.map(({ sql }, i) => `SELECT id, sort_key FROM (${sql}) part${i}`).join(' UNION ALL ');
  return {
    sql: `SELECT id, sort_key FROM (${firsts}) firsts ORDER BY sort_key ${dir}, id ${dir} LIMIT ${perPage} OFFSET ${skip}`,
    params: Object.assign({}, ...parts.map((p) => p.params)),
  };
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
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    if (value === undefined) return;
    where.push(sql);
    params.push(value);
  };
  const equalTo = (columns: Record<string, unknown>) => {
    for (const [column, value] of Object.entries(columns)) add(`${column} = ?`, value);
  };
  // The company first: the tables' keys start with it.
  equalTo(tenantWhere<{ company_id: number }>(companyId));
  add('day >= ?', days.from);
  add('day <= ?', days.to);
  equalTo(equal);
  return { where: where.join(' AND '), params };
}

type Hydration = {
  /** Whether the raw keys were found in a real row (once). */
  checked: boolean;
  /** Each selected alias: where it goes (null: the row's entity), its entity, the raw keys of its columns. */
  aliases: {
    name: string;
    parent: string | null;
    property: string | null;
    create: () => ObjectLiteral;
    columns: { key: string; column: ColumnMetadata }[];
    primary: string;
  }[];
};

const hydrations = new Map<string, Hydration>();

/** What `qb` selects, alias by alias, with the raw key TypeORM names each column by (`alias_column`). */
function hydrationOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Hydration {
  const { mainAlias, joinAttributes, selects } = qb.expressionMap;
  if (!mainAlias?.hasMetadata) throw new Error('manyToOne(): the query has no entity');
  const selected = (alias: string, metadata: EntityMetadata) => {
    // As TypeORM's own transformer: a relation's virtual id column is not a property.
    const all = metadata.columns.filter((c) => !c.isVirtual);
    // A whole alias is the columns not left out of selections (`select: false`, a password).
    if (selects.some((s) => s.selection === alias)) return all.filter((c) => c.isSelect);
    return all.filter((c) => selects.some((s) => s.selection === `${alias}.${c.propertyPath}`));
  };
  const entry = (name: string, metadata: EntityMetadata, parent: string | null, property: string | null) => ({
    name,
    parent,
    property,
    create: () => metadata.create() as ObjectLiteral,
    columns: selected(name, metadata).map((column) => ({ key: `${name}_${column.databaseName}`, column })),
    primary: `${name}_${metadata.primaryColumns[0].databaseName}`,
  });
  const joins = joinAttributes.filter((j) => j.isSelected);
  for (const j of joins)
    if (!j.relation?.isManyToOne && !j.relation?.isOneToOneOwner && !(j.mapToProperty && !j.isMany))
      throw new Error(`manyToOne(): ${j.alias.name} is not a many-to-one join`);
  return {
    checked: false,
    aliases: [
      entry(mainAlias.name, mainAlias.metadata, null, null),
      // A relation's join, or a join mapped to one entity (leftJoinAndMapOne('p.receipt', …)).
      ...joins.map((j) =>
        j.relation
          ? entry(j.alias.name, j.metadata!, j.parentAlias!, j.relation.propertyName)
          : entry(j.alias.name, j.metadata!, j.mapToPropertyParentAlias!, j.mapToPropertyPropertyName!),
      ),
    ],
  };
}

/**
 * The entities a query builder selects when each of its joins is many-to-one (a row is one entity
 * with its relations), its SQL written once (writtenOnce()): the raw rows mapped by a plan made
 * once per `key`, each value converted as TypeORM converts it (the driver's prepareHydratedValue).
 * TypeORM's own transformer works the plan out again for every row and groups the rows by primary
 * key for joins to many: a fifth of the API's CPU on a pass's detail (profiled under load). A
 * relation a LEFT JOIN does not find is null. Same conditions as writtenOnce() for `key`: one call
 * site's builder of one fixed shape.
 */
export async function manyToOne<T extends ObjectLiteral>(key: string, qb: SelectQueryBuilder<T>): Promise<T[]> {
  return (await hydratedRows(key, qb)).map(({ entity }) => entity);
}

/** Stands for the page's SELECT in pageRows()' text written once. */
const PAGE_MARK = '(SELECT NULL AS id)';

/**
 * A page's rows in the statement that picks the page: a deferred join, in one round trip instead
 * of two (each statement costs the API about 90 µs of CPU in the driver, BENCHMARKS.md, "Session
 * 21"). `page` selects the page's `id` and the columns it is sorted by (`order`, then `id`, `dir`)
 * with its own ORDER BY and LIMIT (or keyset condition), in a derived table MariaDB and SQLite do
 * not merge into the join: it still reads its index alone and stops at the page, and the rows
 * are sorted on its columns, the join's first table (sorted on the joined rows' own columns,
 * MariaDB first copies them all to a temporary table, BENCHMARKS.md, "Session 24"). `qb`'s rows
 * (manyToOne(), one fixed shape per `key`) are those whose `column` is one of its ids, in its
 * order, each with the page's columns named in `select` (raw, `pg_` + name). The page's SELECT
 * goes into the text once TypeORM has written the rest (once per `key` and `dir`).
 */
export async function pageRows<T extends ObjectLiteral>(
  key: string,
  qb: SelectQueryBuilder<T>,
  page: SqlCondition & { column: string; order: string[]; select: string[]; dir: 'ASC' | 'DESC' },
): Promise<{ row: T; raw: Record<string, unknown> }[]> {
  const { column, order, select, dir } = page;
  qb.innerJoin(PAGE_MARK, 'pg', `pg.id = ${column}`).setParameters(page.params);
  for (const c of select) qb.addSelect(`pg.${c}`, `pg_${c}`);
  qb.orderBy(`pg.${order[0] ?? 'id'}`, dir);
  for (const c of [...order.slice(1), ...(order.length ? ['id'] : [])]) qb.addOrderBy(`pg.${c}`, dir);
  const rows = await hydratedRows(`${key} ${dir}`, qb, (text) => text.replace(PAGE_MARK, () => `(${page.sql})`));
  return rows.map(({ entity, raw }) => ({ row: entity, raw }));
}

/** manyToOne()'s entities with their raw rows; `text` completes the SQL written once before it runs. */
async function hydratedRows<T extends ObjectLiteral>(
  key: string,
  qb: SelectQueryBuilder<T>,
  text?: (written: string) => string,
): Promise<{ entity: T; raw: Record<string, unknown> }[]> {
  let plan = hydrations.get(key);
  if (!plan) {
    plan = hydrationOf(qb);
    hydrations.set(key, plan);
  }
  const driver = qb.connection.driver;
  writtenOnce(key, qb, text);
  const rows = await qb.getRawMany<Record<string, unknown>>();
  if (rows.length && !plan.checked) {
    const missing = plan.aliases.flatMap((a) => a.columns.map((c) => c.key)).filter((k) => !(k in rows[0]));
    if (missing.length) throw new Error(`manyToOne(${key}): no ${missing.join(', ')} in the rows`);
    plan.checked = true;
  }
  const aliases = plan.aliases;
  return rows.map((row) => {
    const made = new Map<string, ObjectLiteral | null>();
    for (const alias of aliases) {
      let entity: ObjectLiteral | null = null;
      if (row[alias.primary] !== null && row[alias.primary] !== undefined) {
        entity = alias.create();
        for (const { key: rawKey, column } of alias.columns)
          column.setEntityValue(entity, driver.prepareHydratedValue(row[rawKey], column));
      }
      made.set(alias.name, entity);
      const parent = alias.parent === null ? null : made.get(alias.parent);
      if (parent && alias.property) parent[alias.property] = entity;
    }
    return { entity: made.get(aliases[0].name) as T, raw: row };
  });
}

/**
 * Adds rows of counters to a statistics table: a new key is inserted, an existing one has the
 * counters added to its own (and keeps the later of its `latest` and the row's).
 */
export const addCountersSql = (
  sqlite: boolean,
  table: string,
  keys: string[],
  counters: string[],
  rows: number,
  latest = '',
) => {
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

/** A raw statement with its positional parameters. */
export type Statement = [sql: string, params: unknown[]];

/**
 * Writes that must run in order inside the caller's transaction, sent to MariaDB as one
 * anonymous block (`BEGIN NOT ATOMIC …; …; END`): a single statement, so one round trip instead of
 * one each, without turning on the driver's multi-statement mode for the whole pool. mysql2 fills
 * the `?` on the client, each value escaped. Under a row lock every round trip is time the next
 * issuer waits (writes that need new ids in the same trip: common/write-plan.ts). A failure fails
 * the block and the transaction is rolled back as for any statement. MySQL has no such block and
 * SQLite runs in process: there they are run one after the other.
 */
export async function inOneTrip(em: EntityManager, statements: Statement[]): Promise<void> {
  if (em.connection.options.type !== 'mariadb' || statements.length < 2) {
    for (const [sql, params] of statements) await em.query(sql, params);
    return;
  }
  await em.query(
    `BEGIN NOT ATOMIC ${statements.map(([sql]) => `${sql};`).join(' ')} END`,
    statements.flatMap(([, params]) => params),
  );
}
