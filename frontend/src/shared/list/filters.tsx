/** Filter inputs bound to a list's URL (listParams.ts): a list page names the filter and its options. */
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ListParamsController } from './useListController';

type Option<V> = { value: V; label: string };

/** Active / inactive, for the catalogue's lists. */
export const ACTIVE_OPTIONS: Option<string>[] = [
  { value: '', label: 'Toate' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** A number a filter holds, or undefined. */
export const filterId = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * A Select bound to the filter `name`. With a `placeholder` it can be cleared (no filter);
 * without one an option (often value '') stands for "all".
 */
export function FilterSelect<V extends string | number>({
  list,
  name,
  label,
  options,
  placeholder,
  width = 160,
}: {
  list: ListParamsController;
  name: string;
  label: string;
  options: readonly Option<V>[];
  placeholder?: string;
  width?: number;
}) {
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
      style={{ width }}
    />
  );
}

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined): Dayjs | null =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid() ? dayjs(v) : null;

/** A date range bound to the filters `from` and `to` (YYYY-MM-DD in the URL, dd.mm.yyyy on screen). */
export function DateRangeFilter({
  list,
  placeholder = ['De la', 'Până la'],
}: {
  list: ListParamsController;
  placeholder?: [string, string];
}) {
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
