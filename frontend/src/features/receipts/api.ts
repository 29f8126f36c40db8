import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Paginated } from '@/shared/api/types';

/** SPEC.md §7 "Receipts". */
export const receiptsRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/receipts' },
  create: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/createReceipt' },
  get: { method: 'GET', path: '/api/company/{companyId}/receipts/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/receipts/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/receipts/{id}/delete' },
} as const;

export type ReceiptStatus = 'issued' | 'cancelled';

export const RECEIPT_STATUSES: { value: ReceiptStatus; label: string; color: string }[] = [
  { value: 'issued', label: 'Emisă', color: 'green' },
  { value: 'cancelled', label: 'Anulat', color: 'red' },
];

export interface Receipt {
  id: number;
  client_id: number;
  client?: {
    id: number;
    name: string;
    cnp: string | null;
    address: string | null;
    city: string | null;
    state_id: number | null;
  };
  pass_id: number | null;
  doc_series_id: number;
  series: string;
  number: number;
  issued_on: string;
  amount: string;
  amount_words: string;
  description: string;
  fiscal_receipt_no: string | null;
  status: ReceiptStatus;
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
}

export interface ReceiptInput {
  amount: string;
  description: string;
  issued_on: string;
  /** The company's default receipt series when left out. */
  doc_series_id?: number | null;
  fiscal_receipt_no: string | null;
}

export interface ReceiptsFilter {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  date_from?: string;
  date_to?: string;
  client_id?: number;
  status?: ReceiptStatus;
}

export interface ReceiptsPage extends Paginated<Receipt> {
  totals: { amount: string | number };
}

type Ref = { companyId: number; id: number };

export const receiptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    receipts: build.query<ReceiptsPage, ReceiptsFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(receiptsRoutes.list, { companyId }, { body }),
      providesTags: (result) => [
        { type: 'Receipt', id: 'LIST' },
        ...(result?.data ?? []).map((r) => ({ type: 'Receipt' as const, id: r.id })),
      ],
    }),
    createReceipt: build.mutation<Receipt, ReceiptInput & { companyId: number; clientId: number }>({
      query: ({ companyId, clientId, ...body }) => call(receiptsRoutes.create, { companyId, clientId }, { body }),
      invalidatesTags: [{ type: 'Receipt', id: 'LIST' }, 'Chart'],
    }),
    receipt: build.query<Receipt, Ref>({
      query: ({ companyId, id }) => call(receiptsRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Receipt', id }],
    }),
    updateReceipt: build.mutation<Receipt, Partial<Pick<ReceiptInput, 'description' | 'fiscal_receipt_no'>> & Ref>({
      query: ({ companyId, id, ...body }) => call(receiptsRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Receipt', id },
        { type: 'Receipt', id: 'LIST' },
      ],
    }),
    /** Delete = cancel: the receipt stays listed as 'cancelled', out of the totals. */
    cancelReceipt: build.mutation<unknown, Ref & { reason?: string | null }>({
      query: ({ companyId, id, reason }) =>
        call(receiptsRoutes.remove, { companyId, id }, { body: { reason: reason || null } }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Receipt', id }, { type: 'Receipt', id: 'LIST' }, { type: 'Pass', id: 'LIST' }, 'Chart'],
    }),
  }),
});

export const {
  useReceiptsQuery,
  useCreateReceiptMutation,
  useReceiptQuery,
  useUpdateReceiptMutation,
  useCancelReceiptMutation,
} = receiptsApi;
