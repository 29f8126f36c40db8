import { searchByLabel } from '@/shared/list/searchByLabel';
import { Row, Select } from 'antd';
import { DescriptionField, Field, LeiField, NameField, NumberField, SwitchField } from '@/shared/list/fields';
import { useWatersQuery } from '@/features/waters/api';
import { optionsState } from '@/shared/components/listing';
import { optionalText, ruleFrom, useCompanyId } from '@/shared/list/resourceForm';
import type { Plan, PlanInput } from './api';
import { DURATION_UNITS } from './duration';
import { validatePlan, type PlanFormValues } from './validate';

export type { PlanFormValues };

export const emptyPlan: PlanFormValues = {
  name: '',
  water_ids: [],
  duration_value: 1,
  duration_unit: 'days',
  price: null,
  rods: 2,
  retention_kg: null,
  extra_kg_price: null,
  night: false,
  active: true,
};

export function planToForm(p: Plan): PlanFormValues {
  return {
    name: p.name,
    water_ids: p.water_ids ?? p.waters.map((w) => w.id),
    duration_value: p.duration_value,
    duration_unit: p.duration_unit,
    price: Number(p.price),
    rods: p.rods,
    retention_kg: p.retention_kg === null ? null : Number(p.retention_kg),
    extra_kg_price: Number(p.extra_kg_price),
    night: p.night,
    description: p.description,
    active: p.active,
  };
}

export function toPlanInput(v: PlanFormValues): PlanInput {
  return {
    name: v.name.trim(),
    water_ids: v.water_ids ?? [],
    duration_value: Number(v.duration_value),
    duration_unit: v.duration_unit ?? 'days',
    price: Number(v.price ?? 0).toFixed(2),
    rods: v.rods ?? null,
    retention_kg: v.retention_kg === null || v.retention_kg === undefined ? null : Number(v.retention_kg),
    extra_kg_price:
      v.extra_kg_price === null || v.extra_kg_price === undefined ? null : Number(v.extra_kg_price).toFixed(2),
    night: v.night ?? false,
    description: optionalText(v.description),
    active: v.active ?? true,
  };
}

const rule = (field: Extract<keyof PlanFormValues, string>) => [ruleFrom(validatePlan, field)];

/** A plan / tariff's fields (create and edit share them). */
export function PlanFields() {
  const companyId = useCompanyId();
  const watersRead = useWatersQuery({ companyId });
  const waters = watersRead.data ?? [];

  return (
    <Row gutter={16}>
      <NameField span="half" rules={rule('name')} input={{ placeholder: 'Permis 24 ore' }} />
      <Field span="half" label="Ape" name="water_ids" rules={rule('water_ids')}>
        <Select
          mode="multiple"
          showSearch={searchByLabel}
          loading={watersRead.isLoading}
          placeholder="Apele pe care este valabil"
          options={waters.map((w) => ({ value: w.id, label: w.active ? w.name : `${w.name} (inactivă)` }))}
          notFoundContent={optionsState(watersRead, 'Apele nu au putut fi încărcate.')}
        />
      </Field>
      <NumberField
        span="quarter"
        label="Durată"
        name="duration_value"
        rules={rule('duration_value')}
        input={{ min: 1, precision: 0 }}
      />
      <Field span="quarter" label="Unitate" name="duration_unit" rules={rule('duration_unit')}>
        <Select options={DURATION_UNITS} />
      </Field>
      <LeiField span="half" label="Preț (lei)" name="price" rules={rule('price')} input={{ step: 1 }} />
      <NumberField
        span="quarter"
        label="Lansete"
        name="rods"
        rules={rule('rods')}
        input={{ min: 1, max: 10, precision: 0 }}
      />
      <NumberField
        span="quarter"
        label="Reținere (kg)"
        name="retention_kg"
        rules={rule('retention_kg')}
        extra="0 = catch & release"
        input={{ min: 0, decimalSeparator: ',' }}
      />
      <LeiField
        span="quarter"
        label="Preț kg peste reținere"
        name="extra_kg_price"
        rules={rule('extra_kg_price')}
        extra="lei/kg, încasat la ieșire"
      />
      <SwitchField span="quarter" label="Pescuit de noapte" name="night" />
      <SwitchField span="quarter" label="Activ" name="active" />
      <DescriptionField rules={rule('description')} />
    </Row>
  );
}
