import { Card, Skeleton, Table } from 'antd';
import { nameArrows } from '@/shared/components/pagination';
import { ListFailed } from '@/shared/components/listing';
import { WhenNearView } from '@/shared/components/WhenNearView';
import { onRomanianClock } from '@/shared/romanianClock';
import { useCatchChartQuery } from './api';
import { formatKg } from './exit';

interface Row {
  key: string;
  month: string;
  fish: string;
  kept: number;
  released: number;
}

const MONTHS = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'];
const monthText = (label: string) => `${MONTHS[Number(label.slice(5, 7)) - 1]} ${label.slice(0, 4)}`;

/**
 * Dashboard: kg kept and released per species per month over the last 12 months (restocking). The
 * table renders once the card comes near the viewport (below the fold on a phone).
 */
export function CatchChartCard({ companyId }: { companyId: number }) {
  const range = {
    date_from: onRomanianClock().subtract(11, 'month').startOf('month').format('YYYY-MM-DD'),
    date_to: onRomanianClock().format('YYYY-MM-DD'),
    group_by: 'month' as const,
  };
  const { data, isLoading, isError, refetch } = useCatchChartQuery({ companyId, catchChartDto: range });
  const rows: Row[] = [];
  data?.labels.forEach((label, i) => {
    for (const s of data.species) {
      const kept = Number(s.kept_kg[i]);
      const released = Number(s.released_kg[i]);
      if (kept || released) rows.push({ key: `${label}-${s.fish_id}`, month: label, fish: s.name, kept, released });
    }
  });
  rows.reverse();
  return (
    <Card title="Capturi pe specii (ultimele 12 luni)" data-testid="catch-chart">
      {isError ? (
        <ListFailed text="Capturile nu au putut fi încărcate." onRetry={() => void refetch()} />
      ) : (
        <WhenNearView placeholder={<Skeleton paragraph={{ rows: 4 }} />}>
          <Table<Row>
            size="small"
            loading={isLoading}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: nameArrows }}
            locale={{ emptyText: 'Nicio captură înregistrată la ieșiri.' }}
            columns={[
              { title: 'Luna', dataIndex: 'month', render: (m: string) => monthText(m) },
              { title: 'Specia', dataIndex: 'fish' },
              { title: 'Reținut', dataIndex: 'kept', align: 'right', render: (v: number) => formatKg(v) },
              { title: 'Eliberat', dataIndex: 'released', align: 'right', render: (v: number) => formatKg(v) },
            ]}
            summary={() =>
              data && rows.length ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    Total
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {formatKg(data.totals.kept_kg)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {formatKg(data.totals.released_kg)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
        </WhenNearView>
      )}
    </Card>
  );
}
