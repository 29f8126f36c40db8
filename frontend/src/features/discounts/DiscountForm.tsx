import { Form, Row, Segmented, type FormInstance } from 'antd';
import { DescriptionField, Field, NameField, NumberField, SwitchField } from '@/shared/list/fields';
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
    <Row gutter={16}>
      <NameField rules={rule('name')} input={{ placeholder: 'Pensionari' }} />
      <Field span="half" label="Tip" name="type" rules={rule('type')}>
        <Segmented options={DISCOUNT_TYPES} />
      </Field>
      <NumberField
        span="half"
        label={type === 'fixed' ? 'Valoare (lei)' : 'Valoare (%)'}
        name="value"
        rules={rule('value')}
        dependencies={['type']}
        input={{ min: 0, decimalSeparator: ',', suffix: type === 'fixed' ? 'lei' : '%' }}
      />
      <DescriptionField rules={rule('description')} />
      <SwitchField label="Activă" name="active" />
    </Row>
  );
}
