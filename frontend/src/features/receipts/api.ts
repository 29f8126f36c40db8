import {
  receiptsEndpoints,
  type CreateReceiptDto,
  type ReceiptFilterDto,
  type ReceiptPage,
  type ReceiptResponse,
} from './api.generated';

/** Chitanțe: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type ReceiptStatus = Receipt['status'];

export const RECEIPT_STATUSES: { value: ReceiptStatus; label: string; color: string }[] = [
  { value: 'issued', label: 'Emisă', color: 'green' },
  { value: 'cancelled', label: 'Anulată', color: 'red' },
];

export type Receipt = ReceiptResponse;

export type ReceiptInput = CreateReceiptDto;

export type ReceiptsFilter = ReceiptFilterDto;

export type ReceiptsPage = ReceiptPage;

export const receiptsApi = receiptsEndpoints.enhanceEndpoints({
  endpoints: {
    receiptsControllerList: {
      providesTags: (result) => [
        { type: 'Receipt', id: 'LIST' },
        ...(result?.data ?? []).map((r) => ({ type: 'Receipt' as const, id: r.id })),
      ],
    },
    receiptsControllerCreate: { invalidatesTags: [{ type: 'Receipt', id: 'LIST' }, 'Chart'] },
    receiptsControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Receipt', id }] },
    receiptsControllerUpdate: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Receipt', id },
        { type: 'Receipt', id: 'LIST' },
      ],
    },
    /** Delete = cancel: the receipt stays listed as 'cancelled', out of the totals. */
    receiptsControllerCancel: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Receipt', id }, { type: 'Receipt', id: 'LIST' }, { type: 'Pass', id: 'LIST' }, 'Chart'],
    },
  },
});

export const {
  useReceiptsControllerListQuery: useReceiptsQuery,
  useReceiptsControllerCreateMutation: useCreateReceiptMutation,
  useReceiptsControllerGetQuery: useReceiptQuery,
  useReceiptsControllerUpdateMutation: useUpdateReceiptMutation,
  useReceiptsControllerCancelMutation: useCancelReceiptMutation,
} = receiptsApi;
