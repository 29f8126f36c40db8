import { searchByLabel } from '@/shared/list/searchByLabel';
import { useMemo, useState } from 'react';
import { Alert, Button, Col, DatePicker, Flex, Form, Input, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ClientField } from '@/features/clients/ClientField';
import type { Client } from '@/features/clients/api';
import { SeriesField } from '@/features/docSeries/SeriesField';
import { planOption, usePlansQuery } from '@/features/plans/api';
import { errorStatus, serverMessage } from '@/shared/api/describeError';
import { Field, LeiField, NumberField } from '@/shared/list/fields';
import { FormPage, optionalText, ruleFrom, useCompanyId, VerticalForm } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { toNumber } from '@/shared/list/checks';
import { onRomanianClock, romanianInstant } from '@/shared/romanianClock';
import { newRequestKey } from '@/shared/requestKey';
import { BOOKING_SOURCES, useCreateBookingMutation, useStandsQuery } from './api';
import { standOption } from './standLabel';
import { bookingEnd, depositOf, validateBooking, type BookingFormValues } from './bookingForm';
import { optionsState, readFailed } from '@/shared/components/listing';
import { NAME_EXAMPLE } from '@/shared/publicForm';

interface Values extends BookingFormValues {
  starts_at?: Dayjs | null;
  ends_at?: Dayjs | null;
  receipt_series_id?: number | null;
}

const WHO = [
  { value: 'client', label: 'Client înregistrat' },
  { value: 'guest', label: 'Oaspete' },
];
const MOMENT = { showTime: { format: 'HH:mm' }, format: 'DD.MM.YYYY HH:mm', style: { width: '100%' } } as const;

/**
 * /company/bookings/new ("Rezervare nouă", staff): a client or a guest, water, stand, plan, period,
 * anglers, deposit (a chitanță from the receipt series) and source; POST {base}/createBooking.
 * A clash answers 409 with the holder named; it is shown above the buttons.
 */
