import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Col, Empty, Flex, Row, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { nameArrows } from '@/shared/components/pagination';
import { useCompanyId } from '@/shared/list/resourceForm';
import { formatDate, formatDateTime, formatLei } from '@/shared/format';
import { useFiscalJobsQuery, useFiscalStatusQuery, useZReportsQuery, type FiscalJob, type ZReport } from './api';
import { zTotal, zTotalsText } from './fiscal';
import { FiscalDeviceCard } from './FiscalDeviceCard';
import { FiscalJobPanel } from './FiscalJobPanel';
import { STATUS_POLL_MS } from './FiscalNotices';

const PER_PAGE = 20;

const REPORT: Record<string, string> = { x_report: 'Raport X', z_report: 'Raport Z' };

function JobHeading({ job, device }: { job: FiscalJob; device?: string }) {
  const when = formatDateTime(job.printed_at ?? job.created_at);
  return (
    <Typography.Text strong style={{ display: 'block' }}>
      {job.kind === 'sale'
        ? `${job.description ?? 'Vânzare'} · ${formatLei(job.amount)} · ${when}`
        : `${REPORT[job.kind]}${device ? ` · ${device}` : ''} · ${when}`}
    </Typography.Text>
  );
}

/**
 * The bons that wait for someone (the list's `to_settle`, backend/src/fiscal/fiscal-attention.ts):
 * failed ones, cancelled printed sales whose return is not recorded, a Z printed without its totals,
 * a sale printed with no number, a bon or report handed to the agent whose result never came; each
 * says what happened and what to do.
 */
function BonsToSettle({ companyId, names, busy }: { companyId: number; names: Map<number, string>; busy: boolean }) {
  // A bon retried is waiting again; it comes back here if it fails again: asked while bons wait.
  const { data, refetch } = useFiscalJobsQuery(
    { companyId, fiscalJobFilterDto: { to_settle: true, page: 1, per_page: 100 } },
    { pollingInterval: busy ? BUSY_POLL_MS : 0 },
  );
  useOnceIdle(busy, refetch);
  const jobs = data?.data ?? [];
  return (
    <Card title="Bonuri de rezolvat" style={{ marginTop: 16 }}>
      {jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Niciun bon de rezolvat." />
      ) : (
        jobs.map((job) => (
          <FiscalJobPanel
            key={job.id}
            companyId={companyId}
            job={job}
            heading={<JobHeading job={job} device={names.get(job.device_id)} />}
          />
        ))
      )}
    </Card>
  );
}

/** While a register has bons or reports waiting, the page asks this often (a Z appears within seconds). */
const BUSY_POLL_MS = 1_500;

/** Once the bons stop waiting (`busy` turns false), asks its list once more for how they ended. */
function useOnceIdle(busy: boolean, refetch: () => unknown) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) void refetch();
    wasBusy.current = busy;
  }, [busy, refetch]);
}

/**
 * Rapoarte Z: number, date, receipts and totals by payment type. `busy`: jobs are waiting (a Z may be
 * among them): the list is asked for again while they wait and once more when they are done.
 */
function ZReports({ companyId, names, busy }: { companyId: number; names: Map<number, string>; busy: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, refetch } = useZReportsQuery(
    { companyId, zReportFilterDto: { page, per_page: PER_PAGE } },
    { pollingInterval: busy ? BUSY_POLL_MS : 0 },
  );
  useOnceIdle(busy, refetch);
  const columns: TableProps<ZReport>['columns'] = [
    { title: 'Nr.', dataIndex: 'number', width: 80 },
    { title: 'Data', dataIndex: 'day', render: (v: string) => formatDate(v) },
    ...(names.size > 1
      ? [{ title: 'Casa', key: 'device', render: (_: unknown, z: ZReport) => names.get(z.device_id) ?? '—' }]
      : []),
    { title: 'Bonuri', dataIndex: 'receipts', align: 'right' as const },
    { title: 'Pe tipuri de plată', key: 'totals', render: (_: unknown, z: ZReport) => zTotalsText(z.totals) },
    {
      title: 'Total',
      key: 'total',
      align: 'right' as const,
      render: (_: unknown, z: ZReport) => formatLei(zTotal(z.totals)),
    },
  ];
  return (
    <Card title="Rapoarte Z" style={{ marginTop: 16 }} data-testid="z-reports">
      <Table<ZReport>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        scroll={{ x: 600 }}
        locale={{ emptyText: 'Niciun raport Z încă.' }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          itemRender: nameArrows,
          onChange: setPage,
        }}
      />
    </Card>
  );
}

/**
 * /company/fiscal (roles 2 and 3): the cash registers (online or silent since when, bons waiting, the
 * last Z) with "Raport X" and "Raport Z", the bons that wait for someone, and the Z reports.
 */
export default function FiscalPage() {
  const companyId = useCompanyId();
  const isAdmin = useAppSelector((s) => s.auth.user?.role) === 2;
  const [busy, setBusy] = useState(false);
  const { data: status } = useFiscalStatusQuery(
    { companyId },
    { skip: !companyId, pollingInterval: busy ? BUSY_POLL_MS : STATUS_POLL_MS },
  );
  const nowBusy = (status?.devices ?? []).some((d) => d.jobs_waiting > 0);
  if (nowBusy !== busy) setBusy(nowBusy);
  const names = new Map((status?.devices ?? []).map((d) => [d.id, d.name]));
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Casa de marcat
        </Typography.Title>
        {isAdmin && <Link to="/company/settings/fiscal">Setările caselor de marcat</Link>}
      </Flex>
      {status?.fiscal_mode === 'receipt' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Firma emite chitanțe, nu bonuri fiscale."
          description="Modul „casă de marcat (AMEF)” se alege în Setări, de administratorul firmei."
        />
      )}
      <Row gutter={[16, 16]}>
        {(status?.devices ?? []).map((d) => (
          <Col key={d.id} xs={24} md={12} xl={8}>
            <FiscalDeviceCard companyId={companyId} d={d} reports />
          </Col>
        ))}
        {status && status.devices.length === 0 && (
          <Col xs={24}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nicio casă de marcat adăugată." />
          </Col>
        )}
      </Row>
      <BonsToSettle companyId={companyId} names={names} busy={busy} />
      <ZReports companyId={companyId} names={names} busy={busy} />
    </>
  );
}
