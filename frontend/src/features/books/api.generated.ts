// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const booksEndpoints = inject<{
  booksControllerCreateDisposition: Mutation<
    S.CashDispositionResponse,
    { companyId: number; createCashDispositionDto: S.CreateCashDispositionDto }
  >;
  booksControllerCancelDisposition: Mutation<
    S.CashDispositionResponse,
    { companyId: number; id: number; cancelCashDispositionDto: S.CancelCashDispositionDto }
  >;
  booksControllerLimits: Query<S.CashLimitCheckResponse, { companyId: number; cashLimitCheckDto: S.CashLimitCheckDto }>;
  booksControllerCashBook: Query<S.CashBookResponse, { companyId: number; cashBookRangeDto: S.CashBookRangeDto }>;
  booksControllerClose: Mutation<S.CashDayCloseResponse, { companyId: number; closeDayDto: S.CloseDayDto }>;
  booksControllerReopen: Mutation<S.CashDayCloseResponse, { companyId: number; reopenDayDto: S.ReopenDayDto }>;
  booksControllerSettings: Query<S.CashBookSettingsResponse, { companyId: number }>;
  booksControllerUpdateSettings: Mutation<
    S.CashBookSettingsResponse,
    { companyId: number; updateCashBookSettingsDto: S.UpdateCashBookSettingsDto }
  >;
}>({
  booksControllerCreateDisposition: {
    mutation: 'POST /api/company/{companyId}/createCashDisposition',
    body: 'createCashDispositionDto',
  },
  booksControllerCancelDisposition: {
    mutation: 'POST /api/company/{companyId}/cashDispositions/{id}/cancel',
    body: 'cancelCashDispositionDto',
  },
  booksControllerLimits: { query: 'POST /api/company/{companyId}/cashBook/limits', body: 'cashLimitCheckDto' },
  booksControllerCashBook: { query: 'POST /api/company/{companyId}/cashBook', body: 'cashBookRangeDto' },
  booksControllerClose: { mutation: 'POST /api/company/{companyId}/cashBook/close', body: 'closeDayDto' },
  booksControllerReopen: { mutation: 'POST /api/company/{companyId}/cashBook/reopen', body: 'reopenDayDto' },
  booksControllerSettings: { query: 'GET /api/company/{companyId}/cashBookSettings' },
  booksControllerUpdateSettings: {
    mutation: 'POST /api/company/{companyId}/cashBookSettings/update',
    body: 'updateCashBookSettingsDto',
  },
});
