import { Alert } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useCompanyUserQuery, useUpdateCompanyUserMutation } from './api';
import { toUserInput, UserFields, userToForm } from './UserForm';

/** /company/users/:id/edit (role 2): GET {base}/users/{id}, POST {base}/users/{id}/update. */
export default function UserEditPage() {
  const me = useAppSelector((s) => s.auth.user?.id);
  const id = useRecordRef();
  const own = id.id === me;
  const edit = useEditController({
    record: useCompanyUserQuery(id, FRESH),
    mutation: useUpdateCompanyUserMutation(),
    toForm: userToForm,
    toInput: (values) => ({ updateCompanyUserDto: toUserInput(values) }),
    success: 'Utilizatorul a fost salvat.',
    back: '/company/users',
  });
  return (
    <ResourceForm
      controller={edit}
      title={(user) => `Editare utilizator: ${user.name}`}
      formProps={{ autoComplete: 'off' }}
      intro={(user) =>
        user.deleted_at ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Utilizatorul este șters. Restaurează-l din listă ca să se poată autentifica."
          />
        ) : (
          own && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                <>
                  Acesta este contul tău: e-mailul și parola se schimbă din <Link to="/company/profile">Profil</Link>,
                  cu parola actuală.
                </>
              }
            />
          )
        )
      }
    >
      <UserFields mode="edit" own={own} />
    </ResourceForm>
  );
}
