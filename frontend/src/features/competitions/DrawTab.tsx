import { Card, Col, Empty, Row, Table, Typography } from 'antd';
import { useStandsQuery } from '@/features/bookings/api';
import { LakeMap, type MapMarker } from '@/features/bookings/LakeMap';
import { useWaterMapUrl } from '@/features/bookings/waterMap';
import { useWatersQuery } from '@/features/waters/api';
import { formatDateTime } from '@/shared/format';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { Competition, Team } from './api';
import { drawRows, sectorColor, sectorTitle, type DrawRow } from './draw';
import { ListFailed } from '@/shared/components/listing';

/** The draw: its seed, the list by sector and stand, and the stands on the water's map. */
export function DrawTab({
  competition,
  teams,
  onRetry,
}: {
  competition: Competition;
  teams: Team[];
  /** The teams got no answer: the draw's list says so and reads them again. */
  onRetry?: () => void;
}) {
  const companyId = useCompanyId();
  const { data: stands = [] } = useStandsQuery({ companyId, id: competition.water_id });
  const { data: waters = [] } = useWatersQuery({ companyId });
  const water = waters.find((w) => w.id === competition.water_id);
  const image = useWaterMapUrl({ companyId, id: competition.water_id }, water?.map_media_id);
  const rows = drawRows(competition, teams);

  const markers: MapMarker[] = competition.sectors.flatMap((sector, i) =>
    sector.stands.flatMap((ref) => {
      const stand = stands.find((s) => s.id === ref.id);
      if (!stand) return [];
      const team = teams.find((t) => t.stand_id === ref.id && t.status === 'confirmed');
      return [
        {
          id: stand.id,
          number: stand.number,
          x: stand.x,
          y: stand.y,
          color: team ? sectorColor(i) : '#8c8c8c',
          title: `Standul ${stand.number}, ${sectorTitle(sector.name, true)}: ${team ? team.name : 'liber'}`,
        },
      ];
    }),
  );

  return (
    <>
      {competition.seed ? (
        <Typography.Paragraph data-testid="draw-seed">
          Tragerea la sorți: sămânța{' '}
          <Typography.Text code copyable>
            {competition.seed}
          </Typography.Text>
          {competition.drawn_at && `, ${formatDateTime(competition.drawn_at)}`}. Cu aceeași sămânță și aceleași echipe,
          tragerea dă aceleași standuri.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">
          Tragerea la sorți nu s-a făcut încă. Ea dă fiecărei echipe confirmate un stand, echilibrat pe sectoare.
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          {rows.length ? (
            <Table<DrawRow>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={rows}
              aria-label="Tragerea la sorți"
              columns={[
                { title: 'Sector', dataIndex: 'sector' },
                { title: 'Stand', dataIndex: 'stand' },
                { title: 'Echipa', dataIndex: 'team' },
              ]}
            />
          ) : onRetry ? (
            <ListFailed text="Echipele nu au putut fi încărcate." onRetry={onRetry} />
          ) : (
            <Empty description="Nicio echipă trasă la sorți." />
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={`Harta: ${competition.water?.name ?? ''}`}>
            <LakeMap markers={markers} image={image} label="Standurile concursului pe hartă" />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {competition.sectors.map((s, i) => (
                <span key={s.id} style={{ marginRight: 12 }}>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: sectorColor(i),
                      marginRight: 4,
                    }}
                  />
                  {sectorTitle(s.name)}
                </span>
              ))}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </>
  );
}
