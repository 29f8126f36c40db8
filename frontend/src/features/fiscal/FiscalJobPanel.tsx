import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Popconfirm } from 'antd';
import { toast } from 'react-toastify';
import { NumberInput } from '@/shared/components/NumberInput';
import { rowAction } from '@/shared/list/rowAction';
import { numberRule } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { CancelReason } from '@/features/passes/CancelAction';
import {
  useCancelFiscalSaleMutation,
  useFiscalJobQuery,
  useRecordManualReceiptMutation,
  useRecordStornoMutation,
  useRecordZTotalsMutation,
  useRetryFiscalJobMutation,
  type FiscalJob,
  type FiscalJobRef,
} from './api';
import { jobPollMs, jobState } from './fiscal';

type ZTotalsValues = { number: number | null; receipts: number | null; cash: string; card: string };

const AMOUNT = /^\d{1,10}([.,]\d{1,2})?$/;
const amountRules = [
  { required: true, message: 'Câmpul este obligatoriu.' },
  { pattern: AMOUNT, message: 'Scrieți suma cu cel mult două zecimale (ex. 600,00).' },
];

/** "Înregistrează totalurile": a Z printed without its totals, typed in from the printed Z. */
function ZTotalsAction({ companyId, id }: { companyId: number; id: number }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ZTotalsValues>();
  const [record, { isLoading }] = useRecordZTotalsMutation();
  const onFinish = async (v: ZTotalsValues) => {
    const amount = (text: string) => text.trim().replace(',', '.');
    try {
      await record({
        companyId,
        id,
        zReportResultDto: {
          number: v.number ?? 0,
          receipts: v.receipts ?? 0,
          totals: { cash: amount(v.cash), card: amount(v.card) },
        },
      }).unwrap();
      toast.success(`Totalurile raportului Z nr. ${v.number} au fost înregistrate.`);
      setOpen(false);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Înregistrează totalurile
      </Button>
      {open && (
        <Modal
          open
          title="Totalurile raportului Z, de pe hârtie"
          okText="Înregistrează"
          cancelText="Renunță"
          confirmLoading={isLoading}
          onOk={() => form.submit()}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <Form<ZTotalsValues>
            form={form}
            layout="vertical"
            initialValues={{ number: null, receipts: null, cash: '0,00', card: '0,00' }}
            onFinish={onFinish}
          >
            <Form.Item
              label="Numărul raportului Z"
              name="number"
              rules={[numberRule({ required: true, integer: true, min: 0 })]}
            >
              <NumberInput precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="Numărul de bonuri"
              name="receipts"
              rules={[numberRule({ required: true, integer: true, min: 0 })]}
            >
              <NumberInput precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Numerar (lei)" name="cash" rules={amountRules}>
              <Input inputMode="decimal" maxLength={14} />
            </Form.Item>
            <Form.Item label="Card (lei)" name="card" rules={amountRules}>
              <Input inputMode="decimal" maxLength={14} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

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
  // What to do (the return's own state line already says it).
  const toDo = job.attention && job.attention.code !== 'storno_needed' ? job.attention.to_do : null;
  // Handed to the agent long ago and no result came (backend/src/fiscal/fiscal-attention.ts): staff settle it.
  const noResult = job.attention?.code === 'no_result';

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
  if (isSale && (job.status === 'failed' || job.status === 'queued' || noResult))
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
        title="Anulezi vânzarea?"
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
  if (job.attention?.code === 'no_receipt_number')
    actions.push(
      <NumberAction
        key="number"
        label="Înregistrează numărul"
        title="Numărul bonului, de pe bonul tipărit sau din jurnalul agentului"
        field="Numărul bonului fiscal"
        okText="Înregistrează"
        onConfirm={(n) =>
          rowAction(
            recordManual({ ...ref, manualReceiptDto: { receipt_number: n } }).unwrap(),
            `Numărul bonului (${n}) a fost înregistrat.`,
          )
        }
      />,
    );
  if (job.attention?.code === 'z_without_totals' || (noResult && job.kind === 'z_report'))
    actions.push(<ZTotalsAction key="z" companyId={companyId} id={job.id} />);
  if (noResult && !isSale)
    actions.push(
      <Popconfirm
        key="cancel-report"
        title="Anulezi raportul?"
        okText="Da, anulează"
        cancelText="Renunță"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          rowAction(cancelSale({ ...ref, cancelSaleDto: { reason: null } }).unwrap(), 'Raportul a fost anulat.')
        }
      >
        <Button danger>Anulează raportul</Button>
      </Popconfirm>,
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
        job.status === 'queued' || actions.length || toDo ? (
          <Flex vertical gap={8}>
            {job.status === 'queued' && <span>Bonul se tipărește când agentul casei de marcat îl preia.</span>}
            {toDo && <span data-testid="fiscal-job-todo">{toDo}</span>}
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
