import { Form, Input, Row, type FormInstance } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { PlaceFields } from '@/features/states/PlaceFields';
import { Field, SwitchField } from '@/shared/list/fields';
import { optionalText, ruleFrom } from '@/shared/list/resourceForm';
import type { Client, ClientInput } from './api';
import { validateClient, type ClientFormValues } from './validate';

export type { ClientFormValues };

export const emptyClient = (): ClientFormValues => ({ first_name: '', last_name: '', blocked: false });

/**
 * The edit form starts from the client as read: the form submits only the fields ClientFields shows,
 * and toClientInput names each field it sends.
 */
export const clientToForm = (c: Client): ClientFormValues => c;

export function toClientInput(v: ClientFormValues): ClientInput {
  const blocked = v.blocked ?? false;
  return {
    first_name: (v.first_name ?? '').trim(),
    last_name: (v.last_name ?? '').trim(),
    cnp: v.cnp === undefined ? undefined : optionalText(v.cnp?.replace(/\s+/g, '')),
    id_series: optionalText(v.id_series)?.toUpperCase() ?? null,
    id_number: optionalText(v.id_number),
    phone: optionalText(v.phone),
    email: optionalText(v.email),
    state_id: v.state_id ?? null,
    city: optionalText(v.city),
    address: optionalText(v.address),
    car_plate: optionalText(v.car_plate?.replace(/\s+/g, ''))?.toUpperCase() ?? null,
    notes: optionalText(v.notes),
    blocked,
    blocked_reason: blocked ? optionalText(v.blocked_reason) : null,
  };
}

const rule = (field: Extract<keyof ClientFormValues, string>) => [ruleFrom(validateClient, field)];

/** A client's fields (create and edit share them). */
export function ClientFields({ form }: { form: FormInstance<ClientFormValues> }) {
  const blocked = Form.useWatch('blocked', form);
  // Company setting: with store_cnp off the CNP is neither asked nor sent.
  const storeCnp = useAppSelector((s) => s.auth.user?.company?.store_cnp ?? true);

  return (
    <>
      <Row gutter={16}>
        <Field span="half" label="Nume" name="last_name" rules={rule('last_name')}>
          <Input autoFocus maxLength={80} autoComplete="off" />
        </Field>
        <Field span="half" label="Prenume" name="first_name" rules={rule('first_name')}>
          <Input maxLength={80} autoComplete="off" />
        </Field>
        {storeCnp && (
          <Field span="third" label="CNP" name="cnp" rules={rule('cnp')}>
            <Input inputMode="numeric" maxLength={16} autoComplete="off" />
          </Field>
        )}
        <Field col={{ xs: 12, md: 8 }} label="Seria actului" name="id_series" rules={rule('id_series')}>
          <Input maxLength={2} placeholder="CJ" style={{ textTransform: 'uppercase' }} />
        </Field>
        <Field col={{ xs: 12, md: 8 }} label="Numărul actului" name="id_number" rules={rule('id_number')}>
          <Input inputMode="numeric" maxLength={6} placeholder="123456" />
        </Field>
        <Field span="half" label="Telefon" name="phone" rules={rule('phone')}>
          <Input type="tel" maxLength={32} />
        </Field>
        <Field span="half" label="Email" name="email" rules={rule('email')}>
          <Input type="email" maxLength={160} />
        </Field>
        <PlaceFields cityRules={rule('city')} cityMaxLength={100} />
        <Field span="twoThirds" label="Adresă" name="address" rules={rule('address')}>
          <Input maxLength={255} />
        </Field>
        <Field span="third" label="Nr. auto" name="car_plate" rules={rule('car_plate')}>
          <Input maxLength={16} placeholder="CJ12ABC" style={{ textTransform: 'uppercase' }} />
        </Field>
        <Field label="Observații" name="notes" rules={rule('notes')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
        </Field>
        <SwitchField
          col={{ xs: 24, md: 6 }}
          label="Blocat"
          name="blocked"
          extra="Un client blocat nu primește permise noi."
        />
        {blocked && (
          <Field col={{ xs: 24, md: 18 }} label="Motivul blocării" name="blocked_reason" rules={rule('blocked_reason')}>
            <Input maxLength={255} />
          </Field>
        )}
      </Row>
    </>
  );
}
