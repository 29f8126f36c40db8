import { Alert, Button, Form, Spin } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { VerticalForm } from '@/shared/list/resourceForm';
import { NameEmailFields, NewPasswordFields } from './AccountFields';
import { useRegisterMutation, useRegistrationQuery, type RegisterRequest } from './api';

/**
 * Creates a role-2 account; the guards then send it to /company/setup to create its company. An
 * installation may close it (REGISTRATION_OPEN=false): the page then says where accounts come from.
 */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterRequest>();
  const [register, { isLoading }] = useRegisterMutation();
  const registration = useRegistrationQuery();
  const footer = <Link to="/login">Ai deja cont? Autentifică-te</Link>;

  const onFinish = async (values: RegisterRequest) => {
    try {
      await register({ registerDto: { ...values, email: values.email.trim() } }).unwrap();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  if (registration.isLoading)
    return (
      <AuthCard title="Înregistrare" footer={footer}>
        <Spin />
      </AuthCard>
    );
  if (registration.data?.open === false)
    return (
      <AuthCard title="Înregistrare" footer={footer}>
        <Alert
          type="info"
          showIcon
          title="Conturile noi nu se creează aici"
          description="Pe această instalare, conturile le face administratorul firmei. Dacă lucrezi la o baltă care folosește Bălți, cere-i lui un cont."
        />
      </AuthCard>
    );
  return (
    <AuthCard
      title="Înregistrare"
      subtitle="Creează un cont pentru firma ta. Apoi vei completa datele firmei."
      footer={footer}
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
