import { searchByLabel } from '@/shared/list/searchByLabel';
import { DatePicker, Input, Row, Select } from 'antd';
import { DateField, DescriptionField, Field, LeiField } from '@/shared/list/fields';
import dayjs from 'dayjs';
import { useWatersQuery } from '@/features/waters/api';
import { optionalText, ruleFrom, useCompanyId } from '@/shared/list/resourceForm';
import { onRomanianClock } from '@/shared/romanianClock';
import { notACashDay } from '@/features/books/cashDates';
import { optionsState } from '@/shared/components/listing';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DOCUMENT_TYPES,
  EXPENSE_PAYMENT_METHODS,
  type Expense,
  type ExpenseInput,
} from './api';
import { validateExpense, type ExpenseFormValues } from './validate';

export type { ExpenseFormValues };

export const emptyExpense = (): ExpenseFormValues => ({
  spent_on: onRomanianClock(),
  amount: null,
  payment_method: 'bank',
});

export function expenseToForm(e: Expense): ExpenseFormValues {
  return {
    category: e.category,
    amount: Number(e.amount),
    spent_on: dayjs(e.spent_on),
    water_id: e.water_id,
    supplier: e.supplier,
    supplier_cui: e.supplier_cui,
    payment_method: e.payment_method,
    document_type: e.document_type,
    document_number: e.document_number,
    document_date: e.document_date ? dayjs(e.document_date) : null,
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
    supplier_cui: optionalText(v.supplier_cui),
    payment_method: v.payment_method ?? 'bank',
    document_type: v.document_type ?? null,
    document_number: optionalText(v.document_number),
    document_date: v.document_date ? v.document_date.format('YYYY-MM-DD') : null,
    description: optionalText(v.description),
  };
}

const rule = (field: Extract<keyof ExpenseFormValues, string>) => [ruleFrom(validateExpense, field)];

/** An expense's fields (create and edit share them). */
export function ExpenseFields() {
  const companyId = useCompanyId();
  const watersRead = useWatersQuery({ companyId });
  const waters = watersRead.data ?? [];
  return (
    <Row gutter={16}>
      <Field span="half" label="Categorie" name="category" rules={rule('category')}>
        <Select autoFocus showSearch={searchByLabel} placeholder="Alege categoria" options={EXPENSE_CATEGORIES} />
      </Field>
      <LeiField span="half" label="Sumă (lei)" name="amount" rules={rule('amount')} />
      <Field span="half" label="Data" name="spent_on" rules={rule('spent_on')}>
        <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} disabledDate={notACashDay} />
      </Field>
      <Field span="half" label="Apă" name="water_id" extra="Lasă gol pentru o cheltuială a întregii firme.">
        <Select
          allowClear
          showSearch={searchByLabel}
          loading={watersRead.isLoading}
          placeholder="Toate apele"
          options={waters.map((w) => ({ value: w.id, label: w.name }))}
          notFoundContent={optionsState(watersRead, 'Apele nu au putut fi încărcate.')}
        />
      </Field>
      <Field
        span="half"
        label="Plătită"
        name="payment_method"
        extra="Numai plățile în numerar intră în registrul de casă."
      >
        <Select options={EXPENSE_PAYMENT_METHODS} />
      </Field>
      <Field span="half" label="Furnizor" name="supplier" rules={rule('supplier')}>
        <Input maxLength={150} />
      </Field>
      <Field span="half" label="CUI furnizor" name="supplier_cui" rules={rule('supplier_cui')}>
        <Input maxLength={14} placeholder="RO18547290" />
      </Field>
      <Field span="third" label="Tip document" name="document_type">
        <Select allowClear placeholder="Factură, bon, chitanță" options={EXPENSE_DOCUMENT_TYPES} />
      </Field>
      <Field span="third" label="Nr. document" name="document_number" rules={rule('document_number')}>
        <Input maxLength={50} />
      </Field>
      <DateField span="third" label="Data documentului" name="document_date" />
      <DescriptionField rules={rule('description')} />
    </Row>
  );
}
