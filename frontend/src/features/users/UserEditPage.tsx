import { Alert, Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCompanyUserQuery, useUpdateCompanyUserMutation } from './api';
import { toUserInput, UserForm, userToForm, type UserFormValues } from './UserForm';

/** /company/users/:id/edit (role 2): GET {base}/users/{id}, POST {base}/users/{id}/update. */
export default function UserEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const { data: user, isLoading, error } = useCompanyUserQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updateUser, { isLoading: saving }] = useUpdateCompanyUserMutation();
  const back = () => void navigate('/company/users');

  if (!user) return <RecordState isLoading={isLoading} error={error} onBack={back} />;

  const onFinish = async (values: UserFormValues) => {
    try {
      await updateUser({ companyId, id, ...toUserInput(values) }).unwrap();
      toast.success('Utilizatorul a fost salvat.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title={`Editare utilizator: ${user.name}`}>
      {user.deleted_at && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Utilizatorul este șters. Restaurează-l din listă ca să se poată autentifica."
        />
      )}
      <UserForm
        form={form}
        mode="edit"
        initialValues={userToForm(user)}
        onFinish={onFinish}
        onCancel={back}
        loading={saving}
      />
    </FormPage>
  );
}
