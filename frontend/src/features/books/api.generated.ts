// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CancelCashDispositionDto,
  CashBookRangeDto,
  CashBookResponse,
  CashBookSettingsResponse,
  CashDayCloseResponse,
  CashDispositionResponse,
  CashLimitCheckDto,
  CashLimitCheckResponse,
  CloseDayDto,
  CreateCashDispositionDto,
  ReopenDayDto,
  UpdateCashBookSettingsDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
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
