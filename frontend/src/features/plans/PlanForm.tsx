import { searchByLabel } from '@/shared/list/searchByLabel';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useWatersQuery } from '@/features/waters/api';
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
  const { data: waters = [], isLoading: watersLoading } = useWatersQuery({ companyId });

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Denumire" name="name" rules={rule('name')}>
            <Input autoFocus maxLength={120} placeholder="Permis 24 ore" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Ape" name="water_ids" rules={rule('water_ids')}>
            <Select
              mode="multiple"
              showSearch={searchByLabel}
              loading={watersLoading}
              placeholder="Apele pe care este valabil"
              options={waters.map((w) => ({ value: w.id, label: w.active ? w.name : `${w.name} (inactivă)` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Durată" name="duration_value" rules={rule('duration_value')}>
            <InputNumber style={{ width: '100%' }} min={1} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Unitate" name="duration_unit" rules={rule('duration_unit')}>
            <Select options={DURATION_UNITS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Preț (lei)" name="price" rules={rule('price')}>
            <InputNumber style={{ width: '100%' }} min={0} step={1} decimalSeparator="," suffix="lei" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Lansete" name="rods" rules={rule('rods')}>
            <InputNumber style={{ width: '100%' }} min={1} max={10} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Reținere (kg)" name="retention_kg" rules={rule('retention_kg')} extra="0 = catch & release">
            <InputNumber style={{ width: '100%' }} min={0} decimalSeparator="," />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            label="Preț kg peste reținere"
            name="extra_kg_price"
            rules={rule('extra_kg_price')}
            extra="lei/kg, încasat la ieșire"
          >
            <InputNumber style={{ width: '100%' }} min={0} decimalSeparator="," suffix="lei" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Pescuit de noapte" name="night" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Activ" name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Descriere" name="description" rules={rule('description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
