import { Card, Col, Descriptions, Flex, Row, Tag } from 'antd';
import { Link } from 'react-router';
import { formatCount, formatDate, formatDateTime } from '@/shared/format';
import { useFiscalStatusQuery, type DeviceStatus } from './api';
import { agoText, waitingText } from './fiscal';
import { ReportButtons, STATUS_POLL_MS } from './FiscalNotices';

const PAPER: Record<string, string> = { ok: 'Da', out: 'Terminată', unknown: 'Necunoscut' };

/** A device's state for people: online or silent since when, bons waiting, the last Z. */
export function DeviceStateTag({ d }: { d: DeviceStatus }) {
  if (!d.active) return <Tag>Inactivă</Tag>;
  if (d.online) return <Tag color="green">Conectată</Tag>;
  return (
    <Tag color="red">
      {d.last_seen_at ? `Nu răspunde ${agoText(d.silent_since ?? d.last_seen_at)}` : 'Agentul nu s-a conectat'}
    </Tag>
  );
}

/** One cash register (the dashboard, the "Casa de marcat" page); `reports`: with "Raport X" / "Raport Z". */
export function FiscalDeviceCard({
  companyId,
  d,
  reports = false,
}: {
  companyId: number;
  d: DeviceStatus;
  reports?: boolean;
}) {
  return (
    <Card
      size="small"
      title={d.name}
      data-testid="fiscal-device"
      extra={<DeviceStateTag d={d} />}
      actions={reports && d.active ? [<ReportButtons key="reports" companyId={companyId} device={d} />] : undefined}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'seen',
            label: 'Ultima conexiune',
            children: d.last_seen_at ? formatDateTime(d.last_seen_at) : 'niciodată',
          },
          {
            key: 'waiting',
            label: 'Bonuri',
            children: (
              <Flex gap={8} wrap>
                <span data-testid="fiscal-waiting">{waitingText(d.jobs_waiting)}</span>
                {d.jobs_failed > 0 && (
                  <Tag color="red">{formatCount(d.jobs_failed, 'bon netipărit', 'bonuri netipărite')}</Tag>
                )}
                {d.storno_needed > 0 && (
                  <Tag color="orange">
                    {formatCount(d.storno_needed, 'retur de înregistrat', 'retururi de înregistrat')}
                  </Tag>
                )}
                {d.to_check > 0 && (
                  <Tag color="orange" data-testid="fiscal-to-check">
                    {d.to_check} de verificat
                  </Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'z',
            label: 'Ultimul raport Z',
            children: d.last_z
              ? `nr. ${d.last_z.number} din ${formatDate(d.last_z.day)}`
              : d.last_z_at
                ? formatDateTime(d.last_z_at)
                : 'niciunul încă',
          },
          ...(d.z_overdue
            ? [
                {
                  key: 'due',
                  label: 'Atenție',
                  children: <Tag color="orange">Au trecut 24 de ore de la raportul Z</Tag>,
                },
              ]
            : []),
          { key: 'paper', label: 'Hârtie', children: PAPER[d.paper] ?? d.paper },
        ]}
      />
    </Card>
  );
}

/** The dashboard's card, in `amef` mode only: each register's state, and the way to its page. */
export function FiscalDashboardCard({ companyId }: { companyId: number }) {
  const { data } = useFiscalStatusQuery({ companyId }, { pollingInterval: STATUS_POLL_MS });
  if (!data || data.fiscal_mode !== 'amef') return null;
  return (
    <Card title="Casa de marcat" data-testid="fiscal-dashboard" extra={<Link to="/company/fiscal">Deschide</Link>}>
      {data.devices.length === 0 ? (
        'Nicio casă de marcat adăugată.'
      ) : (
        <Row gutter={[16, 16]}>
          {data.devices.map((d) => (
            <Col key={d.id} xs={24} md={12}>
              <FiscalDeviceCard companyId={companyId} d={d} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
