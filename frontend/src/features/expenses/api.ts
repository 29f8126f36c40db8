import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The expenses' routes. */
export const expensesRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/expenses' },
  create: { method: 'POST', path: '/api/company/{companyId}/createExpense' },
  get: { method: 'GET', path: '/api/company/{companyId}/expenses/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/expenses/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/expenses/{id}/delete' },
} as const;

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

export type Expense = Schemas['ExpenseResponse'];

export type ExpenseInput = Body<'/api/company/{companyId}/createExpense', 'post'>;

export type ExpensesFilter = Body<'/api/company/{companyId}/expenses', 'post'>;

export type ExpensesPage = Schemas['ExpensePage'];

type Ref = { companyId: number; id: number };

export const expensesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    expenses: build.query<ExpensesPage, ExpensesFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(expensesRoutes.list, { companyId }, { body }),
      providesTags: (result) => [
        { type: 'Expense', id: 'LIST' },
        ...(result?.data ?? []).map((e) => ({ type: 'Expense' as const, id: e.id })),
      ],
    }),
    createExpense: build.mutation<Expense, ExpenseInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(expensesRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Expense', id: 'LIST' }, 'Chart'],
    }),
    expense: build.query<Expense, Ref>({
      query: ({ companyId, id }) => call(expensesRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Expense', id }],
    }),
    updateExpense: build.mutation<Expense, Body<'/api/company/{companyId}/expenses/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(expensesRoutes.update, { companyId, id }, { body }),
      // Totals and order of the list depend on the amount and date: the list reloads too.
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Expense', id }, { type: 'Expense', id: 'LIST' }, 'Chart'],
    }),
    deleteExpense: build.mutation<Answer<'/api/company/{companyId}/expenses/{id}/delete', 'post'>, Ref>({
      query: ({ companyId, id }) => call(expensesRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Expense', id }, { type: 'Expense', id: 'LIST' }, 'Chart'],
    }),
  }),
});

export const {
  useExpensesQuery,
  useCreateExpenseMutation,
  useExpenseQuery,
  useUpdateExpenseMutation,
  useDeleteExpenseMutation,
} = expensesApi;
