import { searchByLabel } from '@/shared/list/searchByLabel';
import { Form, Input, Row, Select, type FormInstance } from 'antd';
import { DescriptionField, Field, NameField, NumberField, SwitchField } from '@/shared/list/fields';
import { useUserQuery } from '@/features/auth/api';
import { PlaceFields } from '@/features/states/PlaceFields';
import { optionalDecimal, optionalText, ruleFrom } from '@/shared/list/resourceForm';
import type { Water, WaterInput } from './api';
import { validateWater, type WaterFormValues } from './validate';

export type { WaterFormValues };

export const emptyWater: WaterFormValues = { name: '', fish_ids: [], release_fish_ids: [], active: true };

export function waterToForm(w: Water): WaterFormValues {
  return {
    name: w.name,
    state_id: w.state_id,
    city: w.city,
    surface_ha: w.surface_ha === null ? null : Number(w.surface_ha),
    description: w.description,
    rules: w.rules,
    latitude: w.latitude,
    longitude: w.longitude,
    fish_ids: w.fish_ids ?? w.fishes.map((f) => f.id),
    release_fish_ids: w.release_fish_ids ?? [],
    active: w.active,
  };
}

export function toWaterInput(v: WaterFormValues): WaterInput {
  return {
    name: v.name.trim(),
    state_id: v.state_id ?? null,
    city: optionalText(v.city),
    surface_ha: optionalDecimal(v.surface_ha),
    description: optionalText(v.description),
    rules: optionalText(v.rules),
    latitude: optionalDecimal(v.latitude),
    longitude: optionalDecimal(v.longitude),
    fish_ids: v.fish_ids ?? [],
    // Only species of the water (all of them when it lists none) can be released only.
    release_fish_ids: (v.release_fish_ids ?? []).filter((id) => !v.fish_ids?.length || v.fish_ids.includes(id)),
    active: v.active ?? true,
  };
}

const rule = (field: Extract<keyof WaterFormValues, string>) => [ruleFrom(validateWater, field)];

/** A water's fields (create and edit share them). */
export function WaterFields({ form }: { form: FormInstance<WaterFormValues> }) {
  const { data: session, isLoading: fishesLoading } = useUserQuery();
  const fishes = session?.fishes ?? [];
  const chosen = Form.useWatch('fish_ids', form);
  const waterFishes = chosen?.length ? fishes.filter((f) => chosen.includes(f.id)) : fishes;

  return (
    <Row gutter={16}>
      <NameField span="half" rules={rule('name')} />
      <NumberField
        span="half"
        label="Suprafață (ha)"
        name="surface_ha"
        rules={rule('surface_ha')}
        input={{ min: 0, step: 0.5, decimalSeparator: ',' }}
      />
      <PlaceFields cityRules={rule('city')} cityMaxLength={100} />
      <Field label="Specii de pește" name="fish_ids">
        <Select
          mode="multiple"
          allowClear
          showSearch={searchByLabel}
          loading={fishesLoading}
          placeholder="Alege speciile din apă"
          options={fishes.map((f) => ({ value: f.id, label: f.name }))}
        />
      </Field>
      <Field
        label="Specii care nu se rețin (doar eliberate)"
        name="release_fish_ids"
        extra="La ieșire, o captură din aceste specii nu poate fi trecută ca reținută."
      >
        <Select
          mode="multiple"
          allowClear
          showSearch={searchByLabel}
          loading={fishesLoading}
          placeholder="Nicio specie"
          options={waterFishes.map((f) => ({ value: f.id, label: f.name }))}
        />
      </Field>
      <Field span="half" label="Latitudine" name="latitude" rules={rule('latitude')} extra="Ex.: 44.426800">
        <Input inputMode="decimal" />
      </Field>
      <Field span="half" label="Longitudine" name="longitude" rules={rule('longitude')} extra="Ex.: 26.102500">
        <Input inputMode="decimal" />
      </Field>
      <DescriptionField rules={rule('description')} />
      <Field label="Regulament" name="rules" rules={rule('rules')} extra="Regulile de pescuit afișate pescarilor.">
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} maxLength={20000} />
      </Field>
      <SwitchField label="Activă" name="active" />
    </Row>
  );
}
