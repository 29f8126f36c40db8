import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { VerticalForm } from '@/shared/list/resourceForm';
import { NameEmailFields, NewPasswordFields } from './AccountFields';
import { useRegisterMutation, type RegisterRequest } from './api';

/** Creates a role-2 account; the guards then send it to /company/setup to create its company. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterRequest>();
  const [register, { isLoading }] = useRegisterMutation();

  const onFinish = async (values: RegisterRequest) => {
    try {
      await register({ registerDto: { ...values, email: values.email.trim() } }).unwrap();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <AuthCard
      title="Înregistrare"
      subtitle="Creează un cont pentru firma ta. Apoi vei completa datele firmei."
      footer={<Link to="/login">Ai deja cont? Autentifică-te</Link>}
    >
      <VerticalForm form={form} onFinish={onFinish} disabled={isLoading}>
        <NameEmailFields />
        <NewPasswordFields label="Parolă" />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Înregistrare
        </Button>
      </VerticalForm>
    </AuthCard>
  );
}
