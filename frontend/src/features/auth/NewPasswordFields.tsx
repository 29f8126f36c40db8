import { Form, Input } from 'antd';
import { passwordMin, required, sameAs } from '@/shared/list/rules';

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
