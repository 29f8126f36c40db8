import { Input, Row, Segmented, type FormInstance } from 'antd';
import { Field, NumberField, SwitchField } from '@/shared/list/fields';
import { FormActions, ruleFrom, VerticalForm } from '@/shared/list/resourceForm';
import { DOC_TYPES, type DocSeries, type DocSeriesInput } from './api';
import { normalizeSeries, validateDocSeries, type DocSeriesFormValues } from './validate';

export type { DocSeriesFormValues };

export const emptyDocSeries: DocSeriesFormValues = {
  type: 'receipt',
  series: '',
  next_number: 1,
  is_default: false,
  active: true,
};

export function docSeriesToForm(d: DocSeries): DocSeriesFormValues {
  return { type: d.type, series: d.series, next_number: d.next_number, is_default: d.is_default, active: d.active };
}

export function toDocSeriesInput(v: DocSeriesFormValues): DocSeriesInput {
  return {
    type: v.type ?? 'receipt',
    series: normalizeSeries(v.series),
    next_number: Number(v.next_number ?? 1),
    is_default: v.is_default ?? false,
    active: v.active ?? true,
  };
}

/**
 * A document series (create and edit share it). `editing` is the stored series when editing:
 * once numbers were issued from it, the series is locked and the counter can only grow.
 */
export function DocSeriesForm({
  form,
  editing,
  onFinish,
  onCancel,
  loading,
}: {
  form: FormInstance<DocSeriesFormValues>;
  editing: DocSeries | null;
  onFinish: (values: DocSeriesFormValues) => void;
  onCancel: () => void;
  loading: boolean;
}) {
  const used = !!editing && editing.issued_count > 0;
  const minNext = used ? editing.next_number : 1;
  const rule = (field: Extract<keyof DocSeriesFormValues, string>) => [
    ruleFrom((v: DocSeriesFormValues) => validateDocSeries(v, minNext), field),
  ];

  return (
    <VerticalForm<DocSeriesFormValues>
      form={form}
      disabled={loading}
      initialValues={editing ? docSeriesToForm(editing) : emptyDocSeries}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Field label="Tip document" name="type" rules={rule('type')}>
          <Segmented options={DOC_TYPES} disabled={!!editing} />
        </Field>
        <Field
          span="half"
          label="Serie"
          name="series"
          rules={rule('series')}
          normalize={(v: string) => normalizeSeries(v)}
          extra={
            used
              ? `Din serie s-au emis ${editing.issued_count} documente: nu mai poate fi redenumită.`
              : '1–10 litere mari sau cifre.'
          }
        >
          <Input autoFocus disabled={used} maxLength={10} placeholder="BD" style={{ textTransform: 'uppercase' }} />
        </Field>
        <NumberField
          span="half"
          label="Numărul următor"
          name="next_number"
          rules={rule('next_number')}
          extra={used ? `Poate doar să crească (minim ${minNext}), ca un număr să nu fie emis de două ori.` : undefined}
          input={{ min: minNext, precision: 0 }}
        />
        <SwitchField col={{ xs: 12 }} label="Serie implicită" name="is_default" extra="Folosită când nu alegi alta." />
        <SwitchField col={{ xs: 12 }} label="Activă" name="active" />
      </Row>
      <FormActions loading={loading} onCancel={onCancel} />
    </VerticalForm>
  );
}
