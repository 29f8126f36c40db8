import { FilterSelect } from '@/shared/list/filters';
import { useCompanyId } from '@/shared/list/resourceForm';
import { optionsState } from '@/shared/components/listing';
import { useWatersQuery } from './api';

/** A list's filter `water_id`: the company's waters, "Toate apele" when none is chosen. */
export function WaterFilter({ width = 200 }: { width?: number }) {
  const watersRead = useWatersQuery({ companyId: useCompanyId() });
  const waters = watersRead.data ?? [];
  return (
    <FilterSelect
      name="water_id"
      label="Apă"
      placeholder="Toate apele"
      options={waters.map((w) => ({ value: w.id, label: w.name }))}
      notFoundContent={optionsState(watersRead, 'Apele nu au putut fi încărcate.')}
      width={width}
    />
  );
}
