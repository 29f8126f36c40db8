import type { FormRule } from 'antd';
import { NumberField, type FieldProps } from '@/shared/list/fields';

/** A whole number from `min` to `max`; an empty field passes. */
function wholeBetween(min: number, max: number): FormRule {
  return {
    validator: (_, value: number | null | undefined) =>
      value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(`Un număr întreg între ${min} și ${max}.`)),
  };
}

/**
 * A count of the company's settings (months, years, days, requests): a whole number from `min` to
 * `max` or empty, the input's limits and the rule's agreeing.
 */
export function WholeNumberField({
  min,
  max,
  ...field
}: Omit<FieldProps, 'children' | 'rules'> & { name: string; min: number; max: number }) {
  return <NumberField {...field} rules={[wholeBetween(min, max)]} input={{ min, max, precision: 0 }} />;
}
