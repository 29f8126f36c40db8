/**
 * A form's fields in the grid of its Row (the create/edit screens of resourceForm.tsx): `Field` puts
 * any input in its column with its label, rules and help; the builders below are the fields several
 * forms share (a name, a description, a switch, an amount in lei, a date, a number), with their
 * input, limits and Romanian label. A form lists its fields, each one a line or two.
 */
import type { ReactNode } from 'react';
import {
  Col,
  DatePicker,
  Form,
  Input,
  Switch,
  type ColProps,
  type FormItemProps,
  type InputNumberProps,
  type InputProps,
} from 'antd';
import { NumberInput } from '@/shared/components/NumberInput';

/** A field's width: the row's (`full`), or a half, third, two thirds or quarter of it from md up (a quarter is half a phone's row). */
export type FieldSpan = 'full' | 'half' | 'third' | 'twoThirds' | 'quarter';

const COLUMNS: Record<FieldSpan, ColProps> = {
  full: { xs: 24 },
  half: { xs: 24, md: 12 },
  third: { xs: 24, md: 8 },
  twoThirds: { xs: 24, md: 16 },
  quarter: { xs: 12, md: 6 },
};

export type FieldProps = Omit<FormItemProps, 'children'> & {
  span?: FieldSpan;
  /** The column's own sizes, instead of a `span`. */
  col?: ColProps;
  children?: ReactNode;
};

/** A form item in its column of the form's Row. */
export function Field({ span = 'full', col, children, ...item }: FieldProps) {
  return (
    <Col {...(col ?? COLUMNS[span])}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

type Own = Omit<FieldProps, 'children' | 'name'>;

/** "Denumire" (or `label`): the record's name, focused first, at most 120 characters. */
export function NameField({ input, label = 'Denumire', ...field }: Own & { input?: InputProps }) {
  return (
    <Field label={label} name="name" {...field}>
      <Input autoFocus maxLength={120} {...input} />
    </Field>
  );
}

/** "Descriere" (or `label`): free text over the row, at most 5 000 characters. */
export function DescriptionField({ label = 'Descriere', ...field }: Own) {
  return (
    <Field label={label} name="description" {...field}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
    </Field>
  );
}

/** A yes/no switch (`name` "active": "Activă", the record offered for sale / in use). */
export function SwitchField({ name, ...field }: Own & { name: string }) {
  return (
    <Field name={name} valuePropName="checked" {...field}>
      <Switch />
    </Field>
  );
}

/**
 * A number over the column's width. `input.min` and `input.max` never reach antd's InputNumber,
 * which would turn "99999" into the maximum or "-5" into the minimum on leaving the field without
 * a word: the field's rules (a resource's validate, numberRule) refuse them instead.
 */
export function NumberField({ name, input, ...field }: Own & { name: string; input?: InputNumberProps }) {
  const { min: _min, max: _max, ...unclamped } = input ?? {};
  return (
    <Field name={name} {...field}>
      <NumberInput style={{ width: '100%' }} {...unclamped} />
    </Field>
  );
}

/**
 * An amount in lei (decimals after a comma). No `min`: antd would turn "-20" into 0 on leaving the
 * field without a word; the form's rules (and the API) refuse it instead.
 */
export function LeiField({ input, ...field }: Own & { name: string; input?: InputNumberProps }) {
  return <NumberField {...field} input={{ decimalSeparator: ',', suffix: 'lei', ...input }} />;
}

/** A day (DD.MM.YYYY) over the column's width. */
export function DateField({ name, ...field }: Own & { name: string }) {
  return (
    <Field name={name} {...field}>
      <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
    </Field>
  );
}