export default function BookingCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [clash, setClash] = useState<string | null>(null);
  const [client, setClient] = useState<Client | null>(null);
  const catalogueRead = usePlansQuery({ companyId });
  const { data: catalogue, isLoading: catalogueLoading } = catalogueRead;
  // The waters and plans got no answer (a dropped signal): their selects offer to read them again.
  const catalogueFailed = optionsState(catalogueRead, 'Apele și planurile nu au putut fi încărcate.');
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  // One booking (and one deposit) per visit of the form: sent again after a lost answer, the one made.
  const [requestKey] = useState(newRequestKey);

  const [initialValues] = useState<Values>(() => ({
    who: 'client',
    starts_at: onRomanianClock().add(1, 'day').hour(7).minute(0).second(0).millisecond(0),
    anglers: 1,
    source: 'phone',
  }));

  const waters = useMemo(() => (catalogue?.waters ?? []).filter((w) => w.active), [catalogue]);
  const activePlans = useMemo(() => (catalogue?.plans ?? []).filter((p) => p.active), [catalogue]);
  const who = Form.useWatch('who', form);
  const waterId = Form.useWatch('water_id', form);
  const deposit = Form.useWatch('deposit', form);
  const standsRead = useStandsQuery({ companyId, id: waterId ?? 0 }, { skip: !waterId });
  const { data: waterStands, isFetching: standsLoading } = standsRead;
  // A water whose stands got no answer is not "a water without stands": its select reads them again.
  const standsFailed = !!waterId && readFailed(standsRead);
  const stands = useMemo(() => (waterId ? (waterStands ?? []).filter((s) => s.active) : []), [waterStands, waterId]);
  const plans = waterId ? activePlans.filter((p) => p.water_ids.includes(waterId)) : activePlans;
  const paysDeposit = (toNumber(deposit) ?? 0) > 0;

  const rule = (field: keyof ReturnType<typeof validateBooking>) => [
    ruleFrom<Values>((values) => {
      const plan = activePlans.find((p) => p.id === values.plan_id);
      return validateBooking(values, { hasStands: stands.length > 0, planWaterIds: plan?.water_ids });
    }, field),
  ];

  const setEndFromPlan = (planId: number | null | undefined, start: Dayjs | null | undefined) => {
    const plan = activePlans.find((p) => p.id === planId);
    // Set untouched (setFieldValue would mark it touched): the departure keeps following the
    // arrival by the plan's duration until someone edits it by hand.
    if (plan && start?.isValid() && !form.isFieldTouched('ends_at')) {
      form.setFields([
        {
          name: 'ends_at',
          value: bookingEnd(start, plan.duration_value, plan.duration_unit),
          touched: false,
          errors: [],
        },
      ]);
    }
  };

  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    setClash(null);
    if ('water_id' in changed) {
      form.setFieldValue('stand_id', null);
      const plan = activePlans.find((p) => p.id === all.plan_id);
      if (plan && changed.water_id && !plan.water_ids.includes(changed.water_id)) form.setFieldValue('plan_id', null);
    }
    if ('plan_id' in changed || 'starts_at' in changed) setEndFromPlan(all.plan_id, all.starts_at);
  };

  const onFinish = async (v: Values) => {
    const guest = v.who === 'guest';
    try {
      const booking = await createBooking({
        companyId,
        createBookingDto: {
          client_id: guest ? null : v.client_id!,
          guest_name: guest ? optionalText(v.guest_name) : null,
          guest_phone: guest ? optionalText(v.guest_phone) : null,
          guest_email: guest ? optionalText(v.guest_email) : null,
          water_id: v.water_id!,
          stand_id: v.stand_id ?? null,
          plan_id: v.plan_id!,
          starts_at: romanianInstant(v.starts_at!.second(0).millisecond(0)),
          ends_at: romanianInstant(v.ends_at!.second(0).millisecond(0)),
          anglers: Number(v.anglers),
          deposit: depositOf(v.deposit),
          receipt_series_id: paysDeposit ? (v.receipt_series_id ?? null) : null,
          source: v.source,
          notes: optionalText(v.notes),
          request_key: requestKey,
        },
      }).unwrap();
      toast.success(
        `Rezervarea nr. ${booking.id} a fost înregistrată.${booking.fiscal_job ? ' Avansul se tipărește pe bon fiscal (pagina „Casa de marcat”).' : ''}`,
      );
      void navigate('/company/bookings');
    } catch (error) {
      if (errorStatus(error) === 409) setClash(serverMessage(error) ?? 'Standul este ocupat în perioada aleasă.');
      else applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Rezervare nouă" width={900}>
      <VerticalForm<Values>
        form={form}
        disabled={isLoading}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={onFinish}
      >
        <Form.Item label="Pescarul" name="who">
          <Radio.Group options={WHO} optionType="button" buttonStyle="solid" />
        </Form.Item>
        {who === 'guest' ? (
          <Row gutter={16}>
            <Field span="third" label="Numele oaspetelui" name="guest_name" rules={rule('guest_name')}>
              <Input maxLength={160} autoComplete="off" placeholder={NAME_EXAMPLE} />
            </Field>
            <Field span="third" label="Telefonul oaspetelui" name="guest_phone" rules={rule('guest_phone')}>
              <Input maxLength={20} inputMode="tel" autoComplete="off" />
            </Field>
            <Field span="third" label="E-mailul oaspetelui" name="guest_email" rules={rule('guest_email')}>
              <Input maxLength={255} inputMode="email" autoComplete="off" />
            </Field>
          </Row>
        ) : (
          <ClientField
            rules={rule('client_id')}
            autoFocus
            client={client}
            onClient={setClient}
            blockedType="warning"
            blockedMeans="La prezentare nu i se va putea emite permisul."
          />
        )}
        <Row gutter={16}>
          <Field span="half" label="Apă" name="water_id" rules={rule('water_id')}>
            <Select
              showSearch={searchByLabel}
              loading={catalogueLoading}
              placeholder="Alege apa"
              options={waters.map((w) => ({ value: w.id, label: w.name }))}
              notFoundContent={catalogueFailed}
            />
          </Field>
          <Field
            span="half"
            label="Stand"
            name="stand_id"
            rules={rule('stand_id')}
            extra={
              waterId && !standsLoading && !standsFailed && stands.length === 0
                ? 'Apa aleasă nu are standuri.'
                : undefined
            }
          >
            <Select
              allowClear
              showSearch={searchByLabel}
              loading={standsLoading}
              disabled={!waterId || (stands.length === 0 && !standsFailed)}
              placeholder={waterId ? 'Alege standul' : 'Alege întâi apa'}
              options={stands.map(standOption)}
              notFoundContent={waterId ? optionsState(standsRead, 'Standurile nu au putut fi încărcate.') : undefined}
            />
          </Field>
          <Field span="half" label="Plan" name="plan_id" rules={rule('plan_id')}>
            <Select
              showSearch={searchByLabel}
              loading={catalogueLoading}
              placeholder="Alege planul"
              options={plans.map(planOption)}
              notFoundContent={catalogueFailed}
            />
          </Field>
          <NumberField
            span="half"
            label="Pescari"
            name="anglers"
            rules={rule('anglers')}
            input={{ min: 1, max: 10, precision: 0 }}
          />
          <Field span="half" label="Sosire" name="starts_at" rules={rule('starts_at')}>
            <DatePicker {...MOMENT} />
          </Field>
          <Field span="half" label="Plecare" name="ends_at" rules={rule('ends_at')}>
            <DatePicker {...MOMENT} />
          </Field>
          <LeiField
            span="half"
            label="Avans (lei)"
            name="deposit"
            rules={rule('deposit')}
            extra="Un avans se încasează cu chitanță."
          />
          {paysDeposit && (
            <Col xs={24} md={12}>
              <SeriesField type="receipt" name="receipt_series_id" label="Serie chitanță" form={form} />
            </Col>
          )}
          <Field span="half" label="Sursă" name="source" rules={rule('source')}>
            <Radio.Group
              options={BOOKING_SOURCES.filter((s) => s.value !== 'online')}
              optionType="button"
              buttonStyle="solid"
            />
          </Field>
          <Field label="Observații" name="notes" rules={rule('notes')}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
        </Row>
        {clash && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={clash} />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Înregistrează rezervarea
          </Button>
          <Button onClick={() => void navigate('/company/bookings')} disabled={false}>
            Renunță
          </Button>
        </Flex>
      </VerticalForm>
    </FormPage>
  );
}
