// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    booksControllerCreateDisposition: build.mutation<
      BooksControllerCreateDispositionApiResponse,
      BooksControllerCreateDispositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createCashDisposition`,
        method: 'POST',
        body: queryArg.createCashDispositionDto,
      }),
    }),
    booksControllerCancelDisposition: build.mutation<
      BooksControllerCancelDispositionApiResponse,
      BooksControllerCancelDispositionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashDispositions/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
        body: queryArg.cancelCashDispositionDto,
      }),
    }),
    booksControllerLimits: build.query<BooksControllerLimitsApiResponse, BooksControllerLimitsApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBook/limits`,
        method: 'POST',
        body: queryArg.cashLimitCheckDto,
      }),
    }),
    booksControllerCashBook: build.query<BooksControllerCashBookApiResponse, BooksControllerCashBookApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBook`,
        method: 'POST',
        body: queryArg.cashBookRangeDto,
      }),
    }),
    booksControllerClose: build.mutation<BooksControllerCloseApiResponse, BooksControllerCloseApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBook/close`,
        method: 'POST',
        body: queryArg.closeDayDto,
      }),
    }),
    booksControllerReopen: build.mutation<BooksControllerReopenApiResponse, BooksControllerReopenApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBook/reopen`,
        method: 'POST',
        body: queryArg.reopenDayDto,
      }),
    }),
    booksControllerSettings: build.query<BooksControllerSettingsApiResponse, BooksControllerSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBookSettings` }),
    }),
    booksControllerUpdateSettings: build.mutation<
      BooksControllerUpdateSettingsApiResponse,
      BooksControllerUpdateSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/cashBookSettings/update`,
        method: 'POST',
        body: queryArg.updateCashBookSettingsDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as booksEndpoints };
export type BooksControllerCreateDispositionApiResponse = /** status 201 Creat */ CashDispositionResponse;
export type BooksControllerCreateDispositionApiArg = {
  companyId: number;
  createCashDispositionDto: CreateCashDispositionDto;
};
export type BooksControllerCancelDispositionApiResponse = /** status 200 OK */ CashDispositionResponse;
export type BooksControllerCancelDispositionApiArg = {
  companyId: number;
  id: number;
  cancelCashDispositionDto: CancelCashDispositionDto;
};
export type BooksControllerLimitsApiResponse = /** status 200 OK */ CashLimitCheckResponse;
export type BooksControllerLimitsApiArg = {
  companyId: number;
  cashLimitCheckDto: CashLimitCheckDto;
};
export type BooksControllerCashBookApiResponse = /** status 200 OK */ CashBookResponse;
export type BooksControllerCashBookApiArg = {
  companyId: number;
  cashBookRangeDto: CashBookRangeDto;
};
export type BooksControllerCloseApiResponse = /** status 200 OK */ CashDayCloseResponse;
export type BooksControllerCloseApiArg = {
  companyId: number;
  closeDayDto: CloseDayDto;
};
export type BooksControllerReopenApiResponse = /** status 200 OK */ CashDayCloseResponse;
export type BooksControllerReopenApiArg = {
  companyId: number;
  reopenDayDto: ReopenDayDto;
};
export type BooksControllerSettingsApiResponse = /** status 200 OK */ CashBookSettingsResponse;
export type BooksControllerSettingsApiArg = {
  companyId: number;
};
export type BooksControllerUpdateSettingsApiResponse = /** status 200 OK */ CashBookSettingsResponse;
export type BooksControllerUpdateSettingsApiArg = {
  companyId: number;
  updateCashBookSettingsDto: UpdateCashBookSettingsDto;
};
export type CashDispositionResponse = {
  id: number;
  kind: 'in' | 'out';
  doc_series_id: number;
  series: string;
  number: number;
  issued_on: string;
  /** lei, 2 zecimale */
  amount: string;
  explanation: string;
  person: string;
  receipt_id: number | null;
  receipt_label: string | null;
  status: 'issued' | 'cancelled';
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  created_by: number | null;
  created_at: string;
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
export type CreateCashDispositionDto = {
  kind: 'in' | 'out';
  amount: string | number;
  issued_on?: string | null;
  explanation: string;
  person: string;
  doc_series_id?: number | null;
};
export type CancelCashDispositionDto = {
  reason: string;
};
export type CashLimitCheckResponse = {
  warnings: string[];
  /** lei, 2 zecimale */
  person_total: string;
  /** lei, 2 zecimale */
  balance_after: string;
  /** lei, 2 zecimale */
  limit_per_person: string;
  /** lei, 2 zecimale */
  limit_end_of_day: string;
};
export type CashLimitCheckDto = {
  client_id?: number | null;
  amount: string | number;
};
export type CashBookLine = {
  number: number;
  kind: 'receipt' | 'z_report' | 'disposition_in' | 'expense' | 'disposition_out';
  source_id: number;
  document: string;
  attachments: number;
  explanation: string;
  /** lei, 2 zecimale */
  in: string;
  /** lei, 2 zecimale */
  out: string;
};
export type CashBookDay = {
  date: string;
  /** lei, 2 zecimale */
  opening_balance: string;
  lines: CashBookLine[];
  /** lei, 2 zecimale */
  total_in: string;
  /** lei, 2 zecimale */
  total_out: string;
  /** lei, 2 zecimale */
  closing_balance: string;
  /** lei, 2 zecimale */
  card: string;
  /** lei, 2 zecimale */
  transfer: string;
  closed: boolean;
  warnings: string[];
};
export type CashBookResponse = {
  days: CashBookDay[];
};
export type CashBookRangeDto = {
  date_from: string;
  date_to: string;
};
export type CashDayCloseResponse = {
  day: string;
  closed: boolean;
  closed_by: number | null;
  closed_at: string | null;
  reopened_by: number | null;
  reopened_at: string | null;
  reopen_reason: string | null;
};
export type CloseDayDto = {
  date: string;
  confirm?: boolean;
};
export type ReopenDayDto = {
  date: string;
  reason: string;
};
export type CashBookSettingsResponse = {
  /** lei, 2 zecimale */
  opening_balance: string;
  start_date: string | null;
  /** lei, 2 zecimale */
  limit_per_person: string;
  /** lei, 2 zecimale */
  limit_end_of_day: string;
  account_cash: string;
  account_clients: string;
  account_suppliers: string;
  account_expenses: string;
  account_dispositions: string;
  expense_accounts: {
    [key: string]: string;
  };
};
export type UpdateCashBookSettingsDto = {
  opening_balance?: ((string | null) | (number | null)) | null;
  start_date?: string | null;
  limit_per_person?: ((string | null) | (number | null)) | null;
  limit_end_of_day?: ((string | null) | (number | null)) | null;
  account_cash?: string | null;
  account_clients?: string | null;
  account_suppliers?: string | null;
  account_expenses?: string | null;
  account_dispositions?: string | null;
  expense_accounts?: {
    [key: string]: string;
  } | null;
};
