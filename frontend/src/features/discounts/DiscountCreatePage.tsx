import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateDiscountMutation } from './api';
import { DiscountFields, emptyDiscount, toDiscountInput } from './DiscountForm';

/** /company/discounts/new: POST {base}/createDiscount. */
export default function DiscountCreatePage() {
  const create = useCreateController({
    mutation: useCreateDiscountMutation(),
    initialValues: emptyDiscount,
    toInput: (values) => ({ createDiscountDto: toDiscountInput(values) }),
    success: 'Reducerea a fost salvată.',
    back: '/company/discounts',
  });
  return (
    <ResourceForm controller={create} title="Reducere nouă" width={700}>
      <DiscountFields form={create.form} />
    </ResourceForm>
  );
}
