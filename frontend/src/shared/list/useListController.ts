/**
 * One controller for every list screen, after react-admin's useListController: it reads the
 * view from the URL (listParams.ts), builds the request, and hands the list component what it
 * shows: the rows, the pagination, the loading and empty states and the CSV export of the
 * current filter. A list page declares its query, columns and filters, and nothing else.
 *
 * - server lists (a page per request): `useServerList({ endpoint, toFilter, toArg })`;
 * - whole lists (the catalogue: the server answers every row): `rowsOf` picks the rows, sorting
 *   and paging happen here, with the same URL.
 */
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TablePaginationConfig } from 'antd';
import { serverPagination, type Noun } from '@/shared/components/pagination';
import type { skipToken } from '@reduxjs/toolkit/query';
import type { Paginated } from '@/shared/api/types';
import { useAppDispatch } from '@/app/hooks';
import { fetchAllPages } from '@/shared/csv';
import { sortRows, type ListSort } from '@/shared/components/tableSort';
import {
  changeListParams,
  listParamsToQuery,
  parseListParams,
  scopedQuery,
  unscopedQuery,
  type FilterValues,
  type ListDefaults,
  type ListParams,
} from './listParams';

export type { Noun };

/** A page as the API answers it. */
export type PageOf<T> = Paginated<T>;

