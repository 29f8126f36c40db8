import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorStatus, serverMessage, NETWORK_ERROR } from '@/shared/api/describeError';
import { AuthCard } from '@/shared/components/AuthCard';
import { email, required } from '@/shared/forms/rules';
import { useLoginMutation, type LoginRequest } from './api';

interface LoginFailure {
  status: number | null;
  message: string;
}

/**
 * Sign-in. The login call is silent in the base query: this form shows the HTTP status and the
 * server's `error` (SPEC.md §8 "Login failure"); a 403 (suspended company) is also a toast.
 * On success the guest guard sends the user home.
 */
export default function LoginPage({ showRegister = false, subtitle }: { showRegister?: boolean; subtitle?: string }) {
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const onFinish = async (values: LoginRequest) => {
    setFailure(null);
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
    } catch (error) {
      const status = errorStatus(error);
      const message = serverMessage(error) ?? (status === null ? NETWORK_ERROR : 'A aparut o eroare');
      setFailure({ status, message });
      // A refusal that is not about the password (a suspended company) is also said as a toast.
      if (status === 403) toast.error(message);
    }
  };

  return (
    <AuthCard title="Autentificare" subtitle={subtitle}>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={failure.status !== null ? `Eroare ${failure.status}` : 'Eroare de rețea'}
          description={failure.message}
          data-testid="login-error"
        />
      )}
      <Form<LoginRequest> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={isLoading}>
        <Form.Item label="Email" name="email" rules={[required, email]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Parolă" name="password" rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Autentificare
        </Button>
      </Form>
      <Flex justify="space-between" style={{ marginTop: 16 }} wrap gap={8}>
        <Link to="/forgot-password">Ai uitat parola?</Link>
        {showRegister && <Link to="/register">Nu ai cont? Înregistrează-te</Link>}
      </Flex>
    </AuthCard>
  );
}
