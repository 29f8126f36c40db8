/** antd Table sorter -> the API's `sort_by` / `sort_dir` (the list filter of docs/conventions.md). */
export type SortDir = 'asc' | 'desc';

export interface ListSort {
  sort_by?: string;
  sort_dir?: SortDir;
}

interface SorterLike {
  columnKey?: unknown;
  field?: unknown;
  order?: 'ascend' | 'descend' | null;
}

/** The first sorter of an antd `onChange` (single-column sorting); no order = no sort. */
export function sortFromTable(sorter: SorterLike | SorterLike[] | undefined): ListSort {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s || !s.order) return {};
  const key = s.columnKey ?? s.field;
  const sortBy = Array.isArray(key) ? key.join('.') : typeof key === 'string' ? key : undefined;
  if (!sortBy) return {};
  return { sort_by: sortBy, sort_dir: s.order === 'ascend' ? 'asc' : 'desc' };
}

/** The other way, for a controlled column's `sortOrder`. */
export function sortOrderOf(sort: ListSort, key: string): 'ascend' | 'descend' | null {
  if (sort.sort_by !== key) return null;
  return sort.sort_dir === 'desc' ? 'descend' : 'ascend';
}

/** Compares two values of a column for client-side sorting (text in Romanian order, numbers, nulls last). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  const na = typeof a === 'number' ? a : typeof a === 'string' && /^-?\d+(\.\d+)?$/.test(a) ? Number(a) : NaN;
  const nb = typeof b === 'number' ? b : typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(b) ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return text(a).localeCompare(text(b), 'ro', { sensitivity: 'base' });
}

/** Sorts a full (non-paginated) list in the browser the way the server would. */
export function sortRows<T>(rows: readonly T[], sort: ListSort, get: (row: T, key: string) => unknown): T[] {
  if (!sort.sort_by) return [...rows];
  const key = sort.sort_by;
  const dir = sort.sort_dir === 'desc' ? -1 : 1;
  return [...rows].sort((x, y) => dir * compareValues(get(x, key), get(y, key)));
}
