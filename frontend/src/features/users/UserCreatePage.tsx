import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateCompanyUserMutation } from './api';
import { emptyUser, toUserInput, UserFields } from './UserForm';

/** /company/users/new (role 2): POST {base}/createUser. */
export default function UserCreatePage() {
  const create = useCreateController({
    mutation: useCreateCompanyUserMutation(),
    initialValues: emptyUser,
    toInput: toUserInput,
    success: 'Utilizatorul a fost salvat.',
    back: '/company/users',
  });
  return (
    <ResourceForm controller={create} title="Utilizator nou" formProps={{ autoComplete: 'off' }}>
      <UserFields mode="create" />
    </ResourceForm>
  );
}
