// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CancelReceiptDto,
  CreateReceiptDto,
  ReceiptFilterDto,
  ReceiptPage,
  ReceiptResponse,
  UpdateReceiptDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type ReceiptsControllerListApiArg = { companyId: number; receiptFilterDto: ReceiptFilterDto };
export const receiptsEndpoints = inject<{
  receiptsControllerList: Query<ReceiptPage, ReceiptsControllerListApiArg>;
  receiptsControllerCreate: Mutation<
    ReceiptResponse,
    { companyId: number; clientId: number; createReceiptDto: CreateReceiptDto }
  >;
  receiptsControllerGet: Query<ReceiptResponse, { companyId: number; id: number }>;
  receiptsControllerUpdate: Mutation<
    ReceiptResponse,
    { companyId: number; id: number; updateReceiptDto: UpdateReceiptDto }
  >;
  receiptsControllerCancel: Mutation<
    ReceiptResponse,
    { companyId: number; id: number; cancelReceiptDto: CancelReceiptDto }
  >;
}>({
  receiptsControllerList: { query: 'POST /api/company/{companyId}/receipts', body: 'receiptFilterDto' },
  receiptsControllerCreate: {
    mutation: 'POST /api/company/{companyId}/clients/{clientId}/createReceipt',
    body: 'createReceiptDto',
  },
  receiptsControllerGet: { query: 'GET /api/company/{companyId}/receipts/{id}' },
  receiptsControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/receipts/{id}/update',
    body: 'updateReceiptDto',
  },
  receiptsControllerCancel: {
    mutation: 'POST /api/company/{companyId}/receipts/{id}/delete',
    body: 'cancelReceiptDto',
  },
});
