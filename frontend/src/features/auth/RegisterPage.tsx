import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { email, required } from '@/shared/list/rules';
import { NewPasswordFields } from './NewPasswordFields';
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
    <AuthCard title="Înregistrare" subtitle="Creează un cont pentru firma ta. Apoi vei completa datele firmei.">
      <Form noValidate form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={isLoading}>
        <Form.Item label="Nume" name="name" rules={[required]}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[required, email]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <NewPasswordFields label="Parolă" />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Înregistrare
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/login">Ai deja cont? Autentifică-te</Link>
      </div>
    </AuthCard>
  );
}
