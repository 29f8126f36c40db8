import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useClientQuery, useUpdateClientMutation } from './api';
import { ClientFields, clientToForm, toClientInput } from './ClientForm';

/** /company/clients/:id/edit: GET {base}/clients/{id}, POST {base}/clients/{id}/update. */
export default function ClientEditPage() {
  const ref = useRecordRef();
  const edit = useEditController({
    record: useClientQuery(ref, FRESH),
    mutation: useUpdateClientMutation(),
    toForm: clientToForm,
    toInput: (values) => ({ updateClientDto: toClientInput(values) }),
    success: 'Clientul a fost salvat.',
    back: `/company/clients/${ref.id}`,
    list: '/company/clients',
  });
  return (
    <ResourceForm controller={edit} title="Editare client">
      <ClientFields form={edit.form} />
    </ResourceForm>
  );
}
