import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateWaterMutation } from './api';
import { emptyWater, toWaterInput, WaterForm, type WaterFormValues } from './WaterForm';

/** /company/waters/new: POST {base}/createWater. */
export default function WaterCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<WaterFormValues>();
  const [createWater, { isLoading }] = useCreateWaterMutation();
  const back = () => void navigate('/company/waters');

  const onFinish = async (values: WaterFormValues) => {
    try {
      await createWater({ companyId, ...toWaterInput(values) }).unwrap();
      toast.success('Apa a fost salvată.');
      back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Apă nouă">
      <WaterForm form={form} initialValues={emptyWater} onFinish={onFinish} onCancel={back} loading={isLoading} />
    </FormPage>
  );
}
