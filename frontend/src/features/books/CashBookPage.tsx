import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { NumberInput } from '@/shared/components/NumberInput';
import { ExportCsvButton } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import { onRomanianClock } from '@/shared/romanianClock';
import { numberProblem } from '@/shared/list/checks';
import { day as urlDay } from '@/shared/list/filters';
import { notACashDay, cashDayProblem } from './cashDates';
import { EXPENSE_CATEGORIES } from '@/features/expenses/api';
import {
  downloadExport,
  useCashBookSettingsQuery,
  useUpdateCashBookSettingsMutation,
  useCashBookQuery,
  useCancelDispositionMutation,
  useCloseDayMutation,
  useCreateDispositionMutation,
  useReopenDayMutation,
  type CashBookDay,
  type CashBookLine,
  type CashBookSettings,
} from './api';

/** Rows of form 14-4-7A on one A4 page; the ones a day does not use are struck through. */
const FORM_ROWS = 18;

const PRINT_CSS = `
@page { size: 210mm 297mm; margin: 12mm; }
.cashbook-page { background: #fff; color: #000; font-family: Arial, 'Helvetica Neue', sans-serif; padding: 16px;
  box-shadow: 0 2px 12px rgba(0,0,0,.12); margin-bottom: 24px; overflow-x: auto; }
.cashbook-table { width: 100%; border-collapse: collapse; font-size: 12px; }
.cashbook-table th, .cashbook-table td { border: 1px solid #000; padding: 3px 6px; height: 20px; }
.cashbook-table td.num { text-align: right; white-space: nowrap; }
.cashbook-unused td { background: linear-gradient(to top right, transparent calc(50% - 1px), #000 50%, transparent calc(50% + 1px)); }
.cashbook-signatures { display: flex; gap: 16px; margin-top: 24px; }
.cashbook-signatures > div { flex: 1; border: 1px solid #000; height: 70px; padding: 6px; font-size: 12px; }
@media print {
  html, body, #root { background: #fff !important; }
  .ant-layout, .ant-layout-content { background: #fff !important; padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  .ant-layout-sider, .ant-layout-header, .Toastify, .no-print { display: none !important; }
  .cashbook-page { box-shadow: none; margin: 0; padding: 0; break-after: page; page-break-after: always; }
  .cashbook-page:last-of-type { break-after: auto; page-break-after: auto; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

type CsvRow = CashBookLine & { date: string };

const csvColumns: CsvColumn<CsvRow>[] = [
  { title: 'Data', value: (l) => formatDate(l.date) },
  { title: 'Nr. crt.', value: (l) => l.number },
  { title: 'Document', value: (l) => l.document },
  { title: 'Nr. anexe', value: (l) => l.attachments },
  { title: 'Explicații', value: (l) => l.explanation },
  { title: 'Încasări (lei)', value: (l) => formatAmount(l.in) },
  { title: 'Plăți (lei)', value: (l) => formatAmount(l.out) },
];

const isoDay = (d: Dayjs) => d.format('YYYY-MM-DD');
const thisMonth = (): [Dayjs, Dayjs] => {
  const yesterday = onRomanianClock().subtract(1, 'day');
  const monthStart = onRomanianClock().startOf('month');
  return [yesterday.isBefore(monthStart) ? yesterday : monthStart, onRomanianClock()];
};

/** /company/cashbook: the registru de casă, its days closed and reopened, and the period for the accountant. */
export default function CashBookPage() {
  const companyId = useCompanyId();
  const user = useAppSelector((s) => s.auth.user);
  const isAdmin = user?.role === 2;
  // The period in the URL (`from`, `to`, as the lists keep theirs), so a reload or a link keeps it;
  // without one, this month, and yesterday on the 1st (the day usually closed in the morning).
  const [query, setQuery] = useSearchParams();
  const [from, to] = [urlDay(query.get('from')), urlDay(query.get('to'))];
  const range: [Dayjs, Dayjs] = from && to && !to.isBefore(from) ? [from, to] : thisMonth();
  const setRange = (r: [Dayjs, Dayjs]) =>
    setQuery(
      (q) => {
        const next = new URLSearchParams(q);
        next.set('from', isoDay(r[0]));
        next.set('to', isoDay(r[1]));
        return next;
      },
      { replace: true },
    );
  const body = { companyId, cashBookRangeDto: { date_from: isoDay(range[0]), date_to: isoDay(range[1]) } };
  const { data, isFetching } = useCashBookQuery(body, { refetchOnMountOrArgChange: true });
  const days = data?.days ?? [];
  const [closeDay] = useCloseDayMutation();
  const [reopenDay] = useReopenDayMutation();
  const [confirmClose, setConfirmClose] = useState<{ date: string; message: string } | null>(null);
  const [reopen, setReopen] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [dispositionOpen, setDispositionOpen] = useState(false);
  const [cancelLine, setCancelLine] = useState<CashBookLine | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const [cancelDisposition, { isLoading: cancelling }] = useCancelDispositionMutation();

  const onCancelDisposition = async () => {
    if (!cancelLine || !cancelReason.trim()) return;
    try {
      await cancelDisposition({
        companyId,
        id: cancelLine.source_id,
        cancelCashDispositionDto: { reason: cancelReason.trim() },
      }).unwrap();
      toast.success(`${cancelLine.document} a fost anulată.`);
      setCancelLine(null);
      setCancelReason('');
    } catch {
      // the toast says why (a closed day, a refund, a balance that would go below zero)
    }
  };

  const onClose = async (date: string, confirm = false) => {
    try {
      await closeDay({ companyId, closeDayDto: { date, ...(confirm ? { confirm } : {}) } }).unwrap();
      toast.success(`Ziua ${formatDate(date)} a fost închisă.`);
      setConfirmClose(null);
    } catch (err) {
      const { status, data: e } = (err ?? {}) as { status?: number; data?: { message?: string } };
      // amef mode: a day with bons and no Z report is closed only when confirmed.
      if (status === 409 && /raport(ul)? Z/.test(e?.message ?? '')) setConfirmClose({ date, message: e!.message! });
    }
  };

  const onReopen = async () => {
    if (!reopen || !reason.trim()) return;
    try {
      await reopenDay({ companyId, reopenDayDto: { date: reopen, reason: reason.trim() } }).unwrap();
      toast.success(`Ziua ${formatDate(reopen)} a fost redeschisă.`);
      setReopen(null);
      setReason('');
    } catch {
      // the toast says why
    }
  };

  const totals = days.reduce(
    (t, d) => ({
      in: t.in + Number(d.total_in),
      out: t.out + Number(d.total_out),
      card: t.card + Number(d.card),
      transfer: t.transfer + Number(d.transfer),
    }),
    { in: 0, out: 0, card: 0, transfer: 0 },
  );

  return (
    <>
      <style>{PRINT_CSS}</style>
      <Flex className="no-print" justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Registru de casă
        </Typography.Title>
        <Flex gap={8} wrap>
          <DatePicker.RangePicker
            aria-label="Perioada"
            format="DD.MM.YYYY"
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Button onClick={() => window.print()} disabled={!days.length}>
            Tipărește (A4)
          </Button>
          <ExportCsvButton<CsvRow>
            fileBase="registru-casa"
            columns={csvColumns}
            load={async () => days.flatMap((d) => d.lines.map((l) => ({ ...l, date: d.date })))}
          />
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDispositionOpen(true)}>
            Dispoziție de casă
          </Button>
        </Flex>
      </Flex>

      <Card className="no-print" title="Pentru contabil" size="small" style={{ marginBottom: 16 }}>
        <Flex gap={32} wrap align="center">
          <Statistic title="Sold inițial" value={days.length ? formatLei(days[0].opening_balance) : '—'} />
          <Statistic title="Total încasări" value={formatLei(totals.in)} />
          <Statistic title="Total plăți" value={formatLei(totals.out)} />
          <Statistic title="Sold final" value={days.length ? formatLei(days[days.length - 1].closing_balance) : '—'} />
          <Statistic title="Card (în afara casei)" value={formatLei(totals.card)} />
          <Statistic title="Transfer bancar (în afara casei)" value={formatLei(totals.transfer)} />
          <ExportButtons
            companyId={companyId}
            from={body.cashBookRangeDto.date_from}
            to={body.cashBookRangeDto.date_to}
          />
        </Flex>
      </Card>

      {isAdmin && <SettingsCard companyId={companyId} />}

      {!days.length && !isFetching && (
        <Empty className="no-print" description="Nicio mișcare de numerar în perioada aleasă." />
      )}
      {days.map((day) => (
        <CashBookPageOfDay
          key={day.date}
          day={day}
          unit={{ name: user?.company?.name ?? '', cui: user?.company?.cui ?? '' }}
          isAdmin={isAdmin}
          onClose={() => void onClose(day.date)}
          onReopen={() => setReopen(day.date)}
          onCancelLine={(line) => setCancelLine(line)}
        />
      ))}

      <Modal
        open={confirmClose !== null}
        title="Închidere fără raport Z"
        okText="Închide ziua oricum"
        cancelText="Renunță"
        onOk={() => confirmClose && void onClose(confirmClose.date, true)}
        onCancel={() => setConfirmClose(null)}
      >
        <Alert type="warning" showIcon title={confirmClose?.message} />
      </Modal>
      <Modal
        open={reopen !== null}
        title={reopen ? `Redeschide ziua ${formatDate(reopen)}` : ''}
        okText="Redeschide"
        cancelText="Renunță"
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => void onReopen()}
        onCancel={() => setReopen(null)}
      >
        <Typography.Paragraph>
          Ziua a fost semnată. Motivul redeschiderii rămâne în jurnalul de audit.
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Motivul redeschiderii"
          value={reason}
          maxLength={255}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <Modal
        open={cancelLine !== null}
        title={cancelLine ? `Anulează ${cancelLine.document}` : ''}
        okText="Anulează dispoziția"
        okButtonProps={{ danger: true, disabled: !cancelReason.trim(), loading: cancelling }}
        cancelText="Renunță"
        onOk={() => void onCancelDisposition()}
        onCancel={() => setCancelLine(null)}
      >
        <Typography.Paragraph>
          Numărul rămâne folosit, suma iese din registrul de casă. Motivul rămâne în jurnalul de audit.
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Motivul anulării"
          value={cancelReason}
          maxLength={255}
          onChange={(e) => setCancelReason(e.target.value)}
        />
      </Modal>
      <DispositionModal companyId={companyId} open={dispositionOpen} onClose={() => setDispositionOpen(false)} />
    </>
  );
}

function ExportButtons({ companyId, from, to }: { companyId: number; from: string; to: string }) {
  const [busy, setBusy] = useState<'saga' | 'csv' | null>(null);
  const go = async (format: 'saga' | 'csv') => {
    setBusy(format);
    try {
      await downloadExport(companyId, { date_from: from, date_to: to, format });
    } catch {
      toast.error('Exportul nu a reușit.', { toastId: 'books-export' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<DownloadOutlined aria-hidden />}
        loading={busy === 'saga'}
        onClick={() => void go('saga')}
      >
        Export SAGA (.zip)
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'csv'} onClick={() => void go('csv')}>
        Export CSV (.zip)
      </Button>
    </Flex>
  );
}

/** One day as form 14-4-7A: unit, date, the lines, unused rows struck through, totals, balances, signatures. */
function CashBookPageOfDay({
  day,
  unit,
  isAdmin,
  onClose,
  onReopen,
  onCancelLine,
}: {
  day: CashBookDay;
  unit: { name: string; cui: string };
  isAdmin: boolean;
  onClose: () => void;
  onReopen: () => void;
  onCancelLine: (line: CashBookLine) => void;
}) {
  const unused = Math.max(FORM_ROWS - day.lines.length, 0);
  return (
    <section
      className="cashbook-page"
      data-testid="cashbook-day"
      aria-label={`Registru de casă ${formatDate(day.date)}`}
    >
      <Flex justify="space-between" align="start" wrap gap={8}>
        <div>
          <div>
            <strong>Unitatea:</strong> {unit.name}
          </div>
          <div>
            <strong>CUI:</strong> {unit.cui}
          </div>
        </div>
        <div style={{ textAlign: 'center' }}>
          <div style={{ fontSize: 18, fontWeight: 700 }}>REGISTRU DE CASĂ</div>
          <div>Data: {formatDate(day.date)}</div>
        </div>
        <Flex className="no-print" gap={8} align="center">
          {day.closed ? (
            <>
              <Tag color="green" icon={<LockOutlined aria-hidden />}>
                Zi închisă
              </Tag>
              {isAdmin && (
                <Button size="small" icon={<UnlockOutlined aria-hidden />} onClick={onReopen}>
                  Redeschide
                </Button>
              )}
            </>
          ) : (
            <Popconfirm
              title={`Închizi ziua ${formatDate(day.date)}?`}
              description={
                isAdmin
                  ? 'Documentele ei nu se mai pot emite, modifica sau anula până o redeschideți, cu un motiv.'
                  : 'Documentele ei nu se mai pot emite, modifica sau anula; doar un administrator o poate redeschide.'
              }
              okText="Închide ziua"
              cancelText="Renunță"
              onConfirm={onClose}
            >
              <Button size="small" icon={<LockOutlined aria-hidden />}>
                Închide ziua
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      {day.warnings.map((w) => (
        <Alert key={w} className="no-print" type="warning" showIcon title={w} style={{ marginTop: 8 }} />
      ))}
      <table className="cashbook-table" style={{ marginTop: 12 }}>
        <thead>
          <tr>
            <th>Nr. crt.</th>
            <th>Nr. act casă</th>
            <th>Nr. anexe</th>
            <th>Explicații</th>
            <th>Încasări</th>
            <th>Plăți</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={4}>Sold precedent (report)</td>
            <td className="num">{formatAmount(day.opening_balance)}</td>
            <td />
          </tr>
          {day.lines.map((l) => (
            <tr key={`${l.kind}-${l.source_id}`} data-testid="cashbook-line">
              <td className="num">{l.number}</td>
              <td>
                {l.document}
                {!day.closed && (l.kind === 'disposition_in' || l.kind === 'disposition_out') && (
                  <Button
                    className="no-print"
                    type="link"
                    size="small"
                    danger
                    onClick={() => onCancelLine(l)}
                    aria-label={`Anulează ${l.document}`}
                  >
                    Anulează
                  </Button>
                )}
              </td>
              <td className="num">{l.attachments}</td>
              <td>{l.explanation}</td>
              <td className="num">{Number(l.in) ? formatAmount(l.in) : ''}</td>
              <td className="num">{Number(l.out) ? formatAmount(l.out) : ''}</td>
            </tr>
          ))}
          {unused > 0 && (
            <tr className="cashbook-unused" data-testid="cashbook-unused" aria-label="Rânduri neutilizate, barate">
              <td colSpan={6} style={{ height: unused * 20 }} />
            </tr>
          )}
          <tr>
            <td colSpan={4}>
              <strong>Total zi</strong>
            </td>
            <td className="num">
              <strong>{formatAmount(day.total_in)}</strong>
            </td>
            <td className="num">
              <strong>{formatAmount(day.total_out)}</strong>
            </td>
          </tr>
          <tr>
            <td colSpan={4}>
              <strong>Sold final</strong>
            </td>
            <td className="num">
              <strong>{formatAmount(day.closing_balance)}</strong>
            </td>
            <td />
          </tr>
        </tbody>
      </table>
      {(Number(day.card) > 0 || Number(day.transfer) > 0) && (
        // Not cash lines: shown apart, printed too, and they do not move the balance.
        <div data-testid="cashbook-noncash" style={{ marginTop: 8, fontSize: 12 }}>
          Încasări fără numerar (nu intră în casă): card {formatLei(day.card)}, transfer bancar{' '}
          {formatLei(day.transfer)}
        </div>
      )}
      <div className="cashbook-signatures">
        <div>Casier</div>
        <div>Compartiment financiar-contabil</div>
      </div>
    </section>
  );
}

interface DispositionValues {
  kind: 'in' | 'out';
  /** As typed (the input's string mode): sent as it is, checked for two decimals. */
  amount: string | null;
  issued_on: Dayjs;
  explanation: string;
  person: string;
}

function DispositionModal({ companyId, open, onClose }: { companyId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<DispositionValues>();
  const [create, { isLoading }] = useCreateDispositionMutation();
  const onFinish = async (v: DispositionValues) => {
    try {
      const saved = await create({
        companyId,
        createCashDispositionDto: {
          kind: v.kind,
          amount: String(v.amount),
          issued_on: v.issued_on.format('YYYY-MM-DD'),
          explanation: v.explanation,
          person: v.person,
        },
      }).unwrap();
      toast.success(
        `${saved.kind === 'in' ? 'Dispoziția de încasare' : 'Dispoziția de plată'} ${saved.series} ${saved.number} a fost emisă.`,
      );
      form.resetFields();
      onClose();
    } catch {
      // the toast says why (a closed day, a balance below zero, no series)
    }
  };
  return (
    <Modal
      open={open}
      title="Dispoziție de casă"
      okText="Emite"
      cancelText="Renunță"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<DispositionValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ kind: 'in', issued_on: onRomanianClock(), amount: null }}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item name="kind">
          <Segmented
            options={[
              { value: 'in', label: 'De încasare' },
              { value: 'out', label: 'De plată' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Sumă (lei)"
          name="amount"
          rules={[
            {
              // As typed: a third decimal is refused, never rounded away (the server refuses it too).
              validator: (_, value: unknown) => {
                const problem = numberProblem(value, {
                  required: true,
                  min: 0,
                  minExclusive: true,
                  max: 9_999_999,
                  decimals: 2,
                });
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <NumberInput<string> stringMode style={{ width: '100%' }} decimalSeparator="," suffix="lei" />
        </Form.Item>
        <Form.Item
          label="Data"
          name="issued_on"
          rules={[
            { required: true, message: 'Câmpul este obligatoriu.' },
            {
              validator: (_, value: Dayjs | null) => {
                const problem = cashDayProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={notACashDay} />
        </Form.Item>
        <Form.Item
          label="Explicație"
          name="explanation"
          rules={[{ required: true, whitespace: true, message: 'Câmpul este obligatoriu.' }]}
        >
          <Input maxLength={255} placeholder="Depunere numerar la bancă, fond de rest…" />
        </Form.Item>
        <Form.Item
          label="Predat / primit de"
          name="person"
          rules={[{ required: true, whitespace: true, message: 'Câmpul este obligatoriu.' }]}
        >
          <Input maxLength={160} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface SettingsValues {
  opening_balance: number | null;
  start_date: Dayjs | null;
  limit_per_person: number | null;
  limit_end_of_day: number | null;
  account_cash: string;
  account_clients: string;
  account_suppliers: string;
  account_expenses: string;
  account_dispositions: string;
  expense_accounts: Record<string, string | undefined>;
}

const toSettingsForm = (s: CashBookSettings): SettingsValues => ({
  opening_balance: Number(s.opening_balance),
  start_date: s.start_date ? dayjs(s.start_date) : null,
  limit_per_person: Number(s.limit_per_person),
  limit_end_of_day: Number(s.limit_end_of_day),
  account_cash: s.account_cash,
  account_clients: s.account_clients,
  account_suppliers: s.account_suppliers,
  account_expenses: s.account_expenses,
  account_dispositions: s.account_dispositions,
  expense_accounts: s.expense_accounts,
});

/** Role 2: the book's opening balance and first day, the cash limits and the accounts of the export. */
function SettingsCard({ companyId }: { companyId: number }) {
  const { data } = useCashBookSettingsQuery({ companyId });
  const [save, { isLoading }] = useUpdateCashBookSettingsMutation();
  const [form] = Form.useForm<SettingsValues>();
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const onFinish = async (v: SettingsValues) => {
    const accounts = Object.fromEntries(
      Object.entries(v.expense_accounts ?? {}).filter((e): e is [string, string] => !!e[1]?.trim()),
    );
    try {
      await save({
        companyId,
        updateCashBookSettingsDto: {
          opening_balance: Number(v.opening_balance ?? 0).toFixed(2),
          start_date: v.start_date ? v.start_date.format('YYYY-MM-DD') : null,
          limit_per_person: Number(v.limit_per_person).toFixed(2),
          limit_end_of_day: Number(v.limit_end_of_day).toFixed(2),
          account_cash: v.account_cash,
          account_clients: v.account_clients,
          account_suppliers: v.account_suppliers,
          account_expenses: v.account_expenses,
          account_dispositions: v.account_dispositions,
          expense_accounts: accounts,
        },
      }).unwrap();
      toast.success('Setările registrului au fost salvate.');
    } catch {
      // the toast says why
    }
  };
  const money = { min: 0, decimalSeparator: ',', suffix: 'lei', style: { width: '100%' } } as const;
  return (
    <Card
      className="no-print"
      size="small"
      title="Setările registrului"
      style={{ marginBottom: 16 }}
      extra={
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Ascunde' : 'Arată'}
        </Button>
      }
      styles={{ body: open ? undefined : { display: 'none' } }}
    >
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={toSettingsForm(data)}
        onFinish={(v) => void onFinish(v)}
      >
        <Flex gap={16} wrap>
          <Form.Item label="Sold inițial" name="opening_balance" extra="Numerarul din casă la data de început.">
            <NumberInput {...money} />
          </Form.Item>
          <Form.Item
            label="Data de început"
            name="start_date"
            extra="Documentele mai vechi rămân în afara registrului."
          >
            <DatePicker format="DD.MM.YYYY" />
          </Form.Item>
          <Form.Item
            label="Limită numerar pe persoană / zi"
            name="limit_per_person"
            extra="Legea se schimbă: verificați cu contabilul."
          >
            <NumberInput {...money} />
          </Form.Item>
          <Form.Item label="Plafon casă la sfârșitul zilei" name="limit_end_of_day">
            <NumberInput {...money} />
          </Form.Item>
        </Flex>
        <Typography.Text strong>Conturi pentru exportul SAGA (de confirmat cu contabilul)</Typography.Text>
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          <Form.Item label="Casa" name="account_cash">
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Clienți" name="account_clients">
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Furnizori (factură)" name="account_suppliers">
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Cheltuieli (implicit)" name="account_expenses">
            <Input style={{ width: 100 }} />
          </Form.Item>
          <Form.Item label="Dispoziții" name="account_dispositions">
            <Input style={{ width: 100 }} />
          </Form.Item>
          {EXPENSE_CATEGORIES.map((c) => (
            <Form.Item key={c.value} label={c.label} name={['expense_accounts', c.value]}>
              <Input style={{ width: 100 }} placeholder="implicit" />
            </Form.Item>
          ))}
        </Flex>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvează setările
        </Button>
      </Form>
    </Card>
  );
}
