import { Alert, Button, Flex, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { formatCount } from '@/shared/format';
import { rowAction } from '@/shared/list/rowAction';
import { useFiscalReportMutation, useFiscalStatusQuery, type DeviceStatus } from './api';
import { silentText, waitingText } from './fiscal';

/** The gate asks for the registers' state this often (and after each sale, by its tags). */
export const STATUS_POLL_MS = 15_000;

/** "Raport X" and "Raport Z" (confirmed: a Z closes the fiscal day) of a device. */
export function ReportButtons({ companyId, device }: { companyId: number; device: { id: number; name: string } }) {
  const [report, { isLoading, originalArgs }] = useFiscalReportMutation();
  const busy = (kind: 'x' | 'z') => isLoading && originalArgs?.id === device.id && originalArgs.kind === kind;
  const run = (kind: 'x' | 'z') =>
    rowAction(
      report({ companyId, id: device.id, kind }).unwrap(),
      `Raportul ${kind.toUpperCase()} a fost trimis casei ${device.name}.`,
    );
  return (
    <Flex gap={8} wrap>
      <Button loading={busy('x')} onClick={() => void run('x')}>
        Raport X
      </Button>
      <Popconfirm
        title="Tipăriți raportul Z?"
        description="Raportul Z închide ziua fiscală a casei de marcat și nu se poate anula."
        okText="Da, tipărește Z"
        cancelText="Renunță"
        onConfirm={() => run('z')}
      >
        <Button loading={busy('z')}>Raport Z</Button>
      </Popconfirm>
    </Flex>
  );
}

function DeviceNotice({ companyId, d }: { companyId: number; d: DeviceStatus }) {
  const silent = silentText(d);
  return (
    <>
      {d.z_overdue && (
        <Alert
          type="warning"
          showIcon
          data-testid="fiscal-z-overdue"
          title={`${d.name}: au trecut 24 de ore de la ultimul raport Z.`}
          description="Casa de marcat refuză bonurile până tipăriți raportul Z."
          action={<ReportButtons companyId={companyId} device={d} />}
        />
      )}
      {silent && (
        <Alert
          type="warning"
          showIcon
          data-testid="fiscal-silent"
          title={silent}
          description={`Vânzările continuă, bonurile așteaptă și se tipăresc în ordine când casa răspunde. ${waitingText(d.jobs_waiting)}.`}
        />
      )}
      {d.jobs_failed > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${d.name}: ${formatCount(d.jobs_failed, 'bon netipărit', 'bonuri netipărite')}.`}
          action={<Link to="/company/fiscal">Rezolvă</Link>}
        />
      )}
    </>
  );
}

/**
 * Above a sale at the gate (new pass, quick sale), in `amef` mode only: a register whose agent is
 * silent (since when, bons waiting: sales still go through and queue), 24 h since the last Z (the
 * device would refuse the bon), failed bons, and no active register at all.
 */
export function FiscalGateNotice({ companyId }: { companyId: number }) {
  const { data } = useFiscalStatusQuery({ companyId }, { skip: !companyId, pollingInterval: STATUS_POLL_MS });
  if (!data || data.fiscal_mode !== 'amef') return null;
  const active = data.devices.filter((d) => d.active);
  const shown = active.filter((d) => d.z_overdue || !d.online || d.jobs_failed > 0);
  if (active.length > 0 && shown.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="fiscal-gate">
      {active.length === 0 && (
        <Alert
          type="error"
          showIcon
          title="Nu există o casă de marcat activă."
          description="Vânzările cu numerar sau card nu se pot face până nu activați o casă de marcat în Setări."
        />
      )}
      {shown.map((d) => (
        <DeviceNotice key={d.id} companyId={companyId} d={d} />
      ))}
    </Flex>
  );
}
