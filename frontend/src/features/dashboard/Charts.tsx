/**
 * The recharts part of the dashboard, in its own lazy chunk: the company app's first screen
 * (and the cards above the charts) never wait for the chart library.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  type LegendPayload,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount, formatLei } from '@/shared/format';
import type { ChartSeries, GroupBy } from './api';
import { formatBucket, formatBucketLong, seriesColor, type ChartRow } from './chartData';

const HEIGHT = 320;
/**
 * Room for the axes (labels were clipped): the Y axis takes the width its widest label
 * needs ("12.500"), the right margin keeps the last X label ("31.12") inside the chart, and the
 * ticks are drawn in a dark grey that reads 7:1 on white.
 */
const MARGIN = { top: 8, right: 24, bottom: 8, left: 4 };
const TICK = { fill: '#595959', fontSize: 12 };

/**
 * The series' names beside their colours. recharts' own legend names each colour's icon "… legend
 * icon", in English, for screen readers; here the colour is decoration and the name is the text.
 */
function ChartLegend({ payload }: { payload?: ReadonlyArray<LegendPayload> }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px', margin: 0, padding: 0 }}>
      {payload?.map((entry) => (
        <li key={String(entry.value)} style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: entry.color }} />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}

const labelText = (groupBy: GroupBy) => (label: unknown) => formatBucketLong(String(label), groupBy);
const tickText = (groupBy: GroupBy) => (label: unknown) => formatBucket(String(label), groupBy);

/** The grid and the time axis (a bucket's label per tick, `minTickGap` px apart at least) both charts draw. */
const timeGrid = (groupBy: GroupBy, minTickGap: number) => [
  <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e6ebe9" />,
  <XAxis
    key="x"
    dataKey="label"
    tickFormatter={tickText(groupBy)}
    minTickGap={minTickGap}
    tick={TICK}
    interval="preserveStartEnd"
  />,
];

export function PassLineChart({
  rows,
  series,
  groupBy,
}: {
  rows: ChartRow[];
  series: ChartSeries[];
  groupBy: GroupBy;
}) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={rows} margin={MARGIN}>
        {timeGrid(groupBy, 12)}
        <YAxis allowDecimals={false} width="auto" tick={TICK} />
        <Tooltip labelFormatter={labelText(groupBy)} formatter={(value) => [`${Number(value ?? 0)} permise`]} />
        <Legend content={ChartLegend} />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={seriesColor(s.key, i)}
            strokeWidth={s.key === 'total' ? 3 : 2}
            dot={rows.length <= 31}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function FinanceComposedChart({ rows, groupBy }: { rows: ChartRow[]; groupBy: GroupBy }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={rows} margin={MARGIN}>
        {timeGrid(groupBy, 8)}
        <YAxis width="auto" tick={TICK} tickFormatter={(v: number) => formatAmount(v).replace(/,00$/, '')} />
        <Tooltip labelFormatter={labelText(groupBy)} formatter={(value) => formatLei(Number(value ?? 0))} />
        <Legend content={ChartLegend} />
        <Bar dataKey="income" name="Încasări" fill="#52c41a" isAnimationActive={false} />
        <Bar dataKey="expenses" name="Cheltuieli" fill="#ff7a45" isAnimationActive={false} />
        <Line
          type="monotone"
          dataKey="profit"
          name="Profit"
          stroke="#1f6f5c"
          strokeWidth={3}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
