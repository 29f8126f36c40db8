import { useState } from 'react';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCreateCompetitionMutation } from './api';
import { CompetitionForm } from './CompetitionForm';
import { emptyCompetition, toCompetitionInput, type CompetitionFormValues } from './competitionForm';

/** /company/competitions/new: POST {base}/createCompetition. */
export default function CompetitionCreatePage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<CompetitionFormValues>();
  const [initialValues] = useState(() => emptyCompetition());
  const [createCompetition, { isLoading }] = useCreateCompetitionMutation();

  const onFinish = async (values: CompetitionFormValues) => {
    try {
      const created = await createCompetition({ companyId, ...toCompetitionInput(values) }).unwrap();
      toast.success('Concursul a fost creat.');
      void navigate(`/company/competitions/${created.id}`);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormPage title="Concurs nou" width={1000}>
      <CompetitionForm
        form={form}
        initialValues={initialValues}
        onFinish={onFinish}
        onCancel={() => void navigate('/company/competitions')}
        loading={isLoading}
      />
    </FormPage>
  );
}
