import { useState } from 'react';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateExpenseMutation } from './api';
import { emptyExpense, ExpenseForm, toExpenseInput, type ExpenseFormValues } from './ExpenseForm';

/** /company/expenses/new: POST {base}/createExpense. */
export default function ExpenseCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<ExpenseFormValues>();
  const [initialValues] = useState(emptyExpense);
  const [createExpense, { isLoading }] = useCreateExpenseMutation();
  const back = () => void navigate('/company/expenses');

  const onFinish = async (values: ExpenseFormValues) => {
    try {
      await createExpense({ companyId, ...toExpenseInput(values) }).unwrap();
      toast.success('Cheltuiala a fost salvată.');
      back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Cheltuială nouă">
      <ExpenseForm form={form} initialValues={initialValues} onFinish={onFinish} onCancel={back} loading={isLoading} />
    </FormPage>
  );
}
