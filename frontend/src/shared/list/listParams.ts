/**
 * A list's view (page, page size, sort, search, filters) as URL query parameters and back, after
 * react-admin's useListParams: the URL is the only place the view lives, so Back, reload and a
 * shared link show the same list. Values equal to the list's defaults are left out of the URL.
 *
 *   ?page=2&per_page=50&sort=-valid_from&q=popescu&water_id=3
 *
 * `sort` is the column key, with a leading "-" for descending.
 */
import type { ListSort } from '@/shared/components/tableSort';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

/** Filter values as the URL holds them: text, or absent. Each page converts its own. */
export type FilterValues = Record<string, string | undefined>;

export interface ListParams {
  page: number;
  perPage: number;
  sort: ListSort;
  search: string;
  filters: FilterValues;
  /**
   * Where this page starts (the API's `next_cursor` of the page before it, common/keyset.ts on the
   * server): set when "next" was clicked, so a deep page costs what the first does. Any other change
   * of the view drops it, and the page number applies.
   */
  after?: string;
}

export interface ListDefaults {
  perPage?: number;
  sort?: ListSort;
  /** A filter's value when the URL names none (the users list shows the active ones). */
  filters?: FilterValues;
}

const RESERVED = new Set(['page', 'per_page', 'sort', 'q', 'after']);

function sortToText(sort: ListSort): string {
  if (!sort.sort_by) return '';
  return `${sort.sort_dir === 'desc' ? '-' : ''}${sort.sort_by}`;
}

function sortFromText(text: string | null): ListSort | null {
  if (text === null) return null;
  if (text === '') return {};
  const desc = text.startsWith('-');
  const key = desc ? text.slice(1) : text;
  if (!/^[a-z_][a-z0-9_.]*$/i.test(key)) return null;
  return { sort_by: key, sort_dir: desc ? 'desc' : 'asc' };
}

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** The view a URL's query describes; anything missing or malformed falls back to the defaults. */
export function parseListParams(
  query: URLSearchParams,
  filterNames: readonly string[],
  defaults: ListDefaults = {},
): ListParams {
  const perPage = positiveInt(query.get('per_page'));
  const filters: FilterValues = {};
  for (const name of filterNames) {
    if (RESERVED.has(name)) continue;
    const v = query.get(name);
    const value = v === null ? defaults.filters?.[name] : v;
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return {
    page: positiveInt(query.get('page')) ?? 1,
    perPage:
      perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : (defaults.perPage ?? DEFAULT_PER_PAGE),
    sort: sortFromText(query.get('sort')) ?? defaults.sort ?? {},
    search: (query.get('q') ?? '').trim(),
    filters,
    ...(/^[A-Za-z0-9_-]{1,300}$/.test(query.get('after') ?? '') ? { after: query.get('after')! } : {}),
  };
}

/**
 * The URL query of a view. `keep` is the current query: parameters that are not the list's
 * (an anchor, a tab) stay as they are.
 */
export function listParamsToQuery(
  params: ListParams,
  filterNames: readonly string[],
  defaults: ListDefaults = {},
  keep?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams();
  keep?.forEach((value, key) => {
    if (!RESERVED.has(key) && !filterNames.includes(key)) out.append(key, value);
  });
  if (params.page !== 1) out.set('page', String(params.page));
  if (params.perPage !== (defaults.perPage ?? DEFAULT_PER_PAGE)) out.set('per_page', String(params.perPage));
  const sort = sortToText(params.sort);
  if (sort !== sortToText(defaults.sort ?? {})) out.set('sort', sort);
  if (params.search) out.set('q', params.search);
  if (params.after && params.page > 1) out.set('after', params.after);
  for (const name of filterNames) {
    if (RESERVED.has(name)) continue;
    const value = params.filters[name] ?? '';
    const fallback = defaults.filters?.[name] ?? '';
    // A filter cleared where the default sets one is written empty, so it stays cleared.
    if (value !== fallback) out.set(name, value);
  }
  return out;
}

/** Changes a view: a new search, filter, sort or page size starts again from page 1. */
export function changeListParams(
  params: ListParams,
  change: Partial<Omit<ListParams, 'filters'>> & { filters?: FilterValues },
): ListParams {
  const next: ListParams = {
    ...params,
    ...change,
    filters: change.filters ? { ...params.filters, ...change.filters } : params.filters,
    // A cursor belongs to the one step it was made for.
    after: change.after,
  };
  if (next.after === undefined) delete next.after;
  for (const key of Object.keys(next.filters)) if (next.filters[key] === '') delete next.filters[key];
  const refiltered =
    change.filters !== undefined ||
    (change.search !== undefined && change.search !== params.search) ||
    (change.sort !== undefined && sortToText(change.sort) !== sortToText(params.sort)) ||
    (change.perPage !== undefined && change.perPage !== params.perPage);
  if (refiltered && change.page === undefined) next.page = 1;
  return next;
}

/**
 * The part of a URL query that belongs to one of several lists on a page (a client's passes and
 * receipts), its names without their `prefix` (`permise_page` → `page`). No prefix: the query.
 */
export function scopedQuery(query: URLSearchParams, prefix: string): URLSearchParams {
  if (!prefix) return query;
  const out = new URLSearchParams();
  query.forEach((value, key) => {
    if (key.startsWith(prefix)) out.append(key.slice(prefix.length), value);
  });
  return out;
}

/** The whole query again: the other parameters as they are, the list's own (`scoped`) under its prefix. */
export function unscopedQuery(query: URLSearchParams, prefix: string, scoped: URLSearchParams): URLSearchParams {
  if (!prefix) return scoped;
  const out = new URLSearchParams();
  query.forEach((value, key) => {
    if (!key.startsWith(prefix)) out.append(key, value);
  });
  scoped.forEach((value, key) => out.append(prefix + key, value));
  return out;
}
