import { Alert } from 'antd';
import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useCompanyUserQuery, useUpdateCompanyUserMutation } from './api';
import { toUserInput, UserFields, userToForm } from './UserForm';

/** /company/users/:id/edit (role 2): GET {base}/users/{id}, POST {base}/users/{id}/update. */
export default function UserEditPage() {
  const edit = useEditController({
    record: useCompanyUserQuery(useRecordRef(), FRESH),
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
        user.deleted_at && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Utilizatorul este șters. Restaurează-l din listă ca să se poată autentifica."
          />
        )
      }
    >
      <UserFields mode="edit" />
    </ResourceForm>
  );
}
