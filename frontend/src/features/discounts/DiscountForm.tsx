import { Col, Form, Input, InputNumber, Row, Segmented, Switch, type FormInstance } from 'antd';
import { optionalText, ruleFrom } from '@/shared/list/resourceForm';
import { DISCOUNT_TYPES, type Discount, type DiscountInput } from './api';
import { validateDiscount, type DiscountFormValues } from './validate';

export type { DiscountFormValues };

export const emptyDiscount: DiscountFormValues = { name: '', type: 'percent', value: null, active: true };

export function discountToForm(d: Discount): DiscountFormValues {
  return { name: d.name, type: d.type, value: Number(d.value), description: d.description, active: d.active };
}

export function toDiscountInput(v: DiscountFormValues): DiscountInput {
  return {
    name: v.name.trim(),
    type: v.type ?? 'percent',
    value: Number(v.value).toFixed(2),
    description: optionalText(v.description),
    active: v.active ?? true,
  };
}

const rule = (field: Extract<keyof DiscountFormValues, string>) => [ruleFrom(validateDiscount, field)];

/** A discount's fields (create and edit share them). */
export function DiscountFields({ form }: { form: FormInstance<DiscountFormValues> }) {
  const type = Form.useWatch('type', form) ?? form.getFieldValue('type');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item label="Denumire" name="name" rules={rule('name')}>
            <Input autoFocus maxLength={120} placeholder="Pensionari" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Tip" name="type" rules={rule('type')}>
            <Segmented options={DISCOUNT_TYPES} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={type === 'fixed' ? 'Valoare (lei)' : 'Valoare (%)'}
            name="value"
            rules={rule('value')}
            dependencies={['type']}
          >
            <InputNumber
              style={{ width: '100%' }}
              min={0}
              decimalSeparator=","
              suffix={type === 'fixed' ? 'lei' : '%'}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Descriere" name="description" rules={rule('description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Activă" name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
