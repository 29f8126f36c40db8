import { useEffect } from 'react';
import { Button, Card, Form, Switch, Typography } from 'antd';
import { toast } from 'react-toastify';
import type { Company } from '@/shared/api/types';
import { applyServerErrors } from '@/shared/forms/applyServerErrors';
import { useUpdateCompanyMutation } from './api';

type PublicPageValues = { public_recent_catches: boolean };

/** "Pagina publică" of /company/settings (issue 16): what the company's public page may show beyond prices. */
export function PublicPageSettingsCard({ company }: { company: Company }) {
  const [form] = Form.useForm<PublicPageValues>();
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  useEffect(() => {
    form.setFieldsValue({ public_recent_catches: company.public_recent_catches });
  }, [company, form]);

  const onFinish = async (v: PublicPageValues) => {
    try {
      await updateCompany({ companyId: company.id, public_recent_catches: v.public_recent_catches }).unwrap();
      toast.success('Setările paginii publice au fost salvate.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Card title="Pagina publică" style={{ maxWidth: 900, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Pe pagina publică a firmei pot apărea ultimele capturi din ultimele 30 de zile: specia, greutatea, dacă peștele
        a fost reținut sau eliberat și ziua. Niciodată numele pescarului sau codul permisului.
      </Typography.Paragraph>
      <Form<PublicPageValues> noValidate form={form} layout="vertical" disabled={isLoading} onFinish={onFinish}>
        <Form.Item
          label="Arată „Capturi recente” pe pagina publică"
          name="public_recent_catches"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvează setarea
        </Button>
      </Form>
    </Card>
  );
}