/** An RTK Query hook, as a list uses it: its argument and what it answers. */
type QueryHook<Arg, D> = (arg: Arg | typeof skipToken) => {
  data?: D;
  isFetching: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** The rows of a page. */
type RowOf<D> = D extends Paginated<infer T> ? T : never;

/** The page and page size of an endpoint's argument, which the controller sets (and the keyset's cursor). */
type Paging = { page: number; per_page: number; after?: string };

/**
 * The view in the URL, and its setters (each one a history entry, except typing a search). Several
 * lists on one page each name their parameters with their own `prefix`.
 */
export function useListParams(filterNames: readonly string[], defaults: ListDefaults = {}, prefix = '') {
  const [query, setQuery] = useSearchParams();
  const { pathname } = useLocation();
  // Filter names and defaults are declared once per page; compare them by value.
  const key = JSON.stringify([filterNames, defaults]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => ({ filterNames, defaults }), [key]);
  const params = useMemo(
    () => parseListParams(scopedQuery(query, prefix), stable.filterNames, stable.defaults),
    [query, stable, prefix],
  );
  const change = useCallback(
    (patch: Parameters<typeof changeListParams>[1], replace = false) => {
      // A late change (a search typed just before a menu click, while the next page loads) must
      // not bring the list back: its query is written only while the list is where the URL is.
      if (!window.location.pathname.endsWith(pathname)) return;
      setQuery(
        (current) => {
          const own = scopedQuery(current, prefix);
          const next = changeListParams(parseListParams(own, stable.filterNames, stable.defaults), patch);
          return unscopedQuery(current, prefix, listParamsToQuery(next, stable.filterNames, stable.defaults, own));
        },
        { replace },
      );
    },
    [setQuery, stable, pathname, prefix],
  );
  return {
    params,
    /** `after`: the shown page's `next_cursor`, when `page` is the one after it. */
    setPage: (page: number, perPage: number, after?: string) =>
      change(perPage !== params.perPage ? { page: 1, perPage } : { page, perPage, after }),
    setSort: (sort: ListSort) => change({ sort }),
    setSearch: (search: string) => change({ search }, true),
    setFilter: (name: string, value: string | number | null | undefined) =>
      change({ filters: { [name]: value === null || value === undefined ? '' : String(value) } }),
    setFilters: (filters: FilterValues) => change({ filters }),
  };
}

export type ListParamsController = ReturnType<typeof useListParams>;

interface CommonOptions {
  filters?: readonly string[];
  defaults?: ListDefaults;
  noun: Noun;
  /** The list's parameters' prefix in the URL, when a page shows several lists. */
  prefix?: string;
}

export interface ListController<T> extends ListParamsController {
  /** The rows on screen (a deferred page: the old one stays, dimmed, while a new one renders). */
  rows: readonly T[];
  total: number | undefined;
  loading: boolean;
  /** The first answer has not come yet: the table shows no empty state meanwhile. */
  firstLoad: boolean;
  /** A search or a filter is set: the empty state says so and offers no "Adaugă". */
  filtered: boolean;
  /** The last read got no answer (a dropped signal): the table says so, not that the list is empty. */
  failed: boolean;
  /** Reads the page on screen again. */
  retry: () => void;
  pagination: TablePaginationConfig;
  /** Every row of the current filter, for the CSV export. */
  loadAll: () => Promise<readonly T[]>;
}

/** The pagination of the view in the URL (the page on screen is the URL's). */
const pagination = (
  noun: Noun,
  params: ListParams,
  total: number,
  onChange: (page: number, perPage: number) => void,
  capped = false,
) =>
  serverPagination(
    noun,
    { current_page: params.page, per_page: params.perPage, total, total_capped: capped },
    { onChange },
  );

const isFiltered = (params: ListParams, defaults: ListDefaults = {}) =>
  params.search !== '' ||
  Object.entries(params.filters).some(([k, v]) => v !== undefined && v !== (defaults.filters?.[k] ?? undefined)) ||
  Object.entries(defaults.filters ?? {}).some(([k, v]) => params.filters[k] !== v);

/**
 * No page on screen yet, and one is coming: loading, or answered but not yet rendered (the page is
 * deferred). Then the table shows nothing, not its empty state: an empty list says so only once an
 * empty page is on screen. After a failed load (nothing coming), the failed state (ListFailed).
 */
export function awaitingFirstPage(shown: unknown, data: unknown, fetching: boolean): boolean {
  return shown === undefined && (fetching || data !== undefined);
}

/** An RTK Query endpoint: its hook, which reads the page on screen, and `initiate`, which the export reads with. */
interface PageEndpoint<Arg, D> {
  /** The endpoint's types, which RTK Query names on it (the hook's do not infer). */
  Types: { QueryArg: Arg; ResultType: D };
  useQuery: QueryHook<NoInfer<Arg>, NoInfer<D>>;
  initiate(args: Arg, options: { subscribe: false; forceRefetch: true }): unknown;
}

type ServerListOptions<Arg, D, F> = CommonOptions & {
  toFilter: (params: ListParams) => F;
  endpoint: PageEndpoint<Arg, D>;
};

/** A server list's controller, with the page as answered. */
type ServerList<D> = ListController<RowOf<D>> & { data: D | undefined };

/**
 * A list paged by the server. `toFilter` turns the view into the endpoint's argument (without
 * page and per_page); `endpoint` reads the page on screen, and page by page for the export. An endpoint that takes its
 * filter as a body (a generated one: `{ companyId, expenseFilterDto }`) names it with `toArg`.
 */
export function useServerList<Arg extends Paging, D extends Paginated<unknown>>(
  opts: ServerListOptions<Arg, D, Omit<Arg, keyof Paging>>,
): ServerList<D>;
export function useServerList<Arg, D extends Paginated<unknown>, F>(
  opts: ServerListOptions<Arg, D, F> & { toArg: (filter: F & Paging) => Arg },
): ServerList<D>;
export function useServerList<Arg, D extends Paginated<unknown>, F>(
  opts: ServerListOptions<Arg, D, F> & { toArg?: (filter: F & Paging) => Arg },
): ServerList<D> {
  type T = RowOf<D>;
  const dispatch = useAppDispatch() as unknown as (action: unknown) => { unwrap(): Promise<Paginated<T>> };
  const list = useListParams(opts.filters ?? [], opts.defaults, opts.prefix);
  const { params } = list;
  const filter = opts.toFilter(params);
  const withPage = (page: number, per_page: number, after?: string): Arg => {
    const paged = { ...filter, page, per_page, ...(after ? { after } : {}) };
    return opts.toArg ? opts.toArg(paged) : (paged as unknown as Arg);
  };
  const result = opts.endpoint.useQuery(withPage(params.page, params.perPage, params.after));
  const shown = useDeferredValue(result.data);
  // "Next" from a page that says where the next one starts goes there by its cursor.
  const next = shown?.next_cursor;
  const setPage = (page: number, perPage: number) =>
    list.setPage(page, perPage, page === params.page + 1 && perPage === params.perPage ? next : undefined);
  return {
    ...list,
    data: result.data,
    rows: (shown?.data ?? []) as T[],
    total: shown?.total,
    loading: result.isFetching || shown !== result.data,
    firstLoad: awaitingFirstPage(shown, result.data, result.isFetching),
    filtered: isFiltered(params, opts.defaults),
    failed: result.isError && !result.isFetching,
    retry: () => void result.refetch(),
    pagination: pagination(opts.noun, params, shown?.total ?? 0, setPage, shown?.total_capped === true),
    loadAll: () =>
      fetchAllPages((page) =>
        dispatch(opts.endpoint.initiate(withPage(page, 100), { subscribe: false, forceRefetch: true })).unwrap(),
      ),
  };
}

/**
 * A list the server answers whole (filtered): sorting and paging happen in the browser. Name the
 * types (`useWholeList<PlansFilter, PlansResponse, Plan>`): RTK Query's hooks do not infer them.
 */
export function useWholeList<Arg, D, T>(
  opts: CommonOptions & {
    useQuery: QueryHook<Arg, D>;
    toFilter: (params: ListParams) => NoInfer<Arg>;
    rowsOf: (data: NoInfer<D>) => readonly T[];
    sortValue?: (row: T, key: string) => unknown;
  },
): ListController<T> & { data: D | undefined } {
  const list = useListParams(opts.filters ?? [], opts.defaults, opts.prefix);
  const { params } = list;
  const result = opts.useQuery(opts.toFilter(params));
  const { rowsOf, sortValue } = opts;
  const all = useMemo(
    () => sortRows(result.data ? rowsOf(result.data) : [], params.sort, sortValue ?? ((r, k) => r[k as keyof T])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [result.data, params.sort.sort_by, params.sort.sort_dir],
  );
  const start = (params.page - 1) * params.perPage;
  return {
    ...list,
    data: result.data,
    rows: all.slice(start, start + params.perPage),
    total: all.length,
    loading: result.isFetching,
    firstLoad: result.isLoading,
    filtered: isFiltered(params, opts.defaults),
    failed: result.isError && !result.isFetching,
    retry: () => void result.refetch(),
    pagination: pagination(opts.noun, params, all.length, list.setPage),
    loadAll: () => Promise.resolve(all),
  };
}
