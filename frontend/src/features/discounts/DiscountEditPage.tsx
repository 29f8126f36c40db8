import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useDiscountQuery, useUpdateDiscountMutation } from './api';
import { DiscountForm, discountToForm, toDiscountInput, type DiscountFormValues } from './DiscountForm';

/** /company/discounts/:id/edit: GET {base}/discounts/{id}, POST {base}/discounts/{id}/update. */
export default function DiscountEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<DiscountFormValues>();
  const { data: discount, isLoading, error } = useDiscountQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [updateDiscount, { isLoading: saving }] = useUpdateDiscountMutation();
  const back = () => void navigate('/company/discounts');

  if (!discount) return <RecordState isLoading={isLoading} error={error} onBack={back} />;

  const onFinish = async (values: DiscountFormValues) => {
    try {
      await updateDiscount({ companyId, id, ...toDiscountInput(values) }).unwrap();
      toast.success('Reducerea a fost salvată.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title={`Editare reducere: ${discount.name}`} width={700}>
      <DiscountForm
        form={form}
        initialValues={discountToForm(discount)}
        onFinish={onFinish}
        onCancel={back}
        loading={saving}
      />
    </FormPage>
  );
}
