import { Card, Col, Empty, Row, Table, Typography, type TableProps } from 'antd';
import { formatDateTime } from '@/shared/format';
import type { Ranking, RankingOverall, RankingTeam } from './api';
import { formatKg, formatPoints } from './ranking';
import { sectorTitle } from './draw';

const overallColumns = [
  { title: 'Loc', dataIndex: 'place', width: 56 },
  { title: 'Echipa', dataIndex: 'team_name' },
  {
    title: 'Sector / stand',
    key: 'where',
    render: (_: unknown, t: RankingOverall) => [t.sector_name, t.stand_number].filter(Boolean).join(' / ') || '—',
  },
  { title: 'Puncte', dataIndex: 'points', align: 'right' as const, render: (v: number) => formatPoints(v) },
  { title: 'Greutate', dataIndex: 'weight_kg', align: 'right' as const, render: (v: string) => formatKg(v) },
  {
    title: 'Cel mai bun loc',
    dataIndex: 'best_place',
    align: 'right' as const,
    render: (v: number) => formatPoints(v),
  },
  {
    title: 'Cel mai mare',
    dataIndex: 'biggest_kg',
    align: 'right' as const,
    render: (v: string | null) => formatKg(v),
  },
];

const sectorColumns = [
  { title: 'Loc', dataIndex: 'place', width: 56 },
  { title: 'Stand', dataIndex: 'stand_number', width: 70, render: (v: string | null) => v ?? '—' },
  { title: 'Echipa', dataIndex: 'team_name' },
  { title: 'Pești', dataIndex: 'fish', align: 'right' as const },
  { title: 'Greutate', dataIndex: 'weight_kg', align: 'right' as const, render: (v: string) => formatKg(v) },
  { title: 'Puncte', dataIndex: 'points', align: 'right' as const, render: (v: number) => formatPoints(v) },
];

/** A ranking's table (overall or a sector's): the teams by place, scrolling sideways when narrow. */
function RankingTable<T extends object>({
  rows,
  columns,
  label,
}: {
  rows: T[];
  columns: TableProps<T>['columns'];
  label: string;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<T>
        size="small"
        rowKey="team_id"
        pagination={false}
        dataSource={rows}
        columns={columns}
        aria-label={label}
      />
    </div>
  );
}

/** The live ranking: overall, the biggest fish, and each round's sector tables. */
export function RankingTables({ ranking }: { ranking: Ranking }) {
  if (!ranking.overall.length) {
    return <Empty description="Clasamentul apare după tragerea la sorți." />;
  }
  const manyRounds = ranking.rounds.length > 1;
  const big = ranking.biggest_fish;
  return (
    <>
      <Typography.Title level={4}>Clasament general</Typography.Title>
      <RankingTable<RankingOverall> rows={ranking.overall} columns={overallColumns} label="Clasament general" />
      <Card size="small" style={{ margin: '16px 0' }} title="Cel mai mare pește">
        {big ? (
          <span data-testid="biggest-fish">
            <strong>{formatKg(big.weight_kg)}</strong> – {big.fish}, {big.team_name}
            {big.stand_number ? ` (standul ${big.stand_number})` : ''}, manșa {big.round},{' '}
            {formatDateTime(big.weighed_at)}
          </span>
        ) : (
          'Încă nu s-a cântărit niciun pește punctat.'
        )}
      </Card>
      {ranking.rounds.map((round) => (
        <section key={round.round}>
          {manyRounds && <Typography.Title level={4}>Manșa {round.round}</Typography.Title>}
          <Row gutter={[16, 16]}>
            {round.sectors.map((sector) => (
              <Col xs={24} lg={12} key={sector.sector_id}>
                <Card size="small" title={sectorTitle(sector.name)}>
                  <RankingTable<RankingTeam>
                    rows={sector.teams}
                    columns={sectorColumns}
                    label={
                      manyRounds ? `Manșa ${round.round}, ${sectorTitle(sector.name, true)}` : sectorTitle(sector.name)
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </>
  );
}
