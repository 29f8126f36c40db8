import { useState } from 'react';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/components/resourceForm';
import { applyServerErrors } from '@/shared/forms/applyServerErrors';
import { useCreateClientMutation } from './api';
import { ClientForm, emptyClient, toClientInput, type ClientFormValues } from './ClientForm';

/** /company/clients/new: POST {base}/createClient, then the client's page (to issue a pass). */
export default function ClientCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<ClientFormValues>();
  const [initialValues] = useState(emptyClient);
  const [createClient, { isLoading }] = useCreateClientMutation();

  const onFinish = async (values: ClientFormValues) => {
    try {
      const client = await createClient({ companyId, ...toClientInput(values) }).unwrap();
      toast.success('Clientul a fost salvat.');
      void navigate(`/company/clients/${client.id}`);
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
        onCancel={() => void navigate('/company/clients')}
        loading={isLoading}
      />
    </FormPage>
  );
}
