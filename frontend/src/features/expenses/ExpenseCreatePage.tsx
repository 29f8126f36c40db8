import { useState } from 'react';
import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { newRequestKey } from '@/shared/requestKey';
import { useCreateExpenseMutation } from './api';
import { emptyExpense, ExpenseFields, toExpenseInput } from './ExpenseForm';

/** /company/expenses/new: POST {base}/createExpense. */
export default function ExpenseCreatePage() {
  // One expense per visit of the form: sent again (a lost answer), it gets the one already recorded.
  const [requestKey] = useState(newRequestKey);
  const create = useCreateController({
    mutation: useCreateExpenseMutation(),
    initialValues: emptyExpense,
    toInput: (values) => ({ createExpenseDto: { ...toExpenseInput(values), request_key: requestKey } }),
    success: 'Cheltuiala a fost salvată.',
    back: '/company/expenses',
  });
  return (
    <ResourceForm controller={create} title="Cheltuială nouă">
      <ExpenseFields />
    </ResourceForm>
  );
}
