import { NumberField, type FieldProps } from '@/shared/list/fields';
import { numberRule } from '@/shared/list/resourceForm';

/**
 * A count of the company's settings (months, years, days, requests): a whole number from `min` to
 * `max` or empty. Out of range it is refused, never changed (NumberField).
 */
export function WholeNumberField({
  min,
  max,
  ...field
}: Omit<FieldProps, 'children' | 'rules'> & { name: string; min: number; max: number }) {
  return <NumberField {...field} rules={[numberRule({ integer: true, min, max })]} input={{ precision: 0 }} />;
}
