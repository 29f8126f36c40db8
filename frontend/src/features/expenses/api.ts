import {
  expensesEndpoints,
  type CreateExpenseDto,
  type ExpenseFilterDto,
  type ExpensePage,
  type ExpenseResponse,
} from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';

export type ExpenseCategory = Expense['category'];

export const EXPENSE_CATEGORIES: { value: ExpenseCategory; label: string }[] = [
  { value: 'furaje', label: 'Furaje' },
  { value: 'populare', label: 'Populare cu pește' },
  { value: 'salarii', label: 'Salarii' },
  { value: 'utilitati', label: 'Utilități' },
  { value: 'intretinere', label: 'Întreținere' },
  { value: 'taxe', label: 'Taxe și impozite' },
  { value: 'echipamente', label: 'Echipamente' },
  { value: 'altele', label: 'Altele' },
];

export const categoryLabel = (c: string): string => EXPENSE_CATEGORIES.find((o) => o.value === c)?.label ?? c;

export type ExpensePaymentMethod = Expense['payment_method'];

/** Only `cash` enters the cash book (registrul de casă). */
export const EXPENSE_PAYMENT_METHODS: { value: ExpensePaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Numerar (din casă)' },
  { value: 'bank', label: 'Transfer bancar' },
  { value: 'card', label: 'Card' },
];

export const paymentMethodLabel = (m: string): string => EXPENSE_PAYMENT_METHODS.find((o) => o.value === m)?.label ?? m;

export type ExpenseDocumentType = NonNullable<Expense['document_type']>;

export const EXPENSE_DOCUMENT_TYPES: { value: ExpenseDocumentType; label: string }[] = [
  { value: 'factura', label: 'Factură' },
  { value: 'bon', label: 'Bon fiscal' },
  { value: 'chitanta', label: 'Chitanță' },
];

export const documentTypeLabel = (t: string | null): string =>
  t ? (EXPENSE_DOCUMENT_TYPES.find((o) => o.value === t)?.label ?? t) : '';

/** Expenses: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Expense = ExpenseResponse;

export type ExpenseInput = CreateExpenseDto;

export type ExpensesFilter = ExpenseFilterDto;

export type ExpensesPage = ExpensePage;

export const expensesApi = expensesEndpoints.enhanceEndpoints({
  // Totals and order of the list depend on the amount and date; the charts count the expenses.
  endpoints: resourceTags('Expense', 'expensesController', {
    also: { create: ['Chart'], update: ['Chart'], remove: ['Chart'] },
  }),
});

export const {
  useExpensesControllerCreateMutation: useCreateExpenseMutation,
  useExpensesControllerGetQuery: useExpenseQuery,
  useExpensesControllerUpdateMutation: useUpdateExpenseMutation,
  useExpensesControllerRemoveMutation: useDeleteExpenseMutation,
} = expensesApi;
