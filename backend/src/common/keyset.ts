import type { DataSource } from 'typeorm';
import { cursorKey, sqlInstant, type SqlCondition } from './sql';

/**
 * Keyset paging: the next page starts after the last row of this one, found by its sort value and
 * id in the list's index, instead of skipping the rows before it (OFFSET reads and drops every one:
 * page 1 000 read 25 000 index entries). The cursor is the last row's position, opaque to the
 * client (base64url of JSON), valid for one sort: used with another sort or direction it is
 * ignored and the page number applies. Only for sort columns that are never NULL.
 */
interface Position {
  /** The sort column and direction the cursor was made for. */
  s: string;
  d: 'ASC' | 'DESC';
  /** The last row's sort value: a number, a text, or an instant (`t: 'i'`, epoch ms). */
  v: string | number;
  t?: 'i';
  id: number;
}

/**
 * The sort values of the row `id` of `table` as a cursor must hold them (cursorKey()), for a page
 * read as entities (their instants cut to milliseconds): `fromEntity` gives a column's value where
 * the entity's is exact, and the row is read again only where one is not (MariaDB's instants).
 */
export async function cursorValues(
  dataSource: DataSource,
  table: string,
  sorts: string[],
  id: number,
  fromEntity: (sort: string) => unknown,
): Promise<unknown[]> {
  const columns = sorts.map((s) => s.replace(/^\w+\./, ''));
  const keys = columns.map((c) => cursorKey(dataSource, c));
  if (keys.every((k, i) => k === columns[i])) return sorts.map(fromEntity);
  const [exact] = await dataSource.query<Record<string, unknown>[]>(
    `SELECT ${keys.map((k, i) => `${k} AS v${i}`).join(', ')} FROM ${table} WHERE id = ?`,
    [id],
  );
  return exact ? keys.map((_, i) => exact[`v${i}`]) : sorts.map(fromEntity);
}

/** The cursor after a page's last row, from its raw sort value and id. */
export function cursorAfter(sort: string, dir: 'ASC' | 'DESC', value: unknown, id: number): string {
  const position: Position =
    value instanceof Date
      ? { s: sort, d: dir, v: value.getTime(), t: 'i', id }
      : { s: sort, d: dir, v: typeof value === 'number' ? value : String(value), id };
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * "After the cursor" in `sort` order with `id` breaking ties, or null when there is no cursor or it
 * was made for another order (or is not one).
 */
export function keysetWhere(
  dataSource: DataSource,
  cursor: string | undefined,
  sort: string,
  dir: 'ASC' | 'DESC',
  id: string,
): SqlCondition | null {
  if (!cursor) return null;
  let p: Position;
  try {
    p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
  } catch {
    return null;
  }
  if (!p || p.s !== sort || p.d !== dir || !Number.isSafeInteger(p.id)) return null;
  if (typeof p.v !== 'number' && typeof p.v !== 'string') return null;
  if (p.t === 'i' && (typeof p.v !== 'number' || !Number.isFinite(new Date(p.v).getTime()))) return null;
  const value = p.t === 'i' ? sqlInstant(dataSource, new Date(p.v)) : p.v;
  const op = dir === 'DESC' ? '<' : '>';
  return {
    sql: `(${sort} ${op} :keyset_value OR (${sort} = :keyset_value AND ${id} ${op} :keyset_id))`,
    params: { keyset_value: value, keyset_id: p.id },
  };
}

/** The position of a row in an order of several columns (`sorts`, then the id). */
interface Positions {
  s: string;
  d: 'ASC' | 'DESC';
  v: (string | number)[];
  t?: ('i' | null)[];
  id: number;
}

/**
 * cursorAfter() for an order of several columns (the clients by last name, then first name, then
 * id): the last row's values, one per column.
 */
export function cursorAfterMany(sorts: string[], dir: 'ASC' | 'DESC', values: unknown[], id: number): string {
  const position: Positions = {
    s: sorts.join(','),
    d: dir,
    v: values.map((v) => (v instanceof Date ? v.getTime() : typeof v === 'number' ? v : String(v))),
    t: values.map((v) => (v instanceof Date ? 'i' : null)),
    id,
  };
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * keysetWhere() for an order of several columns, all in `dir`, then `id`: "(a, b, id) after the
 * cursor's", written as (a > :a) OR (a = :a AND b > :b) OR (a = :a AND b = :b AND id > :id), which
 * both databases read from an index on (a, b, id). Null when there is no cursor, it was made for
 * another order, or it is not one. Only for columns that are never NULL.
 */
export function keysetWhereMany(
  dataSource: DataSource,
  cursor: string | undefined,
  sorts: string[],
  dir: 'ASC' | 'DESC',
  id: string,
): SqlCondition | null {
  if (!cursor) return null;
  let p: Positions;
  try {
    p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Positions;
  } catch {
    return null;
  }
  if (!p || p.s !== sorts.join(',') || p.d !== dir || !Number.isSafeInteger(p.id)) return null;
  if (!Array.isArray(p.v) || p.v.length !== sorts.length) return null;
  const values: unknown[] = [];
  for (const [i, v] of p.v.entries()) {
    if (typeof v !== 'number' && typeof v !== 'string') return null;
    if (p.t?.[i] === 'i') {
      if (typeof v !== 'number' || !Number.isFinite(new Date(v).getTime())) return null;
      values.push(sqlInstant(dataSource, new Date(v)));
    } else values.push(v);
  }
  const op = dir === 'DESC' ? '<' : '>';
  const params: Record<string, unknown> = { keyset_id: p.id };
  values.forEach((v, i) => (params[`keyset_v${i}`] = v));
  const columns = [...sorts, id];
  const branches = columns.map((column, i) =>
    [
      ...columns.slice(0, i).map((c, j) => `${c} = :keyset_v${j}`),
      `${column} ${op} ${i < sorts.length ? `:keyset_v${i}` : ':keyset_id'}`,
    ].join(' AND '),
  );
  return { sql: `(${branches.map((b) => `(${b})`).join(' OR ')})`, params };
}
