import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateDiscountMutation } from './api';
import { DiscountForm, emptyDiscount, toDiscountInput, type DiscountFormValues } from './DiscountForm';

/** /company/discounts/new: POST {base}/createDiscount. */
export default function DiscountCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<DiscountFormValues>();
  const [createDiscount, { isLoading }] = useCreateDiscountMutation();
  const back = () => void navigate('/company/discounts');

  const onFinish = async (values: DiscountFormValues) => {
    try {
      await createDiscount({ companyId, ...toDiscountInput(values) }).unwrap();
      toast.success('Reducerea a fost salvată.');
      back();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Reducere nouă" width={700}>
      <DiscountForm form={form} initialValues={emptyDiscount} onFinish={onFinish} onCancel={back} loading={isLoading} />
    </FormPage>
  );
}
