// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CancelReceiptDto,
  CreateReceiptDto,
  ReceiptFilterDto,
  ReceiptPage,
  ReceiptResponse,
  UpdateReceiptDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
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
