import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useExpenseQuery, useUpdateExpenseMutation } from './api';
import { ExpenseForm, expenseToForm, toExpenseInput, type ExpenseFormValues } from './ExpenseForm';

/** /company/expenses/:id/edit: GET {base}/expenses/{id}, POST {base}/expenses/{id}/update. */
export default function ExpenseEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<ExpenseFormValues>();
  const { data: expense, isLoading, error } = useExpenseQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updateExpense, { isLoading: saving }] = useUpdateExpenseMutation();
  const back = () => void navigate('/company/expenses');

  if (!expense) return <RecordState isLoading={isLoading} error={error} onBack={back} />;

  const onFinish = async (values: ExpenseFormValues) => {
    try {
      await updateExpense({ companyId, id, ...toExpenseInput(values) }).unwrap();
      toast.success('Cheltuiala a fost salvată.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title="Editare cheltuială">
      <ExpenseForm
        form={form}
        initialValues={expenseToForm(expense)}
        onFinish={onFinish}
        onCancel={back}
        loading={saving}
      />
    </FormPage>
  );
}
