import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateCompanyUserMutation } from './api';
import type { CreateCompanyUserDto } from './api.generated';
import { emptyUser, toUserInput, UserFields } from './UserForm';

/** /company/users/new (role 2): POST {base}/createUser. */
export default function UserCreatePage() {
  const create = useCreateController({
    mutation: useCreateCompanyUserMutation(),
    initialValues: emptyUser,
    // The create form requires the password (validateUser in mode 'create').
    toInput: (values) => ({ createCompanyUserDto: toUserInput(values) as CreateCompanyUserDto }),
    success: 'Utilizatorul a fost salvat.',
    back: '/company/users',
  });
  return (
    <ResourceForm controller={create} title="Utilizator nou" formProps={{ autoComplete: 'off' }}>
      <UserFields mode="create" />
    </ResourceForm>
  );
}
