/** Pure helpers of the dashboard charts: default ranges, Romanian axis labels, recharts rows. */
import { onRomanianClock } from '@/shared/romanianClock';
import type { FinanceChart, GroupBy, PassChart } from './api';

export const EMPTY_TEXT = 'Nu există date în perioada aleasă';

export const GROUP_BY_OPTIONS: { value: GroupBy; label: string }[] = [
  { value: 'day', label: 'Pe zile' },
  { value: 'week', label: 'Pe săptămâni' },
  { value: 'month', label: 'Pe luni' },
];

const MONTHS = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'];
export const MONTH_NAMES = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

const DAY = 'YYYY-MM-DD';

/** The last 30 days, today (Romania's day, whatever the phone's zone) included. */
export function last30Days(now: Date): { date_from: string; date_to: string } {
  const today = onRomanianClock(now);
  return { date_from: today.subtract(29, 'day').format(DAY), date_to: today.format(DAY) };
}

/** The last 12 calendar months, the current one included (from the 1st of the month 11 months ago). */
export function last12Months(now: Date): { date_from: string; date_to: string } {
  const today = onRomanianClock(now);
  return { date_from: today.subtract(11, 'month').startOf('month').format(DAY), date_to: today.format(DAY) };
}

/**
 * A bucket label of the API in Romanian: day `2026-06-01` -> "01.06"; week (its first day, or
 * `2026-W23`) -> "săpt. 01.06" / "săpt. 23"; month (`2026-06` or `2026-06-01`) -> "iun. 2026".
 */
export function formatBucket(label: string, groupBy: GroupBy): string {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(label);
  if (week) return `săpt. ${Number(week[2])}`;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(label);
  if (!m) return label;
  const [, year, month, day] = m;
  const monthIndex = Number(month) - 1;
  if (groupBy === 'month' || !day) return `${MONTHS[monthIndex] ?? month} ${year}`;
  if (groupBy === 'week') return `săpt. ${day}.${month}`;
  return `${day}.${month}`;
}

/** The long form of a bucket for the tooltip: "01.06.2026", "săptămâna din 01.06.2026", "iunie 2026". */
export function formatBucketLong(label: string, groupBy: GroupBy): string {
  const week = /^(\d{4})-W(\d{1,2})$/.exec(label);
  if (week) return `săptămâna ${Number(week[2])} din ${week[1]}`;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(label);
  if (!m) return label;
  const [, year, month, day] = m;
  if (groupBy === 'month' || !day) return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
  if (groupBy === 'week') return `săptămâna din ${day}.${month}.${year}`;
  return `${day}.${month}.${year}`;
}

export function toNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

export type ChartRow = { label: string } & Record<string, number | string>;

/** Pass chart -> one row per bucket, one numeric field per series key. */
export function passRows(chart: PassChart | undefined): ChartRow[] {
  if (!chart) return [];
  return chart.labels.map((label, i) => {
    const row: ChartRow = { label };
    for (const s of chart.series) row[s.key] = toNumber(s.data[i]);
    return row;
  });
}

/** Finance chart -> rows `{ label, income, expenses, profit }` with numbers. */
export function financeRows(chart: FinanceChart | undefined): ChartRow[] {
  if (!chart) return [];
  return chart.labels.map((label, i) => ({
    label,
    income: toNumber(chart.income[i]),
    expenses: toNumber(chart.expenses[i]),
    profit: toNumber(chart.profit[i]),
  }));
}

/** True when at least one value of the rows (other than the label) is not zero. */
export function hasValues(rows: ChartRow[]): boolean {
  return rows.some((r) => Object.entries(r).some(([k, v]) => k !== 'label' && typeof v === 'number' && v !== 0));
}

/** Colours of the pass chart: the total is dark green, each water its own colour. */
const PALETTE = ['#1677ff', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#a0d911', '#faad14', '#2f54eb', '#f5222d'];
export function seriesColor(key: string, index: number): string {
  if (key === 'total') return '#1f6f5c';
  return PALETTE[index % PALETTE.length];
}
