import { searchByLabel } from '@/shared/list/searchByLabel';
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { useCashLimitsQuery } from '@/features/books/api';
import { ClientField } from '@/features/clients/ClientField';
import { SeriesField } from '@/features/docSeries/SeriesField';
import type { Client } from '@/features/clients/api';
import { FiscalGateNotice } from '@/features/fiscal/FiscalNotices';
import { formatDuration } from '@/features/plans/duration';
import { planOption, usePlansQuery } from '@/features/plans/api';
import { useStandsQuery } from '@/features/bookings/api';
import { standOption } from '@/features/bookings/standLabel';
import { FormPage, optionalText, ruleFrom, useCompanyId, VerticalForm } from '@/shared/list/resourceForm';
import { Field } from '@/shared/list/fields';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { formatAmount, formatDateTime, formatLei } from '@/shared/format';
import { onRomanianClock, romanianInstant } from '@/shared/romanianClock';
import { PAYMENT_METHODS, useCreatePassMutation } from './api';
import { forgetUnanswered, keepUnanswered, newRequestKey, refusedWith409, unansweredKey } from '@/shared/requestKey';
import { isNoResponse } from '@/shared/api/describeError';
import { optionsState, readFailed } from '@/shared/components/listing';
import { passPrice, passValidity, standDays } from './pricing';
import { validatePass, type PassFormValues } from './validate';
import './passForm.css';

interface Values extends PassFormValues {
  doc_series_id?: number | null;
  receipt_series_id?: number | null;
  valid_from?: Dayjs | null;
  stand_id?: number | null;
}

/**
 * /company/passes/new (?client_id= from the client's page): one keyboard-friendly screen; the price
 * is computed live; POST {base}/clients/{clientId}/createPass, then the printable pass.
 */
/** Whether a pass valid until `to` is over already. */
const alreadyOver = (to: Date): boolean => to.getTime() <= Date.now();

