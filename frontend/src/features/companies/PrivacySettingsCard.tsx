import { useEffect } from 'react';
import { Button, Card, Form, Row, Typography } from 'antd';
import { toast } from 'react-toastify';
import type { Company } from '@/shared/api/types';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { SwitchField } from '@/shared/list/fields';
import { useUpdateCompanyMutation } from './api';
import { WholeNumberField } from './WholeNumberField';

type PrivacyValues = {
  store_cnp: boolean;
  store_id_documents: boolean;
  documents_retention_months: number | null;
  inactive_client_anonymize_years: number | null;
  staff_personal_export: boolean;
};

/** "Date personale" of /company/settings: what is stored and for how long. */
export function PrivacySettingsCard({ company }: { company: Company }) {
  const [form] = Form.useForm<PrivacyValues>();
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  useEffect(() => {
    form.setFieldsValue({
      store_cnp: company.store_cnp,
      store_id_documents: company.store_id_documents,
      documents_retention_months: company.documents_retention_months,
      inactive_client_anonymize_years: company.inactive_client_anonymize_years,
      staff_personal_export: company.staff_personal_export,
    });
  }, [company, form]);

  const onFinish = async (v: PrivacyValues) => {
    try {
      await updateCompany({
        companyId: company.id,
        updateCompanyDto: {
          store_cnp: v.store_cnp,
          store_id_documents: v.store_id_documents,
          documents_retention_months: v.documents_retention_months ?? 0,
          inactive_client_anonymize_years: v.inactive_client_anonymize_years ?? 0,
          staff_personal_export: v.staff_personal_export,
        },
      }).unwrap();
      toast.success('Setările pentru date personale au fost salvate.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Card title="Date personale (GDPR)" style={{ maxWidth: 900, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Ce păstrează firma despre pescari și cât timp. Documentele și clienții inactivi se șterg automat, o dată pe zi;
        chitanțele și permisele rămân (documente fiscale).
      </Typography.Paragraph>
      <Form<PrivacyValues> noValidate form={form} layout="vertical" disabled={isLoading} onFinish={onFinish}>
        <Row gutter={16}>
          <SwitchField span="half" label="Se păstrează CNP-ul clienților" name="store_cnp" />
          <SwitchField
            span="half"
            label="Se păstrează copii ale actelor de identitate (cu acordul clientului)"
            name="store_id_documents"
          />
          <WholeNumberField
            span="half"
            label="Documentele se șterg după (luni)"
            name="documents_retention_months"
            extra="0 = se păstrează"
            min={0}
            max={120}
          />
          <WholeNumberField
            span="half"
            label="Clienții fără activitate se anonimizează după (ani)"
            name="inactive_client_anonymize_years"
            extra="0 = niciodată"
            min={0}
            max={50}
          />
          <SwitchField
            span="half"
            label="Angajații pot exporta CNP-ul, actul de identitate și adresa clienților"
            name="staff_personal_export"
            extra="Oprit: doar administratorul firmei. Fiecare export rămâne în Jurnal audit."
          />
        </Row>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvează setările
        </Button>
      </Form>
    </Card>
  );
}
