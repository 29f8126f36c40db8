import { useState } from 'react';
import { Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { prefillFromQuery, QUICK_SALE_RETURN } from '@/features/dashboard/newAngler';
import { useCreateClientMutation } from './api';
import { ClientForm, emptyClient, toClientInput, type ClientFormValues } from './ClientForm';

/**
 * /company/clients/new: POST {base}/createClient, then the client's page (to issue a pass). From the
 * quick sale ("Pescar nou", newAngler.ts) the form starts with what was typed and goes back to the
 * sale with the new angler chosen.
 */
export default function ClientCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<ClientFormValues>();
  const [query] = useSearchParams();
  const toSale = query.get('inapoi') === QUICK_SALE_RETURN;
  const [initialValues] = useState(() => ({ ...emptyClient(), ...prefillFromQuery(query) }));
  const [createClient, { isLoading }] = useCreateClientMutation();

  const onFinish = async (values: ClientFormValues) => {
    try {
      const client = await createClient({ companyId, ...toClientInput(values) }).unwrap();
      toast.success('Clientul a fost salvat.');
      if (toSale) void navigate('/company', { state: { quickSaleClient: client } });
      else void navigate(`/company/clients/${client.id}`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Client nou">
      <ClientForm
        form={form}
        initialValues={initialValues}
        onFinish={onFinish}
        onCancel={() => void navigate(toSale ? '/company' : '/company/clients')}
        loading={isLoading}
      />
    </FormPage>
  );
}
