import { FilterSelect } from '@/shared/list/filters';
import { useCompanyId } from '@/shared/list/resourceForm';
import { useWatersQuery } from './api';

/** A list's filter `water_id`: the company's waters, "Toate apele" when none is chosen. */
export function WaterFilter({ width = 200 }: { width?: number }) {
  const { data: waters = [] } = useWatersQuery({ companyId: useCompanyId() });
  return (
    <FilterSelect
      name="water_id"
      label="Apă"
      placeholder="Toate apele"
      options={waters.map((w) => ({ value: w.id, label: w.name }))}
      width={width}
    />
  );
}