export default function PassCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [client, setClient] = useState<Client | null>(null);
  const catalogueRead = usePlansQuery({ companyId });
  const { data: catalogue, isLoading: catalogueLoading } = catalogueRead;
  const [createPass, { isLoading }] = useCreatePassMutation();
  // One sale per visit of the form: sent again (a lost answer), it gets the pass already issued;
  // changed meanwhile, a 409 names that pass, and the next submit is a new sale. A sale to the same
  // angler that got no answer (here or in the quick sale) lends its key to this one, across a reload.
  const [saleKey, setSaleKey] = useState(newRequestKey);

  const [initialValues] = useState<Values>(() => {
    const clientId = Number(params.get('client_id'));
    return {
      client_id: Number.isInteger(clientId) && clientId > 0 ? clientId : null,
      valid_from: onRomanianClock(),
      payment_method: 'cash',
      issue_receipt: true,
    };
  });

  const plans = useMemo(() => (catalogue?.plans ?? []).filter((p) => p.active), [catalogue]);
  const activeWaters = useMemo(() => (catalogue?.waters ?? []).filter((w) => w.active), [catalogue]);
  const discounts = useMemo(() => (catalogue?.discounts ?? []).filter((d) => d.active), [catalogue]);

  const planId = Form.useWatch('plan_id', form);
  const discountId = Form.useWatch('discount_id', form);
  const validFrom = Form.useWatch('valid_from', form);
  // amef mode: a cash or card sale gets its bon fiscal from the cash register, never a chitanță.
  const amef = useAppSelector((s) => s.auth.user?.company?.fiscal_mode) === 'amef';
  const issueReceipt = Form.useWatch('issue_receipt', form) && !amef;
  const waterId = Form.useWatch('water_id', form);
  const standId = Form.useWatch('stand_id', form);
  const plan = plans.find((p) => p.id === planId);
  const discount = discounts.find((d) => d.id === discountId) ?? null;
  const waters = plan ? activeWaters.filter((w) => plan.water_ids.includes(w.id)) : [];
  // The chosen water's active stands (optional): the supplement × started days joins the price.
  const standsRead = useStandsQuery({ companyId, id: waterId ?? 0 }, { skip: !waterId });
  const { data: waterStands } = standsRead;
  // Stands that got no answer keep their field, which reads them again (the supplement is a price).
  const standsFailed = !!waterId && readFailed(standsRead);
  const stands = useMemo(() => (waterId ? (waterStands ?? []).filter((s) => s.active) : []), [waterStands, waterId]);
  const stand = stands.find((s) => s.id === standId) ?? null;
  // The picker holds the lake's clock (src/shared/romanianClock.ts), whatever the phone's zone.
  const validity =
    plan && validFrom?.isValid() ? passValidity(validFrom, plan.duration_value, plan.duration_unit) : null;
  const price = passPrice(
    plan?.price ?? 0,
    discount,
    stand && validity ? { supplement: stand.supplement, days: standDays(validity.from, validity.to) } : null,
  );

  // A cash sale that would cross a cash limit (the angler's per day, the register's ceiling) is
  // warned about before it is issued; the server decides, the sale is still allowed.
  const paymentMethod = Form.useWatch('payment_method', form);
  const clientId = Form.useWatch('client_id', form);
  const cashDue = paymentMethod === 'cash' ? Math.round(price.total * 100) / 100 : 0;
  const { data: limits } = useCashLimitsQuery(
    { companyId, cashLimitCheckDto: { client_id: clientId ?? null, amount: cashDue.toFixed(2) } },
    { skip: !clientId || cashDue <= 0 },
  );
  const limitWarnings = clientId && cashDue > 0 ? (limits?.warnings ?? []) : [];

  const rule = (field: keyof ReturnType<typeof validatePass>) => [
    ruleFrom<Values>((values) => validatePass(values, plans.find((p) => p.id === values.plan_id)?.water_ids), field),
  ];

  const onValuesChange = (changed: Partial<Values>) => {
    if ('plan_id' in changed) {
      const next = plans.find((p) => p.id === changed.plan_id);
      const own = next ? activeWaters.filter((w) => next.water_ids.includes(w.id)) : [];
      const current = form.getFieldValue('water_id') as number | null | undefined;
      if (own.length === 1) form.setFieldValue('water_id', own[0].id);
      else if (current && !own.some((w) => w.id === current)) form.setFieldValue('water_id', null);
    }
    // A stand belongs to one water: another water drops it.
    if (form.getFieldValue('water_id') !== waterId) form.setFieldValue('stand_id', null);
    if ('payment_method' in changed) form.setFieldValue('issue_receipt', changed.payment_method === 'cash');
  };

  const onClient = (c: Client | null) => {
    setClient(c);
    // The car plate follows the client unless the user typed one.
    if (c && !form.isFieldTouched('car_plate')) form.setFieldValue('car_plate', c.car_plate);
  };

  // A start chosen so far back that the pass would already be over (a slip of the picker, or a
  // paper sale typed in later) is issued only once the operator confirms it.
  const [modal, modalHolder] = Modal.useModal();
  const confirmPast = async (): Promise<boolean> => {
    if (!validity || !alreadyOver(validity.to)) return true;
    return modal.confirm({
      title: 'Permisul ar fi deja expirat',
      content: `Ar fi valabil ${formatDateTime(validity.from)} – ${formatDateTime(validity.to)}: începutul ales a trecut. Emiteți totuși permisul?`,
      okText: 'Emite oricum',
      cancelText: 'Renunță',
    });
  };

  const onFinish = async (v: Values) => {
    if (!(await confirmPast())) return;
    const what = `sale:${v.client_id}`;
    const key = unansweredKey(what) ?? saleKey;
    try {
      const pass = await createPass({
        companyId,
        clientId: v.client_id!,
        createPassDto: {
          plan_id: v.plan_id!,
          water_id: v.water_id!,
          stand_id: v.stand_id ?? null,
          discount_id: v.discount_id ?? null,
          valid_from: v.valid_from ? romanianInstant(v.valid_from) : undefined,
          payment_method: v.payment_method,
          car_plate: optionalText(v.car_plate?.replace(/\s+/g, ''))?.toUpperCase() ?? null,
          notes: optionalText(v.notes),
          issue_receipt: !!v.issue_receipt && !amef,
          fiscal_receipt_no: v.issue_receipt && !amef ? optionalText(v.fiscal_receipt_no) : null,
          doc_series_id: v.doc_series_id ?? null,
          receipt_series_id: v.issue_receipt && !amef ? (v.receipt_series_id ?? null) : null,
          request_key: key,
        },
      }).unwrap();
      forgetUnanswered(what);
      toast.success(`Permisul ${pass.series} ${pass.number} a fost emis.`);
      void navigate(`/company/passes/${pass.id}/print`);
    } catch (error) {
      if (isNoResponse(error)) keepUnanswered(what, key);
      else forgetUnanswered(what);
      if (refusedWith409(error)) setSaleKey(newRequestKey());
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Permis nou" width={1000}>
      {modalHolder}
      <FiscalGateNotice companyId={companyId} />
      <VerticalForm<Values>
        form={form}
        disabled={isLoading}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
        className="pass-form"
      >
        <div className="pass-fields">
          <ClientField
            rules={rule('client_id')}
            autoFocus={!initialValues.client_id}
            client={client}
            onClient={onClient}
            blockedType="error"
            blockedMeans="Unui client blocat nu i se poate emite un permis."
          />
          <Row gutter={16}>
            <Field span="half" label="Plan" name="plan_id" rules={rule('plan_id')}>
              <Select
                autoFocus={!!initialValues.client_id}
                showSearch={searchByLabel}
                loading={catalogueLoading}
                placeholder="Alege planul"
                options={plans.map(planOption)}
                notFoundContent={optionsState(catalogueRead, 'Planurile nu au putut fi încărcate.')}
              />
            </Field>
            <Field span="half" label="Apă" name="water_id" rules={rule('water_id')}>
              <Select
                showSearch={searchByLabel}
                disabled={!plan}
                placeholder={plan ? 'Alege apa' : 'Alege întâi planul'}
                options={waters.map((w) => ({ value: w.id, label: w.name }))}
              />
            </Field>
            {(stands.length > 0 || standsFailed) && (
              <Field span="half" label="Stand" name="stand_id">
                <Select
                  allowClear
                  showSearch={searchByLabel}
                  placeholder="Fără stand"
                  options={stands.map(standOption)}
                  notFoundContent={optionsState(standsRead, 'Standurile nu au putut fi încărcate.')}
                />
              </Field>
            )}
            <Field span="half" label="Reducere" name="discount_id">
              <Select
                allowClear
                showSearch={searchByLabel}
                placeholder="Fără reducere"
                options={discounts.map((d) => ({
                  value: d.id,
                  label: `${d.name} (${d.type === 'percent' ? `${formatAmount(d.value).replace(/,00$/, '')}%` : `-${formatLei(d.value)}`})`,
                }))}
                notFoundContent={optionsState(catalogueRead, 'Reducerile nu au putut fi încărcate.')}
              />
            </Field>
            <Field span="half" label="Început valabilitate" name="valid_from" rules={rule('valid_from')}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
            </Field>
            <Field span="half" label="Plată" name="payment_method" rules={rule('payment_method')}>
              <Radio.Group options={PAYMENT_METHODS} optionType="button" buttonStyle="solid" />
            </Field>
            <Field span="half" label="Nr. auto" name="car_plate" rules={rule('car_plate')}>
              <Input maxLength={16} style={{ textTransform: 'uppercase' }} />
            </Field>
            <Col xs={24} md={12}>
              {amef ? (
                <Typography.Paragraph type="secondary">
                  Bonul fiscal (numerar sau card) se tipărește la casa de marcat.
                </Typography.Paragraph>
              ) : (
                <Form.Item name="issue_receipt" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>Emite chitanță</Checkbox>
                </Form.Item>
              )}
            </Col>
            {issueReceipt && (
              <Field span="half" label="Bon fiscal nr." name="fiscal_receipt_no" rules={rule('fiscal_receipt_no')}>
                <Input maxLength={40} />
              </Field>
            )}
            <Col xs={24} md={12}>
              <SeriesField type="pass" name="doc_series_id" label="Serie permis" form={form} />
            </Col>
            {issueReceipt && (
              <Col xs={24} md={12}>
                <SeriesField type="receipt" name="receipt_series_id" label="Serie chitanță" form={form} />
              </Col>
            )}
            <Field label="Observații" name="notes" rules={rule('notes')}>
              <Input maxLength={2000} />
            </Field>
          </Row>
        </div>
        <Card size="small" title="De plată" className="pass-summary">
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'price',
                label: 'Preț plan',
                children: <span data-testid="pass-price">{formatLei(Number(plan?.price ?? 0))}</span>,
              },
              ...(stand
                ? [
                    {
                      key: 'stand',
                      label: `Standul ${stand.number}`,
                      children: (
                        <span data-testid="pass-stand">
                          {`+${formatLei(Math.round((price.price - Number(plan?.price ?? 0)) * 100) / 100)}`}
                        </span>
                      ),
                    },
                  ]
                : []),
              {
                key: 'discount',
                label: discount ? `Reducere ${discount.name}` : 'Reducere',
                children: (
                  <span data-testid="pass-discount">
                    {price.discount_amount ? `-${formatLei(price.discount_amount)}` : '—'}
                  </span>
                ),
              },
              {
                key: 'validity',
                label: 'Valabil',
                children: plan
                  ? `${formatDuration(plan.duration_value, plan.duration_unit)}${validity ? `, până la ${formatDateTime(validity.to)}` : ''}`
                  : '—',
              },
            ]}
          />
        </Card>
        {limitWarnings.map((w) => (
          <Alert key={w} type="warning" showIcon title={w} style={{ marginTop: 16 }} data-testid="cash-limit-warning" />
        ))}
        {/* On a phone or tablet this block stays at the bottom of the screen while the form scrolls. */}
        <div className="pass-checkout" data-testid="pass-checkout">
          <Flex justify="space-between" align="baseline" gap={8} aria-live="polite">
            <Typography.Text strong>Total</Typography.Text>
            <Typography.Text className="pass-total" data-testid="pass-total">
              {formatLei(price.total)}
            </Typography.Text>
          </Flex>
          <div className="pass-checkout-buttons">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={isLoading}
              disabled={!!client?.blocked}
            >
              Emite permisul
            </Button>
            <Button block size="large" onClick={() => void navigate(-1)} disabled={false}>
              Renunță
            </Button>
          </div>
        </div>
      </VerticalForm>
    </FormPage>
  );
}
