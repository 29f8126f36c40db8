import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { usePlanQuery, useUpdatePlanMutation } from './api';
import { PlanForm, planToForm, toPlanInput, type PlanFormValues } from './PlanForm';

/** /company/plans/:id/edit: GET {base}/plans/{id}, POST {base}/plans/{id}/update. */
export default function PlanEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanFormValues>();
  const { data: plan, isLoading, error } = usePlanQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updatePlan, { isLoading: saving }] = useUpdatePlanMutation();
  const back = () => void navigate('/company/plans');

  if (!plan) return <RecordState isLoading={isLoading} error={error} onBack={back} />;

  const onFinish = async (values: PlanFormValues) => {
    try {
      await updatePlan({ companyId, id, ...toPlanInput(values) }).unwrap();
      toast.success('Planul a fost salvat.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title={`Editare plan: ${plan.name}`}>
      <PlanForm form={form} initialValues={planToForm(plan)} onFinish={onFinish} onCancel={back} loading={saving} />
    </FormPage>
  );
}
