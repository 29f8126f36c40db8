import { FRESH, ResourceForm, useEditController, useRecordRef } from '@/shared/list/resourceForm';
import { useCompetitionQuery, useUpdateCompetitionMutation, type Competition } from './api';
import { CompetitionFields } from './CompetitionForm';
import { competitionToForm, toCompetitionInput, type CompetitionFormValues } from './competitionForm';
import { registrationOpen } from './status';

/**
 * /company/competitions/:id/edit: GET {base}/competitions/{id}, POST {base}/competitions/{id}/update.
 * After the draw the water and the sectors stay as drawn (they are not sent), and so does the
 * interval (its fields are disabled; sent unchanged); the rest (the name, the rounds, the fee, the
 * rules) can still change until the start.
 */
export default function CompetitionEditPage() {
  const ref = useRecordRef();
  const record = useCompetitionQuery(ref, FRESH);
  const locked = record.data ? !registrationOpen(record.data.status) : false;
  const edit = useEditController({
    record,
    mutation: useUpdateCompetitionMutation(),
    toForm: competitionToForm,
    toInput: (values: CompetitionFormValues) => {
      const { sectors, water_id, ...rest } = toCompetitionInput(values);
      return { updateCompetitionDto: locked ? rest : { ...rest, sectors, water_id } };
    },
    success: 'Concursul a fost salvat.',
    back: `/company/competitions/${ref.id}`,
    list: '/company/competitions',
  });
  return (
    <ResourceForm controller={edit} title={(c: Competition) => `Editare: ${c.name}`} width={1000}>
      <CompetitionFields sectorsLocked={locked} />
    </ResourceForm>
  );
}
