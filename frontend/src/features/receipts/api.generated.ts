// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type ReceiptsControllerListApiArg = { companyId: number; receiptFilterDto: S.ReceiptFilterDto };
export const receiptsEndpoints = inject<{
  receiptsControllerList: Query<S.ReceiptPage, ReceiptsControllerListApiArg>;
  receiptsControllerCreate: Mutation<
    S.ReceiptResponse,
    { companyId: number; clientId: number; createReceiptDto: S.CreateReceiptDto }
  >;
  receiptsControllerGet: Query<S.ReceiptResponse, { companyId: number; id: number }>;
  receiptsControllerUpdate: Mutation<
    S.ReceiptResponse,
    { companyId: number; id: number; updateReceiptDto: S.UpdateReceiptDto }
  >;
  receiptsControllerCancel: Mutation<
    S.ReceiptResponse,
    { companyId: number; id: number; cancelDocumentDto: S.CancelDocumentDto }
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
    body: 'cancelDocumentDto',
  },
});
