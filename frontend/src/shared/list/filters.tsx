/**
 * Filter inputs bound to a list's URL (listParams.ts): a list page names the filter and its options.
 * They stand in a ListView's `filters`, whose list they read and set (ListFilters).
 */
import { createContext, use, type ReactNode } from 'react';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListParams } from './listParams';
import type { ListParamsController } from './useListController';

const ListContext = createContext<ListParamsController | null>(null);

/** The filters of `list` (ListView's `filters`): each input in `children` reads and sets that list's filters. */
export function ListFilters({ list, children }: { list: ListParamsController; children: ReactNode }) {
  return <ListContext value={list}>{children}</ListContext>;
}

function useFilteredList(): ListParamsController {
  const list = use(ListContext);
  if (!list) throw new Error('A list filter stands in a ListView’s filters (ListFilters).');
  return list;
}

type Option<V> = { value: V; label: string };

/** Active / inactive, for the catalogue's lists. */
export const ACTIVE_OPTIONS: Option<string>[] = [
  { value: '', label: 'Toate' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** What the catalogue's lists (waters, plans, discounts) send besides their own filters: the search and ACTIVE_OPTIONS' choice. */
export const searchActive = ({ search, filters }: ListParams) => ({
  search: search || undefined,
  active: (filters.active as '1' | '0' | undefined) || undefined,
});

/** A number a filter holds, or undefined. */
export const filterId = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/** What most lists send besides their own filters: the search, the period (DateRangeFilter's) and the sort. */
export const searchPeriodSort = ({ search, filters, sort }: ListParams) => ({
  search: search || undefined,
  date_from: filters.from,
  date_to: filters.to,
  ...sort,
});

/**
 * A Select bound to the filter `name`. With a `placeholder` it can be cleared (no filter);
 * without one an option (often value '') stands for "all".
 */
export function FilterSelect<V extends string | number>({
  name,
  label,
  options,
  placeholder,
  width = 160,
  notFoundContent,
}: {
  name: string;
  label: string;
  options: readonly Option<V>[];
  placeholder?: string;
  width?: number;
  /** Options read by a query: its state when it got no answer (optionsState, components/listing.tsx). */
  notFoundContent?: ReactNode;
}) {
  const list = useFilteredList();
  const raw = list.params.filters[name] ?? '';
  const value = options.find((o) => String(o.value) === raw)?.value;
  return (
    <Select<V>
      aria-label={label}
      allowClear={placeholder !== undefined}
      placeholder={placeholder}
      value={value}
      onChange={(v?: V) => list.setFilter(name, v)}
      options={options as Option<V>[]}
      notFoundContent={notFoundContent}
      style={{ width }}
    />
  );
}

const DAY = 'YYYY-MM-DD';
/** A day as the URL holds it (YYYY-MM-DD), or null for anything else. */
export const day = (v: string | null | undefined): Dayjs | null =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid() ? dayjs(v) : null;

/** A date range bound to the filters `from` and `to` (YYYY-MM-DD in the URL, dd.mm.yyyy on screen). */
export function DateRangeFilter({ placeholder = ['De la', 'Până la'] }: { placeholder?: [string, string] }) {
  const list = useFilteredList();
  const { from, to } = list.params.filters;
  return (
    <DatePicker.RangePicker
      aria-label="Perioadă"
      format="DD.MM.YYYY"
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={from || to ? [day(from), day(to)] : null}
      onChange={(v) => list.setFilters({ from: v?.[0]?.format(DAY) ?? '', to: v?.[1]?.format(DAY) ?? '' })}
    />
  );
}
