import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { usePlanQuery, useUpdatePlanMutation } from './api';
import { PlanFields, planToForm, toPlanInput } from './PlanForm';

/** /company/plans/:id/edit: GET {base}/plans/{id}, POST {base}/plans/{id}/update. */
export default function PlanEditPage() {
  const edit = useEditController({
    record: usePlanQuery(useRecordRef(), FRESH),
    mutation: useUpdatePlanMutation(),
    toForm: planToForm,
    toInput: (values) => ({ updatePlanDto: toPlanInput(values) }),
    success: 'Planul a fost salvat.',
    back: '/company/plans',
  });
  return (
    <ResourceForm controller={edit} title={(plan) => `Editare plan: ${plan.name}`}>
      <PlanFields />
    </ResourceForm>
  );
}
