// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    receiptsControllerList: build.query<ReceiptsControllerListApiResponse, ReceiptsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/receipts`,
        method: 'POST',
        body: queryArg.receiptFilterDto,
      }),
    }),
    receiptsControllerCreate: build.mutation<ReceiptsControllerCreateApiResponse, ReceiptsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.clientId))}/createReceipt`,
        method: 'POST',
        body: queryArg.createReceiptDto,
      }),
    }),
    receiptsControllerGet: build.query<ReceiptsControllerGetApiResponse, ReceiptsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/receipts/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    receiptsControllerUpdate: build.mutation<ReceiptsControllerUpdateApiResponse, ReceiptsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/receipts/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateReceiptDto,
      }),
    }),
    receiptsControllerCancel: build.mutation<ReceiptsControllerCancelApiResponse, ReceiptsControllerCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/receipts/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
        body: queryArg.cancelReceiptDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as receiptsEndpoints };
export type ReceiptsControllerListApiResponse = /** status 200 O pagină */ ReceiptPage;
export type ReceiptsControllerListApiArg = {
  companyId: number;
  receiptFilterDto: ReceiptFilterDto;
};
export type ReceiptsControllerCreateApiResponse = /** status 201 Creat */ ReceiptResponse;
export type ReceiptsControllerCreateApiArg = {
  companyId: number;
  clientId: number;
  createReceiptDto: CreateReceiptDto;
};
export type ReceiptsControllerGetApiResponse = /** status 200 OK */ ReceiptResponse;
export type ReceiptsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type ReceiptsControllerUpdateApiResponse = /** status 200 OK */ ReceiptResponse;
export type ReceiptsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateReceiptDto: UpdateReceiptDto;
};
export type ReceiptsControllerCancelApiResponse = /** status 200 OK */ ReceiptResponse;
export type ReceiptsControllerCancelApiArg = {
  companyId: number;
  id: number;
  cancelReceiptDto: CancelReceiptDto;
};
export type ReceiptClientRef = {
  id: number;
  name: string;
  cnp: string | null;
  address: string | null;
  city: string | null;
  state_id: number | null;
};
export type ReceiptResponse = {
  id: number;
  client_id: number;
  client?: ReceiptClientRef;
  pass_id: number | null;
  doc_series_id: number;
  series: string;
  number: number;
  issued_on: string;
  /** lei, 2 zecimale */
  amount: string;
  /** suma în litere */
  amount_words: string;
  description: string;
  /** numărul bonului fiscal */
  fiscal_receipt_no: string | null;
  status: 'issued' | 'cancelled';
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
};
export type ReceiptTotals = {
  /** lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate (`total_capped`) */
  amount: string | null;
};
export type ReceiptPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: ReceiptResponse[];
  totals: ReceiptTotals;
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
export type ReceiptFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  date_from?: string | null;
  date_to?: string | null;
  client_id?: number | null;
  status?: ('issued' | 'cancelled') | null;
};
export type CreateReceiptDto = {
  amount: string | number;
  description: string;
  issued_on?: string | null;
  doc_series_id?: number | null;
  fiscal_receipt_no?: string | null;
};
export type UpdateReceiptDto = {
  description?: string | null;
  fiscal_receipt_no?: string | null;
};
export type CancelReceiptDto = {
  reason?: string | null;
  refund?: boolean;
};
