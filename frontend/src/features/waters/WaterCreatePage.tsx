import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateWaterMutation } from './api';
import { emptyWater, toWaterInput, WaterFields } from './WaterForm';

/** /company/waters/new: POST {base}/createWater. */
export default function WaterCreatePage() {
  const create = useCreateController({
    mutation: useCreateWaterMutation(),
    initialValues: emptyWater,
    toInput: (values) => ({ createWaterDto: toWaterInput(values) }),
    success: 'Apa a fost salvată.',
    back: '/company/waters',
  });
  return (
    <ResourceForm controller={create} title="Apă nouă">
      <WaterFields form={create.form} />
    </ResourceForm>
  );
}
