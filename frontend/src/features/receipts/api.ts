import {
  receiptsEndpoints,
  type CreateReceiptDto,
  type ReceiptFilterDto,
  type ReceiptPage,
  type ReceiptResponse,
} from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';

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
  endpoints: resourceTags('Receipt', 'receiptsController', {
    // Delete = cancel: the receipt stays listed as 'cancelled', out of the totals.
    remove: 'Cancel',
    also: { create: ['Chart'], remove: [{ type: 'Pass', id: 'LIST' }, 'Chart'] },
  }),
});

export const {
  useReceiptsControllerCreateMutation: useCreateReceiptMutation,
  useReceiptsControllerGetQuery: useReceiptQuery,
  useReceiptsControllerUpdateMutation: useUpdateReceiptMutation,
  useReceiptsControllerCancelMutation: useCancelReceiptMutation,
} = receiptsApi;
