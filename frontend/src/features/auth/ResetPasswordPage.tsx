import { Button, Form } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { VerticalForm } from '@/shared/list/resourceForm';
import { EmailField, NewPasswordFields } from './AccountFields';
import { usePasswordResetMutation } from './api';

interface ResetForm {
  email: string;
  password: string;
  password_confirmation: string;
}

/** /password/reset/:token?email=... (the link of the reset email). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetForm>();
  const [reset, { isLoading }] = usePasswordResetMutation();
  const presetEmail = search.get('email') ?? '';

  const onFinish = async (values: ResetForm) => {
    try {
      const answer = await reset({ passwordResetDto: { token, ...values, email: values.email.trim() } }).unwrap();
      toast.success(answer.message || 'Parola a fost schimbată. Te poți autentifica.');
      void navigate('/login', { replace: true });
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <AuthCard
      title="Parolă nouă"
      subtitle="Alege o parolă nouă pentru contul tău."
      footer={<Link to="/login">Înapoi la autentificare</Link>}
    >
      <VerticalForm form={form} onFinish={onFinish} disabled={isLoading} initialValues={{ email: presetEmail }}>
        <EmailField autoComplete="username" autoFocus={!presetEmail} />
        <NewPasswordFields label="Parolă nouă" autoFocus={!!presetEmail} />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Salvează
        </Button>
      </VerticalForm>
    </AuthCard>
  );
}
