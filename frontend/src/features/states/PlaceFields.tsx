import { Input, type FormRule } from 'antd';
import { Field } from '@/shared/list/fields';
import { StateSelect } from './StateSelect';

/**
 * Where a client, a water or a company is: "Județ" (`state_id`) and "Localitate" (`city`) side by
 * side in the form's Row, the city with the form's own rules and length.
 */
export function PlaceFields({ cityRules, cityMaxLength }: { cityRules?: FormRule[]; cityMaxLength?: number }) {
  return (
    <>
      <Field span="half" label="Județ" name="state_id">
        <StateSelect />
      </Field>
      <Field span="half" label="Localitate" name="city" rules={cityRules}>
        <Input maxLength={cityMaxLength} />
      </Field>
    </>
  );
}
