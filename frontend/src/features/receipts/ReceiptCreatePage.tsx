import { useState } from 'react';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { Field, LeiField } from '@/shared/list/fields';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ClientField } from '@/features/clients/ClientField';
import { SeriesField } from '@/features/docSeries/SeriesField';
import type { Client } from '@/features/clients/api';
import { FormActions, FormPage, optionalText, ruleFrom, useCompanyId, VerticalForm } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { onRomanianClock } from '@/shared/romanianClock';
import { notACashDay } from '@/features/books/cashDates';
import { useCreateReceiptMutation } from './api';
import { newRequestKey } from '@/shared/requestKey';
import { validateReceipt, type ReceiptFormValues } from './validate';

interface Values extends ReceiptFormValues {
  doc_series_id?: number | null;
  amount?: number | null;
  issued_on?: Dayjs | null;
}

const rule = (field: Extract<keyof ReceiptFormValues, string>) => [ruleFrom(validateReceipt, field)];

/** /company/receipts/new (?client_id= from the client's page): POST {base}/clients/{clientId}/createReceipt, then the printable chitanță. */
export default function ReceiptCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [client, setClient] = useState<Client | null>(null);
  const [createReceipt, { isLoading }] = useCreateReceiptMutation();
  // One chitanță per visit of the form: sent again (a lost answer), it gets the one already issued.
  const [requestKey] = useState(newRequestKey);
  const [initialValues] = useState<Values>(() => {
    const clientId = Number(params.get('client_id'));
    return {
      client_id: Number.isInteger(clientId) && clientId > 0 ? clientId : null,
      amount: null,
      issued_on: onRomanianClock(),
    };
  });

  const onFinish = async (v: Values) => {
    try {
      const receipt = await createReceipt({
        companyId,
        clientId: v.client_id!,
        createReceiptDto: {
          amount: Number(v.amount).toFixed(2),
          description: (v.description ?? '').trim(),
          issued_on: v.issued_on!.format('YYYY-MM-DD'),
          fiscal_receipt_no: optionalText(v.fiscal_receipt_no),
          request_key: requestKey,
          doc_series_id: v.doc_series_id ?? null,
        },
      }).unwrap();
      toast.success(`Chitanța ${receipt.series} ${receipt.number} a fost emisă.`);
      void navigate(`/company/receipts/${receipt.id}/print`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Chitanță nouă">
      <VerticalForm<Values> form={form} disabled={isLoading} initialValues={initialValues} onFinish={onFinish}>
        <Row gutter={16}>
          <Col xs={24}>
            <ClientField
              rules={rule('client_id')}
              autoFocus={!initialValues.client_id}
              client={client}
              onClient={setClient}
              blockedType="warning"
            />
          </Col>
          <LeiField
            span="half"
            label="Sumă (lei)"
            name="amount"
            rules={rule('amount')}
            input={{ autoFocus: !!initialValues.client_id }}
          />
          <Field span="half" label="Data" name="issued_on" rules={rule('issued_on')}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={notACashDay} />
          </Field>
          <Field label="Reprezentând" name="description" rules={rule('description')}>
            <Input maxLength={255} placeholder="Contravaloare permis de pescuit…" />
          </Field>
          <Field span="half" label="Bon fiscal nr." name="fiscal_receipt_no" rules={rule('fiscal_receipt_no')}>
            <Input maxLength={40} />
          </Field>
          <Col xs={24} md={12}>
            <SeriesField type="receipt" name="doc_series_id" label="Serie chitanță" form={form} />
          </Col>
        </Row>
        <FormActions loading={isLoading} onCancel={() => void navigate(-1)} submitLabel="Emite chitanța" />
      </VerticalForm>
    </FormPage>
  );
}
