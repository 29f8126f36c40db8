import { Button, Form } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authApi } from '@/features/auth/api';
import { useSignOut } from '@/features/auth/useSignOut';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateCompanyMutation } from './api';
import { CompanyForm, toCompanyInput, type CompanyFormValues } from './CompanyForm';

/** "Creează firma": first step of a freshly registered role-2 user (POST /api/company/create). */
export default function CompanySetupPage() {
  const user = useAppSelector((s) => s.auth.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<CompanyFormValues>();
  const [createCompany, { isLoading }] = useCreateCompanyMutation();
  const { signOut, isLoading: signingOut } = useSignOut();

  if (user?.company_id) return <Navigate to="/company" replace />;

  const onFinish = async (values: CompanyFormValues) => {
    try {
      await createCompany({ createCompanyDto: toCompanyInput(values) }).unwrap();
      // Reload the session so the user carries the company and its lists.
      await dispatch(authApi.endpoints.authControllerMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
      toast.success('Firma a fost creată.');
      void navigate('/company', { replace: true });
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <AuthCard
      title="Creează firma"
      width={760}
      subtitle={`Bun venit${user ? `, ${user.name}` : ''}! Completează datele firmei care administrează balta.`}
    >
      <CompanyForm form={form} onFinish={onFinish} loading={isLoading} submitLabel="Creează firma" suggestSlug />
      <Button type="link" onClick={() => void signOut()} loading={signingOut} style={{ marginTop: 8, paddingLeft: 0 }}>
        Deconectare
      </Button>
    </AuthCard>
  );
}
