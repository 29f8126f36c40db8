import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormPage, RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCompetitionQuery, useUpdateCompetitionMutation } from './api';
import { CompetitionForm } from './CompetitionForm';
import { competitionToForm, toCompetitionInput, type CompetitionFormValues } from './competitionForm';
import { registrationOpen } from './status';

/** /company/competitions/:id/edit: GET {base}/competitions/{id}, POST {base}/competitions/{id}/update. */
export default function CompetitionEditPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm<CompetitionFormValues>();
  const { data, isLoading, error } = useCompetitionQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const [update, { isLoading: saving }] = useUpdateCompetitionMutation();
  const back = () => void navigate(`/company/competitions/${id}`);

  if (!data) return <RecordState isLoading={isLoading} error={error} onBack={back} />;
  const locked = !registrationOpen(data.status);

  const onFinish = async (values: CompetitionFormValues) => {
    const { sectors, water_id, ...rest } = toCompetitionInput(values);
    try {
      await update({ companyId, id, ...rest, ...(locked ? {} : { sectors, water_id }) }).unwrap();
      toast.success('Concursul a fost salvat.');
      back();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };

  return (
    <FormPage title={`Editare: ${data.name}`} width={1000}>
      <CompetitionForm
        form={form}
        initialValues={competitionToForm(data)}
        onFinish={onFinish}
        onCancel={back}
        loading={saving}
        sectorsLocked={locked}
      />
    </FormPage>
  );
}
