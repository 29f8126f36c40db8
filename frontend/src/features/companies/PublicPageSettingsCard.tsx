import { useEffect } from 'react';
import { Button, Card, Form, Row, Switch, Typography } from 'antd';
import { toast } from 'react-toastify';
import type { Company } from '@/shared/api/types';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useUpdateCompanyMutation } from './api';
import { WholeNumberField } from './WholeNumberField';

type PublicPageValues = {
  public_recent_catches: boolean;
  booking_days_ahead: number | null;
  public_pending_limit: number | null;
};

/**
 * "Pagina publică" of /company/settings: what the company's public page may show beyond
 * prices, and the limits of its booking form (SECURITY.md, "Public forms").
 */
export function PublicPageSettingsCard({ company }: { company: Company }) {
  const [form] = Form.useForm<PublicPageValues>();
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  useEffect(() => {
    form.setFieldsValue({
      public_recent_catches: company.public_recent_catches,
      booking_days_ahead: company.booking_days_ahead,
      public_pending_limit: company.public_pending_limit,
    });
  }, [company, form]);

  const onFinish = async (v: PublicPageValues) => {
    try {
      await updateCompany({
        companyId: company.id,
        updateCompanyDto: {
          public_recent_catches: v.public_recent_catches,
          booking_days_ahead: v.booking_days_ahead ?? undefined,
          public_pending_limit: v.public_pending_limit ?? undefined,
        },
      }).unwrap();
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
        <Row gutter={16}>
          <WholeNumberField
            span="half"
            label="Rezervări online cu cel mult (zile) înainte"
            name="booking_days_ahead"
            min={1}
            max={730}
          />
          <WholeNumberField
            span="half"
            label="Cereri online în așteptare de la o adresă, un telefon sau un e-mail"
            name="public_pending_limit"
            extra="Cererile peste acest număr sunt refuzate până le răspundeți."
            min={1}
            max={50}
          />
        </Row>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvează setarea
        </Button>
      </Form>
    </Card>
  );
}
