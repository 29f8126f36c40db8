import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateCompanyUserMutation } from './api';
import { emptyUser, toUserInput, UserForm, type UserFormValues } from './UserForm';

/** /company/users/new (role 2): POST {base}/createUser. */
export default function UserCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const [createUser, { isLoading }] = useCreateCompanyUserMutation();
  const back = () => void navigate('/company/users');

  const onFinish = async (values: UserFormValues) => {
    try {
      await createUser({ companyId, ...toUserInput(values) }).unwrap();
      toast.success('Utilizatorul a fost salvat.');
      back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Utilizator nou">
      <UserForm
        form={form}
        mode="create"
        initialValues={emptyUser}
        onFinish={onFinish}
        onCancel={back}
        loading={isLoading}
      />
    </FormPage>
  );
}
