import { searchByLabel } from '@/shared/list/searchByLabel';
import { useEffect, useMemo } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { optionsState, readFailed } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import { useDocSeriesQuery, type DocType } from './api';

interface Props {
  type: DocType;
  /** The form field that carries the chosen series id (e.g. `doc_series_id`). */
  name: string;
  label: string;
  form: FormInstance<any>;
}

/**
 * The series a new document is numbered from. Shown only when the company keeps more than one
 * active series of that type (a second lake with its own carnet, say); the default series is
 * preselected. Hidden, the field stays empty and the server numbers from the default series.
 * A read that got no answer (a dropped signal) keeps the field, whose list says so with
 * „Reîncearcă” (optionsState): staff see they could not choose before the default series is used.
 */
export function SeriesField({ type, name, label, form }: Props) {
  const companyId = useCompanyId();
  const seriesRead = useDocSeriesQuery({ companyId, type });
  const { data } = seriesRead;
  const active = useMemo(() => (data ?? []).filter((s) => s.active), [data]);
  const choose = active.length > 1;
  const failed = readFailed(seriesRead);

  useEffect(() => {
    if (!choose || form.getFieldValue(name)) return;
    const preferred = active.find((s) => s.is_default) ?? active[0];
    form.setFieldValue(name, preferred.id);
  }, [choose, active, form, name]);

  if (!choose && !failed) return null;
  return (
    <Form.Item label={label} name={name}>
      <Select
        aria-label={label}
        showSearch={searchByLabel}
        status={failed ? 'warning' : undefined}
        placeholder={failed ? 'Seriile nu au putut fi încărcate' : undefined}
        options={active.map((s) => ({ value: s.id, label: s.is_default ? `${s.series} (implicită)` : s.series }))}
        notFoundContent={optionsState(seriesRead, 'Seriile nu au putut fi încărcate.')}
      />
    </Form.Item>
  );
}
