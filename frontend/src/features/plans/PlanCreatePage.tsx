import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreatePlanMutation } from './api';
import { emptyPlan, PlanFields, toPlanInput } from './PlanForm';

/** /company/plans/new: POST {base}/createPlan. */
export default function PlanCreatePage() {
  const create = useCreateController({
    mutation: useCreatePlanMutation(),
    initialValues: emptyPlan,
    toInput: (values) => ({ createPlanDto: toPlanInput(values) }),
    success: 'Planul a fost salvat.',
    back: '/company/plans',
  });
  return (
    <ResourceForm controller={create} title="Plan nou">
      <PlanFields />
    </ResourceForm>
  );
}
