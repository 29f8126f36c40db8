import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useUpdateWaterMutation, useWaterQuery } from './api';
import { toWaterInput, WaterFields, waterToForm } from './WaterForm';

/** /company/waters/:id/edit: GET {base}/waters/{id}, POST {base}/waters/{id}/update. */
export default function WaterEditPage() {
  const edit = useEditController({
    record: useWaterQuery(useRecordRef(), FRESH),
    mutation: useUpdateWaterMutation(),
    toForm: waterToForm,
    toInput: (values) => ({ updateWaterDto: toWaterInput(values) }),
    success: 'Apa a fost salvată.',
    back: '/company/waters',
  });
  return (
    <ResourceForm controller={edit} title={(water) => `Editare apă: ${water.name}`}>
      <WaterFields form={edit.form} />
    </ResourceForm>
  );
}
