import { ResourceForm, useCreateController } from '@/shared/list/resourceForm';
import { useCreateCompetitionMutation } from './api';
import { CompetitionFields } from './CompetitionForm';
import { emptyCompetition, toCompetitionInput } from './competitionForm';

/** /company/competitions/new: POST {base}/createCompetition, then the competition's page. */
export default function CompetitionCreatePage() {
  const create = useCreateController({
    mutation: useCreateCompetitionMutation(),
    initialValues: () => emptyCompetition(),
    toInput: (values) => ({ createCompetitionDto: toCompetitionInput(values) }),
    success: 'Concursul a fost creat.',
    back: '/company/competitions',
    then: (created) => `/company/competitions/${created.id}`,
  });
  return (
    <ResourceForm controller={create} title="Concurs nou" width={1000}>
      <CompetitionFields />
    </ResourceForm>
  );
}
