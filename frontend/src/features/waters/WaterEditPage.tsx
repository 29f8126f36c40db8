import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useUpdateWaterMutation, useWaterQuery } from './api';
import { toWaterInput, WaterForm, waterToForm, type WaterFormValues } from './WaterForm';

/** /company/waters/:id/edit: GET {base}/waters/{id}, POST {base}/waters/{id}/update. */
export default function WaterEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<WaterFormValues>();
  const { data: water, isLoading, error } = useWaterQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updateWater, { isLoading: saving }] = useUpdateWaterMutation();
  const back = () => void navigate('/company/waters');

  if (!water) return <RecordState isLoading={isLoading} error={error} onBack={back} />;

  const onFinish = async (values: WaterFormValues) => {
    try {
      await updateWater({ companyId, id, ...toWaterInput(values) }).unwrap();
      toast.success('Apa a fost salvată.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title={`Editare apă: ${water.name}`}>
      <WaterForm form={form} initialValues={waterToForm(water)} onFinish={onFinish} onCancel={back} loading={saving} />
    </FormPage>
  );
}
