import { Input, Radio, Row } from 'antd';
import { Field, NameField } from '@/shared/list/fields';
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

/**
 * A company user's fields (create and edit share them; on edit the password is optional). `own`:
 * the signed-in administrator's own account, whose e-mail and password change on Profil, with the
 * current password (the API refuses them here).
 */
export function UserFields({ mode, own = false }: { mode: 'create' | 'edit'; own?: boolean }) {
  const rule = (field: Extract<keyof UserFormValues, string>) => [
    ruleFrom((v: UserFormValues) => validateUser(v, mode), field),
  ];
  return (
    <Row gutter={16}>
      <NameField span="half" label="Nume" rules={rule('name')} input={{ autoComplete: 'off' }} />
      <Field span="half" label="Email" name="email" rules={rule('email')}>
        <Input type="email" maxLength={190} autoComplete="off" disabled={own} />
      </Field>
      <Field span="half" label="Rol" name="role" rules={rule('role')}>
        <Radio.Group options={COMPANY_ROLES} optionType="button" />
      </Field>
      <Field span="half" label="Telefon" name="phone" rules={rule('phone')}>
        <Input type="tel" maxLength={30} />
      </Field>
      {!own && (
        <>
          <Field
            span="half"
            label="Parolă"
            name="password"
            rules={rule('password')}
            extra={mode === 'edit' ? 'Lasă gol pentru a păstra parola actuală.' : 'Cel puțin 8 caractere.'}
          >
            <Input.Password autoComplete="new-password" />
          </Field>
          <Field
            span="half"
            label="Confirmare parolă"
            name="password_confirmation"
            rules={rule('password_confirmation')}
            dependencies={['password']}
          >
            <Input.Password autoComplete="new-password" />
          </Field>
        </>
      )}
    </Row>
  );
}
