import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The chitanțe's routes. */
export const receiptsRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/receipts' },
  create: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/createReceipt' },
  get: { method: 'GET', path: '/api/company/{companyId}/receipts/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/receipts/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/receipts/{id}/delete' },
} as const;

export type ReceiptStatus = Receipt['status'];

export const RECEIPT_STATUSES: { value: ReceiptStatus; label: string; color: string }[] = [
  { value: 'issued', label: 'Emisă', color: 'green' },
  { value: 'cancelled', label: 'Anulată', color: 'red' },
];

export type Receipt = Schemas['ReceiptResponse'];

export type ReceiptInput = Body<'/api/company/{companyId}/clients/{clientId}/createReceipt', 'post'>;

export type ReceiptsFilter = Body<'/api/company/{companyId}/receipts', 'post'>;

export type ReceiptsPage = Schemas['ReceiptPage'];

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
    updateReceipt: build.mutation<Receipt, Body<'/api/company/{companyId}/receipts/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(receiptsRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Receipt', id },
        { type: 'Receipt', id: 'LIST' },
      ],
    }),
    /** Delete = cancel: the receipt stays listed as 'cancelled', out of the totals. */
    cancelReceipt: build.mutation<
      Answer<'/api/company/{companyId}/receipts/{id}/delete', 'post'>,
      Ref & Body<'/api/company/{companyId}/receipts/{id}/delete', 'post'>
    >({
      query: ({ companyId, id, reason, refund }) =>
        call(
          receiptsRoutes.remove,
          { companyId, id },
          { body: { reason: reason || null, ...(refund ? { refund } : {}) } },
        ),
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
