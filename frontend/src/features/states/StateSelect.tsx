import { searchByLabel } from '@/shared/list/searchByLabel';
import { Select } from 'antd';
import { optionsState } from '@/shared/components/listing';
import { useStatesQuery } from './api';

/**
 * The county ("Județ") picker of the client, water and company forms: the 42 states, searchable by
 * name, clearable. Used inside a `Form.Item`, which passes `value` and `onChange`.
 */
export function StateSelect({
  value,
  onChange,
  id,
}: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
}) {
  const statesRead = useStatesQuery();
  const states = statesRead.data ?? [];
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      showSearch={searchByLabel}
      allowClear
      loading={statesRead.isLoading}
      placeholder="Alege județul"
      options={states.map((s) => ({ value: s.id, label: s.name }))}
      notFoundContent={optionsState(statesRead, 'Județele nu au putut fi încărcate.')}
    />
  );
}
