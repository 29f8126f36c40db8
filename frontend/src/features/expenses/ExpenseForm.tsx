import { searchByLabel } from '@/shared/forms/searchByLabel';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWatersQuery } from '@/features/waters/api';
import { FormActions, optionalText, ruleFrom, useCompanyId } from '@/shared/components/resourceForm';
import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory, type ExpenseInput } from './api';
import { validateExpense } from './validate';

export interface ExpenseFormValues {
  category?: ExpenseCategory;
  amount?: number | null;
  spent_on?: Dayjs | null;
  water_id?: number | null;
  supplier?: string | null;
  document_number?: string | null;
  description?: string | null;
}

export const emptyExpense = (): ExpenseFormValues => ({ spent_on: dayjs(), amount: null });

export function expenseToForm(e: Expense): ExpenseFormValues {
  return {
    category: e.category,
    amount: Number(e.amount),
    spent_on: dayjs(e.spent_on),
    water_id: e.water_id,
    supplier: e.supplier,
    document_number: e.document_number,
    description: e.description,
  };
}

export function toExpenseInput(v: ExpenseFormValues): ExpenseInput {
  return {
    category: v.category!,
    amount: Number(v.amount).toFixed(2),
    spent_on: v.spent_on!.format('YYYY-MM-DD'),
    water_id: v.water_id ?? null,
    supplier: optionalText(v.supplier),
    document_number: optionalText(v.document_number),
    description: optionalText(v.description),
  };
}

const rule = (field: Extract<keyof ExpenseFormValues, string>) => [ruleFrom(validateExpense, field)];

/** An expense (create and edit share it). */
export function ExpenseForm({
  form,
  initialValues,
  onFinish,
  onCancel,
  loading,
}: {
  form: FormInstance<ExpenseFormValues>;
  initialValues: ExpenseFormValues;
  onFinish: (values: ExpenseFormValues) => void;
  onCancel: () => void;
  loading: boolean;
}) {
  const companyId = useCompanyId();
  const { data: waters = [], isLoading: watersLoading } = useWatersQuery({ companyId });
  return (
    <Form<ExpenseFormValues>
      noValidate
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={loading}
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Categorie" name="category" rules={rule('category')}>
            <Select autoFocus showSearch={searchByLabel} placeholder="Alege categoria" options={EXPENSE_CATEGORIES} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Sumă (lei)" name="amount" rules={rule('amount')}>
            <InputNumber style={{ width: '100%' }} min={0} decimalSeparator="," suffix="lei" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Data" name="spent_on" rules={rule('spent_on')}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Apă" name="water_id" extra="Lasă gol pentru o cheltuială a întregii firme.">
            <Select
              allowClear
              showSearch={searchByLabel}
              loading={watersLoading}
              placeholder="Toate apele"
              options={waters.map((w) => ({ value: w.id, label: w.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Furnizor" name="supplier" rules={rule('supplier')}>
            <Input maxLength={150} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Nr. document" name="document_number" rules={rule('document_number')}>
            <Input maxLength={50} placeholder="Factură, bon fiscal…" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Descriere" name="description" rules={rule('description')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      <FormActions loading={loading} onCancel={onCancel} />
    </Form>
  );
}
