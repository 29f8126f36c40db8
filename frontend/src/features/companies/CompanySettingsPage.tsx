import { useEffect } from 'react';
import { Card, Form, Typography } from 'antd';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { DocSeriesSection } from '@/features/docSeries/DocSeriesSection';
import { FiscalModeCard } from '@/features/fiscal/FiscalModeCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useUpdateCompanyMutation } from './api';
import { CompanyForm, toCompanyInput, type CompanyFormValues } from './CompanyForm';
import { PrivacySettingsCard } from './PrivacySettingsCard';
import { PublicPageSettingsCard } from './PublicPageSettingsCard';
import { SigningKeysCard } from './SigningKeysCard';

/** /company/settings (role 2): company details, POST /api/company/{companyId}/update. */
export default function CompanySettingsPage() {
  const company = useAppSelector((s) => s.auth.user?.company ?? null);
  const [form] = Form.useForm<CompanyFormValues>();
  const [updateCompany, { isLoading }] = useUpdateCompanyMutation();

  useEffect(() => {
    if (company) {
      // The form shows and submits only its own fields; toCompanyInput names each field it sends.
      form.setFieldsValue(company);
    }
  }, [company, form]);

  if (!company) return null;

  const onFinish = async (values: CompanyFormValues) => {
    try {
      await updateCompany({ companyId: company.id, updateCompanyDto: toCompanyInput(values) }).unwrap();
      toast.success('Datele firmei au fost salvate.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <>
      <Typography.Title level={2}>Setări firmă</Typography.Title>
      <Card title="Date firmă" style={{ maxWidth: 900 }}>
        <CompanyForm form={form} onFinish={onFinish} loading={isLoading} />
      </Card>
      <PrivacySettingsCard company={company} />
      <PublicPageSettingsCard company={company} />
      <FiscalModeCard company={company} />
      <SigningKeysCard companyId={company.id} />
      <DocSeriesSection />
    </>
  );
}
