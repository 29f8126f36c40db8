import { Button, Input, Row, type FormInstance, type FormRule } from 'antd';
import { PlaceFields } from '@/features/states/PlaceFields';
import { Field } from '@/shared/list/fields';
import { optionalText, VerticalForm } from '@/shared/list/resourceForm';
import { email, required } from '@/shared/list/rules';
import type { CompanyInput } from './api';
import { isValidCui, isValidIban, slugProblem, slugify } from './validate';

export type CompanyFormValues = CompanyInput;

/** Trims the values and turns empty optional fields into null. */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    cui: values.cui.trim().toUpperCase().replace(/\s+/g, ''),
    reg_com: optionalText(values.reg_com),
    address: optionalText(values.address),
    state_id: values.state_id ?? null,
    city: optionalText(values.city),
    phone: optionalText(values.phone),
    email: optionalText(values.email),
    iban: optionalText(values.iban)?.replace(/\s+/g, '').toUpperCase() ?? null,
    bank: optionalText(values.bank),
  };
}

/** A text field checked by `problem` (its Romanian message, or null when right); an empty field passes. */
function checkedBy(problem: (value: string) => string | null): FormRule {
  return {
    validator: (_, value: string) => {
      const message = value ? problem(value) : null;
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** Company details (setup and settings share it). */
export function CompanyForm({
  form,
  onFinish,
  loading,
  submitLabel = 'Salvează',
  suggestSlug = false,
  initialValues,
}: {
  form: FormInstance<CompanyFormValues>;
  onFinish: (values: CompanyFormValues) => void;
  loading: boolean;
  submitLabel?: string;
  suggestSlug?: boolean;
  initialValues?: Partial<CompanyFormValues>;
}) {
  return (
    <VerticalForm<CompanyFormValues>
      form={form}
      onFinish={onFinish}
      disabled={loading}
      initialValues={initialValues}
      onValuesChange={(changed: Partial<CompanyFormValues>) => {
        if (suggestSlug && changed.name !== undefined && !form.isFieldTouched('slug')) {
          form.setFieldValue('slug', slugify(changed.name));
        }
      }}
    >
      <Row gutter={16}>
        <Field span="half" label="Denumire firmă" name="name" rules={[required]}>
          <Input autoFocus autoComplete="organization" />
        </Field>
        <Field
          span="half"
          label="Adresă publică (slug)"
          name="slug"
          extra="Pagina publică a bălții: <slug>.domeniu. Nu se mai poate schimba după primul permis emis: codul QR al permisului o conține."
          rules={[required, checkedBy(slugProblem)]}
        >
          <Input />
        </Field>
        <Field
          span="half"
          label="CUI"
          name="cui"
          rules={[required, checkedBy((v) => (isValidCui(v) ? null : 'CUI invalid.'))]}
        >
          <Input placeholder="RO12345678" />
        </Field>
        <Field span="half" label="Reg. Com." name="reg_com">
          <Input placeholder="J40/1234/2020" />
        </Field>
        <Field label="Adresă" name="address">
          <Input autoComplete="street-address" />
        </Field>
        <PlaceFields />
        <Field span="half" label="Telefon" name="phone">
          <Input type="tel" autoComplete="tel" />
        </Field>
        <Field span="half" label="Email firmă" name="email" rules={[email]}>
          <Input type="email" autoComplete="email" />
        </Field>
        <Field
          span="half"
          label="IBAN"
          name="iban"
          rules={[checkedBy((v) => (isValidIban(v) ? null : 'IBAN invalid.'))]}
        >
          <Input placeholder="RO49AAAA1B31007593840000" />
        </Field>
        <Field span="half" label="Bancă" name="bank">
          <Input />
        </Field>
      </Row>
      <Button type="primary" htmlType="submit" loading={loading}>
        {submitLabel}
      </Button>
    </VerticalForm>
  );
}
