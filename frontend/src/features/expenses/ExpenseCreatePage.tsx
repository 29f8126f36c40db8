import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateExpenseMutation } from './api';
import { emptyExpense, ExpenseFields, toExpenseInput } from './ExpenseForm';

/** /company/expenses/new: POST {base}/createExpense. */
export default function ExpenseCreatePage() {
  const create = useCreateController({
    mutation: useCreateExpenseMutation(),
    initialValues: emptyExpense,
    toInput: (values) => ({ createExpenseDto: toExpenseInput(values) }),
    success: 'Cheltuiala a fost salvată.',
    back: '/company/expenses',
  });
  return (
    <ResourceForm controller={create} title="Cheltuială nouă">
      <ExpenseFields />
    </ResourceForm>
  );
}
