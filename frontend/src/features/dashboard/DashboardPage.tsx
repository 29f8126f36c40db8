import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CatchChartCard } from '@/features/catches/CatchChartCard';
import { Card, Col, DatePicker, Empty, Flex, Row, Select, Skeleton, Spin, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppSelector } from '@/app/hooks';
import { FiscalDashboardCard } from '@/features/fiscal/FiscalDeviceCard';
import { useWatersQuery } from '@/features/waters/api';
import { loadChunk } from '@/shared/chunkLoad';
import { useCompanyId } from '@/shared/list/resourceForm';
import { ListFailed, optionsState, readFailed } from '@/shared/components/listing';
import { WhenNearView } from '@/shared/components/WhenNearView';
import { formatLei } from '@/shared/format';
import { dashboardTitle } from '@/shared/paintedShell';
import { onRomanianClock } from '@/shared/romanianClock';
import { useDashboardQuery, useFinanceChartQuery, usePassChartQuery, type GroupBy } from './api';
import {
  EMPTY_TEXT,
  financeRows,
  GROUP_BY_OPTIONS,
  hasValues,
  last12Months,
  last30Days,
  passRows,
  toNumber,
} from './chartData';
import { QuickSale } from './QuickSale';

// recharts only loads with the charts (a chunk of its own), never with the first screen; with no
// signal it waits for it (shared/chunkLoad.ts).
const PassLineChart = lazy(() => loadChunk(() => import('./Charts')).then((m) => ({ default: m.PassLineChart })));
const FinanceComposedChart = lazy(() =>
  loadChunk(() => import('./Charts')).then((m) => ({ default: m.FinanceComposedChart })),
);

type Range = [Dayjs, Dayjs];

const toRange = (r: { date_from: string; date_to: string }): Range => [dayjs(r.date_from), dayjs(r.date_to)];

/** A chart's period as its request names it: the days of `range`, grouped by `groupBy`. */
const chartPeriod = (range: Range, groupBy: GroupBy) => ({
  date_from: range[0].format('YYYY-MM-DD'),
  date_to: range[1].format('YYYY-MM-DD'),
  group_by: groupBy,
});

function RangeFilter({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label="Perioadă"
      format="DD.MM.YYYY"
      allowClear={false}
      placeholder={['De la', 'Până la']}
      value={value}
      onChange={(v) => {
        if (v?.[0] && v[1]) onChange([v[0], v[1]]);
      }}
      presets={[
        { label: 'Ultimele 7 zile', value: [onRomanianClock().subtract(6, 'day'), onRomanianClock()] },
        { label: 'Ultimele 30 de zile', value: [onRomanianClock().subtract(29, 'day'), onRomanianClock()] },
        { label: 'Luna curentă', value: [onRomanianClock().startOf('month'), onRomanianClock()] },
        { label: 'Anul curent', value: [onRomanianClock().startOf('year'), onRomanianClock()] },
        {
          label: 'Ultimele 12 luni',
          value: [onRomanianClock().subtract(11, 'month').startOf('month'), onRomanianClock()],
        },
      ]}
    />
  );
}

function GroupByFilter({ value, onChange }: { value: GroupBy; onChange: (g: GroupBy) => void }) {
  return (
    <Select<GroupBy>
      aria-label="Grupare"
      value={value}
      onChange={onChange}
      options={GROUP_BY_OPTIONS}
      style={{ width: 150 }}
    />
  );
}

/**
 * Chart body: skeleton on first load, spinner over old data while re-querying, Romanian empty state,
 * „Reîncearcă” when the figures got no answer, all from the chart's query `read`. The chart itself
 * (and recharts' chunk) only once the card comes near the viewport; until then a still skeleton
 * (nothing is loading).
 */
