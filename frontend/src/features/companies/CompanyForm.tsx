import { Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { StateSelect } from '@/features/states/StateSelect';
import { email, required } from '@/shared/list/rules';
import type { CompanyInput } from './api';
import { isValidCui, isValidIban, slugProblem, slugify } from './validate';

export type CompanyFormValues = CompanyInput;

const optional = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Trims the values and turns empty optional fields into null. */
export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    cui: values.cui.trim().toUpperCase().replace(/\s+/g, ''),
    reg_com: optional(values.reg_com),
    address: optional(values.address),
    state_id: values.state_id ?? null,
    city: optional(values.city),
    phone: optional(values.phone),
    email: optional(values.email),
    iban: optional(values.iban)?.replace(/\s+/g, '').toUpperCase() ?? null,
    bank: optional(values.bank),
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
    <Form<CompanyFormValues>
      noValidate
      form={form}
      layout="vertical"
      onFinish={onFinish}
      disabled={loading}
      requiredMark={false}
      initialValues={initialValues}
      onValuesChange={(changed: Partial<CompanyFormValues>) => {
        if (suggestSlug && changed.name !== undefined && !form.isFieldTouched('slug')) {
          form.setFieldValue('slug', slugify(changed.name));
        }
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Denumire firmă" name="name" rules={[required]}>
            <Input autoFocus autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Adresă publică (slug)"
            name="slug"
            extra="Pagina publică a bălții: <slug>.domeniu"
            rules={[
              required,
              {
                validator: (_, v: string) =>
                  v && slugProblem(v) ? Promise.reject(new Error(slugProblem(v)!)) : Promise.resolve(),
              },
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="CUI"
            name="cui"
            rules={[
              required,
              {
                validator: (_, v: string) =>
                  v && !isValidCui(v) ? Promise.reject(new Error('CUI invalid.')) : Promise.resolve(),
              },
            ]}
          >
            <Input placeholder="RO12345678" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Reg. Com." name="reg_com">
            <Input placeholder="J40/1234/2020" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Adresă" name="address">
            <Input autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Județ" name="state_id">
            <StateSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Localitate" name="city">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Telefon" name="phone">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email firmă" name="email" rules={[email]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="IBAN"
            name="iban"
            rules={[
              {
                validator: (_, v: string) =>
                  v && !isValidIban(v) ? Promise.reject(new Error('IBAN invalid.')) : Promise.resolve(),
              },
            ]}
          >
            <Input placeholder="RO49AAAA1B31007593840000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Bancă" name="bank">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Form>
  );
}
