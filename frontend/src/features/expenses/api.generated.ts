// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    expensesControllerList: build.query<ExpensesControllerListApiResponse, ExpensesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses`,
        method: 'POST',
        body: queryArg.expenseFilterDto,
      }),
    }),
    expensesControllerCreate: build.mutation<ExpensesControllerCreateApiResponse, ExpensesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createExpense`,
        method: 'POST',
        body: queryArg.createExpenseDto,
      }),
    }),
    expensesControllerGet: build.query<ExpensesControllerGetApiResponse, ExpensesControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    expensesControllerUpdate: build.mutation<ExpensesControllerUpdateApiResponse, ExpensesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateExpenseDto,
      }),
    }),
    expensesControllerRemove: build.mutation<ExpensesControllerRemoveApiResponse, ExpensesControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as expensesEndpoints };
export type ExpensesControllerListApiResponse = /** status 200 O pagină */ ExpensePage;
export type ExpensesControllerListApiArg = {
  companyId: number;
  expenseFilterDto: ExpenseFilterDto;
};
export type ExpensesControllerCreateApiResponse = /** status 201 Creat */ ExpenseResponse;
export type ExpensesControllerCreateApiArg = {
  companyId: number;
  createExpenseDto: CreateExpenseDto;
};
export type ExpensesControllerGetApiResponse = /** status 200 OK */ ExpenseResponse;
export type ExpensesControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type ExpensesControllerUpdateApiResponse = /** status 200 OK */ ExpenseResponse;
export type ExpensesControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateExpenseDto: UpdateExpenseDto;
};
export type ExpensesControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type ExpensesControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type ExpenseResponse = {
  id: number;
  category: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  /** lei, 2 zecimale */
  amount: string;
  spent_on: string;
  water_id: number | null;
  water: NamedRef | null;
  supplier: string | null;
  supplier_cui: string | null;
  payment_method: 'cash' | 'bank' | 'card';
  document_type: ('factura' | 'bon' | 'chitanta') | null;
  document_number: string | null;
  document_date: string | null;
  description: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};
export type ExpenseTotals = {
  /** lei, 2 zecimale */
  amount: string;
};
export type ExpensePage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: ExpenseResponse[];
  totals: ExpenseTotals;
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type ExpenseFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  category?:
    ('furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele') | null;
  water_id?: number | null;
  payment_method?: ('cash' | 'bank' | 'card') | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type CreateExpenseDto = {
  category: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  amount: string | number;
  spent_on: string;
  water_id?: number | null;
  supplier?: string | null;
  payment_method?: 'cash' | 'bank' | 'card';
  supplier_cui?: string | null;
  document_type?: ('factura' | 'bon' | 'chitanta') | null;
  document_number?: string | null;
  document_date?: string | null;
  description?: string | null;
};
export type UpdateExpenseDto = {
  category?: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  amount?: string | number;
  spent_on?: string;
  water_id?: number | null;
  supplier?: string | null;
  payment_method?: 'cash' | 'bank' | 'card';
  supplier_cui?: string | null;
  document_type?: ('factura' | 'bon' | 'chitanta') | null;
  document_number?: string | null;
  document_date?: string | null;
  description?: string | null;
};
export type MessageResponse = {
  message: string;
};
