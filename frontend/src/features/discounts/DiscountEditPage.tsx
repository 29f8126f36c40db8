import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useDiscountQuery, useUpdateDiscountMutation } from './api';
import { DiscountFields, discountToForm, toDiscountInput } from './DiscountForm';

/** /company/discounts/:id/edit: GET {base}/discounts/{id}, POST {base}/discounts/{id}/update. */
export default function DiscountEditPage() {
  const edit = useEditController({
    record: useDiscountQuery(useRecordRef(), FRESH),
    mutation: useUpdateDiscountMutation(),
    toForm: discountToForm,
    toInput: (values) => ({ updateDiscountDto: toDiscountInput(values) }),
    success: 'Reducerea a fost salvată.',
    back: '/company/discounts',
  });
  return (
    <ResourceForm controller={edit} title={(discount) => `Editare reducere: ${discount.name}`} width={700}>
      <DiscountFields form={edit.form} />
    </ResourceForm>
  );
}
