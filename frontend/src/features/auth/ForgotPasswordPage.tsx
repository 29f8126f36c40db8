import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { Link } from 'react-router';
import { AuthCard } from '@/shared/components/AuthCard';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { VerticalForm } from '@/shared/list/resourceForm';
import { EmailField } from './AccountFields';
import { usePasswordEmailMutation } from './api';

export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [sendLink, { isLoading }] = usePasswordEmailMutation();
  const [sent, setSent] = useState<string | null>(null);

  const onFinish = async ({ email: address }: { email: string }) => {
    try {
      const answer = await sendLink({ passwordEmailDto: { email: address.trim() } }).unwrap();
      setSent(answer.message || 'Dacă adresa există, vei primi un email cu linkul de resetare.');
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <AuthCard
      title="Resetare parolă"
      subtitle="Introdu adresa de email a contului și îți trimitem un link de resetare."
      footer={<Link to="/login">Înapoi la autentificare</Link>}
    >
      {sent && <Alert type="success" showIcon role="status" title={sent} style={{ marginBottom: 16 }} />}
      <VerticalForm form={form} onFinish={onFinish} disabled={isLoading}>
        <EmailField autoFocus />
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Trimite linkul
        </Button>
      </VerticalForm>
    </AuthCard>
  );
}