function ChartBody({
  read,
  empty,
  children,
}: {
  read: { data?: unknown; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  if (read.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (readFailed(read))
    return <ListFailed text="Graficul nu a putut fi încărcat." onRetry={() => void read.refetch()} />;
  return (
    <Spin spinning={read.isFetching}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
      ) : (
        <WhenNearView placeholder={<Skeleton paragraph={{ rows: 6 }} />}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{children}</Suspense>
        </WhenNearView>
      )}
    </Spin>
  );
}

function PassChartCard({ companyId }: { companyId: number }) {
  const [range, setRange] = useState<Range>(() => toRange(last30Days(new Date())));
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  const [waterId, setWaterId] = useState<number | undefined>();
  const watersRead = useWatersQuery({ companyId });
  const waters = watersRead.data ?? [];
  const read = usePassChartQuery({
    companyId,
    passChartDto: { ...chartPeriod(range, groupBy), water_id: waterId },
  });
  const { data } = read;
  const rows = passRows(data);
  return (
    <Card
      title="Permise emise"
      data-testid="pass-chart"
      extra={
        data && (
          <Typography.Text type="secondary">
            {toNumber(data.totals.passes)} permise · {formatLei(data.totals.revenue)}
          </Typography.Text>
        )
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <RangeFilter value={range} onChange={setRange} />
        <GroupByFilter value={groupBy} onChange={setGroupBy} />
        <Select<number>
          aria-label="Apă"
          allowClear
          placeholder="Toate apele"
          value={waterId}
          onChange={(v) => setWaterId(v)}
          options={waters.map((w) => ({ value: w.id, label: w.name }))}
          notFoundContent={optionsState(watersRead, 'Apele nu au putut fi încărcate.')}
          style={{ width: 180 }}
        />
      </Flex>
      <ChartBody read={read} empty={!hasValues(rows)}>
        <PassLineChart rows={rows} series={data?.series ?? []} groupBy={groupBy} />
      </ChartBody>
    </Card>
  );
}

function FinanceChartCard({ companyId }: { companyId: number }) {
  const [range, setRange] = useState<Range>(() => toRange(last12Months(new Date())));
  const [groupBy, setGroupBy] = useState<GroupBy>('month');
  const read = useFinanceChartQuery({
    companyId,
    financeChartDto: chartPeriod(range, groupBy),
  });
  const { data } = read;
  const rows = financeRows(data);
  return (
    <Card
      title="Încasări, cheltuieli și profit"
      data-testid="finance-chart"
      extra={
        data && <Typography.Text type="secondary">Profit în perioadă: {formatLei(data.totals.profit)}</Typography.Text>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <RangeFilter value={range} onChange={setRange} />
        <GroupByFilter value={groupBy} onChange={setGroupBy} />
      </Flex>
      <ChartBody read={read} empty={!hasValues(rows)}>
        <FinanceComposedChart rows={rows} groupBy={groupBy} />
      </ChartBody>
      {data && (
        <Flex gap={32} wrap style={{ marginTop: 16 }}>
          <Statistic title="Încasări" value={formatLei(data.totals.income)} />
          <Statistic title="Cheltuieli" value={formatLei(data.totals.expenses)} />
          <Statistic title="Profit" value={formatLei(data.totals.profit)} />
        </Flex>
      )}
    </Card>
  );
}

/** /company: today's figures (GET {base}/dashboard), the pass chart and the finance chart. */
export default function DashboardPage() {
  const user = useAppSelector((s) => s.auth.user);
  const companyId = useCompanyId();
  const { data, isError, refetch } = useDashboardQuery(
    { companyId },
    { skip: !companyId, refetchOnMountOrArgChange: 30 },
  );

  const cards: { title: string; value: string | number | undefined; testId: string }[] = [
    { title: 'Permise emise azi', value: data?.passes_today, testId: 'card-passes-today' },
    { title: 'Permise valabile acum', value: data?.passes_valid_now, testId: 'card-passes-valid' },
    { title: 'Încasări luna aceasta', value: data && formatLei(data.income_month), testId: 'card-income' },
    { title: 'Cheltuieli luna aceasta', value: data && formatLei(data.expenses_month), testId: 'card-expenses' },
    { title: 'Profit luna aceasta', value: data && formatLei(data.profit_month), testId: 'card-profit' },
    { title: 'Clienți', value: data?.clients, testId: 'card-clients' },
  ];

  return (
    <>
      <Typography.Title level={2}>{dashboardTitle(user?.name ?? '')}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="dashboard-company">
        Panoul firmei {user?.company?.name}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {companyId > 0 && (
          <Col xs={24}>
            <QuickSale companyId={companyId} />
          </Col>
        )}
        {companyId > 0 && user?.company?.fiscal_mode === 'amef' && (
          <Col xs={24}>
            <FiscalDashboardCard companyId={companyId} />
          </Col>
        )}
        {isError && !data && (
          <Col xs={24} data-testid="dashboard-figures-failed">
            <Card>
              <ListFailed text="Cifrele firmei nu au putut fi încărcate." onRetry={() => void refetch()} />
            </Card>
          </Col>
        )}
        {cards.map((c) => (
          <Col key={c.title} xs={24} sm={12} lg={8}>
            <Card data-testid={c.testId}>
              {/* "—" until the figures arrive: the card keeps its height (a skeleton is shorter, CLS 0.055). */}
              <Statistic title={c.title} value={c.value ?? '—'} />
            </Card>
          </Col>
        ))}
        {companyId > 0 && (
          <>
            <Col xs={24} xl={12}>
              <PassChartCard companyId={companyId} />
            </Col>
            <Col xs={24} xl={12}>
              <FinanceChartCard companyId={companyId} />
            </Col>
            <Col xs={24}>
              <CatchChartCard companyId={companyId} />
            </Col>
          </>
        )}
      </Row>
    </>
  );
}
