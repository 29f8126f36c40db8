import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Popconfirm } from 'antd';
import { toast } from 'react-toastify';
import { rowAction } from '@/shared/list/rowAction';
import { CancelReason } from '@/features/passes/CancelAction';
import {
  useCancelFiscalSaleMutation,
  useFiscalJobQuery,
  useRecordManualReceiptMutation,
  useRecordStornoMutation,
  useRetryFiscalJobMutation,
  type FiscalJob,
  type FiscalJobRef,
} from './api';
import { jobPollMs, jobState } from './fiscal';

/** A bon's state, live: asked about every 0,7 s while it waits, then as it is. */
export function useLiveFiscalJob(companyId: number, ref: FiscalJobRef | null | undefined) {
  const [status, setStatus] = useState(ref?.status);
  const { data } = useFiscalJobQuery(
    { companyId, id: ref?.id ?? 0 },
    { skip: !ref, pollingInterval: jobPollMs(status), skipPollingIfUnfocused: false },
  );
  const job: (FiscalJobRef & Partial<FiscalJob>) | null = data ?? ref ?? null;
  if (job && job.status !== status) setStatus(job.status);
  return job;
}

/** A button that asks for a number (a bon printed by hand, a return) before it acts. */
function NumberAction({
  label,
  title,
  field,
  okText,
  danger,
  onConfirm,
}: {
  label: string;
  title: string;
  field: string;
  okText: string;
  danger?: boolean;
  onConfirm: (value: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText="Renunță"
      okButtonProps={{ disabled: value.trim() === '', danger }}
      onOpenChange={(open) => open && setValue('')}
      onConfirm={() => onConfirm(value.trim())}
      description={
        <Input
          aria-label={field}
          placeholder={field}
          maxLength={40}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          style={{ maxWidth: 260 }}
        />
      }
    >
      <Button danger={danger}>{label}</Button>
    </Popconfirm>
  );
}

/**
 * The bon fiscal of a sale, live ("Bon fiscal: în coadă" → "Bon fiscal nr. N tipărit"), with what
 * staff can do: a failed bon is retried ("Reîncearcă") or its sale cancelled ("Anulează vânzarea");
 * a bon printed by hand on the device is recorded with its number; cancelling a printed sale asks for
 * the return's (storno) number printed on the device.
 */
export function FiscalJobPanel({
  companyId,
  job,
  onSaleCancelled,
  heading,
}: {
  companyId: number;
  job: FiscalJobRef & Partial<FiscalJob>;
  onSaleCancelled?: () => void;
  /** What was sold (a list of bons): shown before the state. */
  heading?: ReactNode;
}) {
  const [retry, { isLoading: retrying }] = useRetryFiscalJobMutation();
  const [cancelSale] = useCancelFiscalSaleMutation();
  const [recordManual] = useRecordManualReceiptMutation();
  const [recordStorno] = useRecordStornoMutation();
  const [reason, setReason] = useState('');
  const ref = { companyId, id: job.id };
  const state = jobState(job);
  const isSale = (job.kind ?? 'sale') === 'sale';

  const onCancel = async () => {
    const done = await cancelSale({ ...ref, cancelSaleDto: { reason: reason.trim() || null } })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) {
      toast.success('Vânzarea a fost anulată.');
      onSaleCancelled?.();
    }
  };
  // A printed bon: the sale is cancelled and the return printed on the device is recorded at once.
  const onCancelPrinted = async (stornoNumber: string) => {
    const cancelled = await rowAction(cancelSale({ ...ref, cancelSaleDto: { reason: null } }).unwrap());
    if (!cancelled) return;
    await rowAction(
      recordStorno({ ...ref, stornoDto: { storno_number: stornoNumber } }).unwrap(),
      `Vânzarea a fost anulată; bonul de retur nr. ${stornoNumber} a fost înregistrat.`,
    );
    onSaleCancelled?.();
  };

  const actions: ReactNode[] = [];
  if (job.status === 'failed')
    actions.push(
      <Button
        key="retry"
        type="primary"
        loading={retrying}
        onClick={() => void rowAction(retry(ref).unwrap(), 'Bonul a fost retrimis casei de marcat.')}
      >
        Reîncearcă
      </Button>,
    );
  if (isSale && (job.status === 'failed' || job.status === 'queued'))
    actions.push(
      <NumberAction
        key="manual"
        label="Tipărit de mână"
        title="Bonul a fost tipărit de mână pe casa de marcat?"
        field="Numărul bonului fiscal"
        okText="Înregistrează"
        onConfirm={(n) =>
          rowAction(
            recordManual({ ...ref, manualReceiptDto: { receipt_number: n } }).unwrap(),
            `Bonul nr. ${n} a fost înregistrat.`,
          )
        }
      />,
      <Popconfirm
        key="cancel"
        title="Anulați vânzarea?"
        okText="Da, anulează"
        cancelText="Renunță"
        okButtonProps={{ danger: true }}
        onOpenChange={(open) => open && setReason('')}
        onConfirm={onCancel}
        description={
          <CancelReason
            text="Bonul nu se mai tipărește, iar permisul (sau plata) se anulează."
            reason={reason}
            onChange={setReason}
          />
        }
      >
        <Button danger>Anulează vânzarea</Button>
      </Popconfirm>,
    );
  if (isSale && job.status === 'printed' && !job.storno_status)
    actions.push(
      <NumberAction
        key="cancel-printed"
        danger
        label="Anulează vânzarea"
        title="Tipăriți pe casa de marcat bonul de retur (storno), apoi scrieți-i numărul."
        field="Numărul bonului de retur"
        okText="Anulează vânzarea"
        onConfirm={onCancelPrinted}
      />,
    );
  if (job.storno_status === 'needed')
    actions.push(
      <NumberAction
        key="storno"
        label="Înregistrează returul"
        title="Numărul bonului de retur (storno) tipărit pe casa de marcat"
        field="Numărul bonului de retur"
        okText="Înregistrează"
        onConfirm={(n) =>
          rowAction(
            recordStorno({ ...ref, stornoDto: { storno_number: n } }).unwrap(),
            `Bonul de retur nr. ${n} a fost înregistrat.`,
          )
        }
      />,
    );

  return (
    <Alert
      className="no-print"
      type={state.tone}
      showIcon
      role="status"
      aria-live="polite"
      data-testid="fiscal-job"
      style={{ marginBottom: 16, textAlign: 'left' }}
      title={
        <>
          {heading}
          <span data-testid="fiscal-job-state">{state.text}</span>
        </>
      }
      // The buttons under the text, not beside it: on a phone they wrap instead of squeezing it.
      description={
        job.status === 'queued' || actions.length ? (
          <Flex vertical gap={8}>
            {job.status === 'queued' && <span>Bonul se tipărește când agentul casei de marcat îl preia.</span>}
            {actions.length > 0 && (
              <Flex gap={8} wrap>
                {actions}
              </Flex>
            )}
          </Flex>
        ) : undefined
      }
    />
  );
}
