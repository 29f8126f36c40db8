import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreatePlanMutation } from './api';
import { emptyPlan, PlanForm, toPlanInput, type PlanFormValues } from './PlanForm';

/** /company/plans/new: POST {base}/createPlan. */
export default function PlanCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanFormValues>();
  const [createPlan, { isLoading }] = useCreatePlanMutation();
  const back = () => void navigate('/company/plans');

  const onFinish = async (values: PlanFormValues) => {
    try {
      await createPlan({ companyId, ...toPlanInput(values) }).unwrap();
      toast.success('Planul a fost salvat.');
      back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Plan nou">
      <PlanForm form={form} initialValues={emptyPlan} onFinish={onFinish} onCancel={back} loading={isLoading} />
    </FormPage>
  );
}
