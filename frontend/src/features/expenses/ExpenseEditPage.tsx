import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useExpenseQuery, useUpdateExpenseMutation } from './api';
import { ExpenseFields, expenseToForm, toExpenseInput } from './ExpenseForm';

/** /company/expenses/:id/edit: GET {base}/expenses/{id}, POST {base}/expenses/{id}/update. */
export default function ExpenseEditPage() {
  const edit = useEditController({
    record: useExpenseQuery(useRecordRef(), FRESH),
    mutation: useUpdateExpenseMutation(),
    toForm: expenseToForm,
    toInput: (values) => ({ updateExpenseDto: toExpenseInput(values) }),
    success: 'Cheltuiala a fost salvată.',
    back: '/company/expenses',
  });
  return (
    <ResourceForm controller={edit} title="Editare cheltuială">
      <ExpenseFields />
    </ResourceForm>
  );
}
