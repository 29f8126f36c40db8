import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Popconfirm,
  Progress,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { useUserQuery } from '@/features/auth/api';
import type { FiscalJobRef } from '@/features/fiscal/api';
import { FiscalJobPanel, useLiveFiscalJob } from '@/features/fiscal/FiscalJobPanel';
import { paidWith, PAYMENT_METHODS, usePassQuery, type PaymentMethod } from '@/features/passes/api';
import { passNumber } from '@/features/passes/PassesTable';
import { useReceiptQuery } from '@/features/receipts/api';
import { NumberInput } from '@/shared/components/NumberInput';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { ConfirmButton } from '@/shared/components/listing';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { formatDateTime, formatLei } from '@/shared/format';
import { newRequestKey } from '@/shared/requestKey';
import { useCatchesQuery, useCheckoutMutation, useCreateCatchMutation, useDeleteCatchMutation } from './api';
import { useWaterQuery } from '@/features/waters/api';
import { exitFigures, exitSpecies, formatKg } from './exit';
import './exit.css';

interface CatchValues {
  count: number | null;
  weight_kg: number | null;
  kept: boolean;
}

const KG = /^\d{1,5}(\.\d{1,3})?$/;

/** Field problems of one catch, in the app's own words (the server checks again). */
function catchProblems(v: CatchValues, fishId: number | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fishId) out.fish_id = 'Alegeți specia.';
  if (!v.count || !Number.isInteger(v.count) || v.count < 1 || v.count > 1000)
    out.count = 'Numărul trebuie să fie între 1 și 1000.';
  if (v.weight_kg === null || v.weight_kg === undefined || !KG.test(String(v.weight_kg)) || v.weight_kg > 10000)
    out.weight_kg = 'Introduceți o greutate între 0 și 10000 kg, cu cel mult trei zecimale.';
  return out;
}

/**
 * What the surplus's payment brings (docs/numbering-and-fiscal.md): a chitanță for cash in `receipt`
 * mode, a bon fiscal for cash or card in `amef` mode, no document for card or transfer otherwise.
 */
function surplusDocument(payment: PaymentMethod, mode: 'receipt' | 'amef', amount: number): string {
  if (mode === 'amef' && payment !== 'transfer') return `Surplusul de ${formatLei(amount)} se tipărește pe bon fiscal.`;
  if (payment === 'cash') return `Se emite chitanța surplusului: ${formatLei(amount)}.`;
  return `${paidWith(payment, amount)}, fără chitanță.`;
}

/**
 * /company/passes/:id/exit – "Ieșire": the angler leaves; staff add the catches with species
 * tiles, watch the kept kilos against the plan's allowance, then record the exit (one time) and
 * print the chitanță of a surplus paid in cash. Reached from the pass (and from the lake's board).
 */
