import { Col, Form, Input, Radio, Row } from 'antd';
import { optionalText, ruleFrom } from '@/shared/list/resourceForm';
import { COMPANY_ROLES, type CompanyUser, type UserInput } from './api';
import { validateUser, type UserFormValues } from './validate';

export type { UserFormValues };

export const emptyUser: UserFormValues = { name: '', email: '', role: 3 };

export function userToForm(u: CompanyUser): UserFormValues {
  return { name: u.name, email: u.email, role: u.role, phone: u.phone };
}

export function toUserInput(v: UserFormValues): UserInput {
  const input: UserInput = {
    name: v.name.trim(),
    email: v.email.trim(),
    role: v.role ?? 3,
    phone: optionalText(v.phone),
  };
  if (v.password) {
    input.password = v.password;
    input.password_confirmation = v.password_confirmation;
  }
  return input;
}

/** A company user's fields (create and edit share them; on edit the password is optional). */
export function UserFields({ mode }: { mode: 'create' | 'edit' }) {
  const rule = (field: Extract<keyof UserFormValues, string>) => [
    ruleFrom((v: UserFormValues) => validateUser(v, mode), field),
  ];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Nume" name="name" rules={rule('name')}>
            <Input autoFocus maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={rule('email')}>
            <Input type="email" maxLength={190} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Rol" name="role" rules={rule('role')}>
            <Radio.Group options={COMPANY_ROLES} optionType="button" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Telefon" name="phone" rules={rule('phone')}>
            <Input type="tel" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Parolă"
            name="password"
            rules={rule('password')}
            extra={mode === 'edit' ? 'Lasă gol pentru a păstra parola actuală.' : 'Cel puțin 8 caractere.'}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Confirmare parolă"
            name="password_confirmation"
            rules={rule('password_confirmation')}
            dependencies={['password']}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
