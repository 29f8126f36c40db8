import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useClientQuery, useUpdateClientMutation } from './api';
import { ClientForm, clientToForm, toClientInput, type ClientFormValues } from './ClientForm';

/** /company/clients/:id/edit: GET {base}/clients/{id}, POST {base}/clients/{id}/update. */
export default function ClientEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<ClientFormValues>();
  const { data: client, isLoading, error } = useClientQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updateClient, { isLoading: saving }] = useUpdateClientMutation();
  const back = () => void navigate(`/company/clients/${id}`);

  if (!client)
    return <RecordState isLoading={isLoading} error={error} onBack={() => void navigate('/company/clients')} />;

  const onFinish = async (values: ClientFormValues) => {
    try {
      await updateClient({ companyId, id, ...toClientInput(values) }).unwrap();
      toast.success('Clientul a fost salvat.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title="Editare client">
      <ClientForm
        form={form}
        initialValues={clientToForm(client)}
        onFinish={onFinish}
        onCancel={back}
        loading={saving}
      />
    </FormPage>
  );
}
