import { Form, Input } from 'antd';
import { email, passwordMin, required, sameAs } from '@/shared/list/rules';

/** The account's e-mail address (`email`), required and checked. */
export function EmailField({ autoComplete = 'email', autoFocus }: { autoComplete?: string; autoFocus?: boolean }) {
  return (
    <Form.Item label="Email" name="email" rules={[required, email]}>
      <Input type="email" autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** The person's name (`name`, focused first) and e-mail address, as an account holds them. */
export function NameEmailFields() {
  return (
    <>
      <Form.Item label="Nume" name="name" rules={[required]}>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <EmailField />
    </>
  );
}

/** A new password (`password`) and its confirmation (`password_confirmation`), checked against each other. */
export function NewPasswordFields({ label, autoFocus }: { label: string; autoFocus?: boolean }) {
  return (
    <>
      <Form.Item label={label} name="password" rules={[required, passwordMin]}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="Confirmare parolă"
        name="password_confirmation"
        dependencies={['password']}
        rules={[required, sameAs('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