export default function PassExitPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<CatchValues>();
  const [fishId, setFishId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const { data: session } = useUserQuery();
  const fiscalMode = session?.user.company?.fiscal_mode ?? 'receipt';
  const {
    data: pass,
    isFetching,
    error,
    refetch,
  } = usePassQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  // The surplus's chitanță, read to say when it was cancelled since (the exit itself stays).
  const { data: surplusReceipt } = useReceiptQuery(
    { companyId, id: pass?.checkout_receipt_id ?? 0 },
    { skip: !pass?.checkout_receipt_id, refetchOnMountOrArgChange: true },
  );
  const {
    data: page,
    isLoading: catchesLoading,
    isError: catchesError,
    isFetching: catchesFetching,
    refetch: readCatches,
  } = useCatchesQuery({ companyId, id }, { skip: !pass });
  // The catches got no answer (a dropped signal): not "none", and no exit on figures not read.
  const catchesFailed = !page && catchesError && !catchesFetching;
  const { data: water } = useWaterQuery({ companyId, id: pass?.water_id ?? 0 }, { skip: !pass });
  const [createCatch, { isLoading: adding }] = useCreateCatchMutation();
  const [deleteCatch] = useDeleteCatchMutation();
  const [checkout, { isLoading: checkingOut }] = useCheckoutMutation();
  // One exit per visit of the screen: sent again (a lost answer), it gets the exit already recorded.
  const [exitKey] = useState(newRequestKey);
  // One key per fish: the same fish sent again after a failure (a lost answer) gets the catch
  // already recorded; a recorded catch, or other values typed, start a new one.
  const catchAttempt = useRef<{ values: string; key: string } | null>(null);
  // amef mode: the surplus's bon fiscal, live.
  const [exitJob, setExitJob] = useState<FiscalJobRef | null>(null);
  const liveExitJob = useLiveFiscalJob(companyId, exitJob);

  if (!pass)
    return (
      <RecordState
        isLoading={isFetching}
        error={error}
        onBack={() => void navigate('/company/passes')}
        onRetry={() => void refetch()}
      />
    );

  const fishes = exitSpecies(session?.fishes ?? [], water);
  const releaseOnly = fishes.find((f) => f.id === fishId)?.releaseOnly ?? false;
  const catches = page?.data ?? [];
  const price = pass.plan?.extra_kg_price ?? '0.00';
  const figures = exitFigures(catches, pass.retention_kg, price);
  const allowance = Number(pass.retention_kg);
  const closed = !!pass.checked_out_at || pass.status === 'cancelled';

  const add = async () => {
    const v = form.getFieldsValue();
    const problems = catchProblems(v, fishId);
    if (Object.keys(problems).length) {
      form.setFields(
        (['count', 'weight_kg'] as const).map((name) => ({ name, errors: problems[name] ? [problems[name]] : [] })),
      );
      if (problems.fish_id) toast.error(problems.fish_id);
      return;
    }
    const fields = { fish_id: fishId!, count: v.count!, weight_kg: String(v.weight_kg), kept: v.kept };
    const values = JSON.stringify(fields);
    if (catchAttempt.current?.values !== values) catchAttempt.current = { values, key: newRequestKey() };
    try {
      await createCatch({ companyId, id, addCatchDto: { ...fields, request_key: catchAttempt.current.key } }).unwrap();
      catchAttempt.current = null;
      form.setFieldsValue({ count: 1, weight_kg: null });
      toast.success('Captura a fost adăugată.');
    } catch (err) {
      applyServerErrors(form, err);
      // The catch may have been recorded all the same (the answer lost): the list shows it.
      void readCatches();
    }
  };

  const finish = async () => {
    try {
      const result = await checkout({
        companyId,
        id,
        checkoutDto: { payment_method: payment, request_key: exitKey },
      }).unwrap();
      setExitJob(result.fiscal_job);
      toast.success(
        result.receipt
          ? `Ieșire înregistrată. Chitanța ${result.receipt.series} ${result.receipt.number}: ${formatLei(result.receipt.amount)}.`
          : result.fiscal_job
            ? 'Ieșire înregistrată. Surplusul se tipărește pe bon fiscal.'
            : Number(result.extra_amount) > 0
              ? `Ieșire înregistrată. ${paidWith(payment, result.extra_amount)}.`
              : 'Ieșire înregistrată, fără surplus de plată.',
      );
    } catch {
      // the error toast says why (409 once the exit is recorded)
    }
  };

  return (
    <div className="exit-page">
      <Typography.Title level={2}>Ieșire – permis {passNumber(pass)}</Typography.Title>
      {liveExitJob && <FiscalJobPanel companyId={companyId} job={liveExitJob} />}
      <Card className="exit-summary">
        <Flex wrap gap={16} justify="space-between">
          <div>
            <Typography.Text strong>{pass.client?.name}</Typography.Text>
            <div>
              {pass.water?.name} · {pass.plan?.name}
            </div>
            <div>Valabil până la {formatDateTime(pass.valid_to)}</div>
          </div>
          <div className="exit-totals" data-testid="exit-totals">
            <div>
              Reținut: <strong>{formatKg(figures.keptKg)}</strong> din{' '}
              {allowance > 0 ? formatKg(allowance) : '0 kg (catch & release)'}
            </div>
            <div>Eliberat: {formatKg(figures.releasedKg)}</div>
            <div data-testid="exit-surplus">
              Surplus: {formatKg(figures.excessKg)} × {formatLei(price)}/kg ={' '}
              <strong>{formatLei(figures.amount)}</strong>
            </div>
          </div>
        </Flex>
        <Progress
          percent={
            allowance > 0 ? Math.min(100, Math.round((figures.keptKg / allowance) * 100)) : figures.keptKg > 0 ? 100 : 0
          }
          status={figures.excessKg > 0 ? 'exception' : 'normal'}
          showInfo={false}
          aria-label="Reținut din cota permisă"
        />
      </Card>

      {pass.status === 'cancelled' && (
        <Alert type="error" showIcon title="Permisul este anulat." style={{ marginTop: 16 }} />
      )}
      {pass.checked_out_at && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={`Ieșire înregistrată la ${formatDateTime(pass.checked_out_at)}.`}
          description={
            surplusReceipt?.status === 'cancelled'
              ? `Chitanța surplusului, ${surplusReceipt.series} ${surplusReceipt.number}, este anulată: surplusul nu mai este încasat.`
              : pass.checkout_amount && pass.checkout_payment_method && pass.checkout_payment_method !== 'cash'
                ? `${paidWith(pass.checkout_payment_method, pass.checkout_amount)} (surplusul, fără chitanță).`
                : undefined
          }
          action={
            pass.checkout_receipt_id ? (
              <Button onClick={() => void navigate(`/company/receipts/${pass.checkout_receipt_id}/print`)}>
                Tipărește chitanța
              </Button>
            ) : undefined
          }
        />
      )}

      {!closed && (
        <Card title="Adaugă o captură" style={{ marginTop: 16 }}>
          <div className="exit-tiles" role="group" aria-label="Specia">
            {fishes.map((f) => (
              <button
                key={f.id}
                type="button"
                className={f.id === fishId ? 'exit-tile exit-tile-on' : 'exit-tile'}
                aria-pressed={f.id === fishId}
                onClick={() => {
                  setFishId(f.id);
                  // A species the water releases only is never kept (the server refuses it too).
                  if (f.releaseOnly) form.setFieldValue('kept', false);
                }}
              >
                {f.name}
                {f.releaseOnly && <small className="exit-tile-note"> · doar eliberat</small>}
              </button>
            ))}
          </div>
          <Form<CatchValues>
            noValidate
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ count: 1, weight_kg: null, kept: true }}
            onFinish={() => void add()}
            disabled={adding}
          >
            <Row gutter={16} align="bottom">
              <Col xs={8} md={4}>
                <Form.Item label="Bucăți" name="count">
                  {/* No min: a clamp would save "-3" as 0 kg or "0" as 1 without a word; catchProblems() says it. */}
                  <NumberInput style={{ width: '100%' }} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={16} md={6}>
                <Form.Item label="Greutate (kg)" name="weight_kg">
                  <NumberInput style={{ width: '100%' }} step={0.1} decimalSeparator="," suffix="kg" />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item label="Reținut" name="kept" valuePropName="checked">
                  <Switch checkedChildren="reținut" unCheckedChildren="eliberat" disabled={releaseOnly} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={adding} block>
                    Adaugă
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      )}

      <Card title="Capturi" style={{ marginTop: 16 }} loading={catchesLoading}>
        {catchesFailed ? (
          <Empty description="Capturile nu au putut fi încărcate.">
            <Button type="primary" onClick={() => void readCatches()}>
              Reîncearcă
            </Button>
          </Empty>
        ) : catches.length === 0 ? (
          <Empty description="Nicio captură înregistrată." />
        ) : (
          <ul className="exit-catches" aria-label="Capturi">
            {catches.map((c) => (
              <li key={c.id}>
                <span>
                  <strong>{c.fish}</strong> · {c.count} buc. · {formatKg(c.weight_kg)} ·{' '}
                  {c.kept ? 'reținut' : 'eliberat'}
                </span>
                {!closed && (
                  <ConfirmButton
                    label="Șterge"
                    title="Ștergi captura?"
                    description={`${c.fish}, ${formatKg(c.weight_kg)}`}
                    okText="Da, șterge"
                    onConfirm={() => deleteCatch({ companyId, id, catchId: c.id }).unwrap()}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {!closed && (
        <Card style={{ marginTop: 16 }}>
          <Flex wrap gap={12} align="center">
            <span>Plata surplusului:</span>
            <Select<PaymentMethod>
              aria-label="Plata surplusului"
              value={payment}
              onChange={setPayment}
              options={PAYMENT_METHODS}
              style={{ minWidth: 140 }}
            />
            <Popconfirm
              title="Înregistrezi ieșirea?"
              description={
                figures.amount > 0
                  ? `${surplusDocument(payment, fiscalMode, figures.amount)} Capturile nu se mai pot modifica.`
                  : 'Capturile nu se mai pot modifica după ieșire.'
              }
              okText="Da, înregistrează"
              cancelText="Renunță"
              onConfirm={() => finish()}
            >
              <Button type="primary" loading={checkingOut} disabled={!page}>
                Înregistrează ieșirea
              </Button>
            </Popconfirm>
          </Flex>
        </Card>
      )}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(`/company/passes/${id}/print`)}>Permisul</Button>
        <Button onClick={() => void navigate('/company/passes')}>Lista permiselor</Button>
      </Flex>
    </div>
  );
}
