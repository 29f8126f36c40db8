import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { newRequestKey } from '@/shared/requestKey';
import { prefillFromQuery, QUICK_SALE_RETURN } from '@/features/dashboard/newAngler';
import { useCreateClientMutation } from './api';
import { ClientFields, emptyClient, toClientInput } from './ClientForm';

/**
 * /company/clients/new: POST {base}/createClient, then the client's page (to issue a pass). From the
 * quick sale ("Pescar nou", newAngler.ts) the form starts with what was typed and goes back to the
 * sale with the new angler chosen.
 */
export default function ClientCreatePage() {
  const [query] = useSearchParams();
  const toSale = query.get('inapoi') === QUICK_SALE_RETURN;
  // One client per visit of the form: sent again (a lost answer at the gate), it gets the one saved.
  const [requestKey] = useState(newRequestKey);
  const create = useCreateController({
    mutation: useCreateClientMutation(),
    initialValues: () => ({ ...emptyClient(), ...prefillFromQuery(query) }),
    toInput: (values) => ({ createClientDto: { ...toClientInput(values), request_key: requestKey } }),
    success: 'Clientul a fost salvat.',
    back: toSale ? '/company' : '/company/clients',
    then: (client) =>
      toSale ? { to: '/company', state: { quickSaleClient: client } } : `/company/clients/${client.id}`,
  });
  return (
    <ResourceForm controller={create} title="Client nou">
      <ClientFields form={create.form} />
    </ResourceForm>
  );
}
