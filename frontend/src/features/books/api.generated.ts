// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
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

export const booksEndpoints = inject<{
  booksControllerCreateDisposition: Mutation<
    CashDispositionResponse,
    { companyId: number; createCashDispositionDto: CreateCashDispositionDto }
  >;
  booksControllerCancelDisposition: Mutation<
    CashDispositionResponse,
    { companyId: number; id: number; cancelCashDispositionDto: CancelCashDispositionDto }
  >;
  booksControllerLimits: Query<CashLimitCheckResponse, { companyId: number; cashLimitCheckDto: CashLimitCheckDto }>;
  booksControllerCashBook: Query<CashBookResponse, { companyId: number; cashBookRangeDto: CashBookRangeDto }>;
  booksControllerClose: Mutation<CashDayCloseResponse, { companyId: number; closeDayDto: CloseDayDto }>;
  booksControllerReopen: Mutation<CashDayCloseResponse, { companyId: number; reopenDayDto: ReopenDayDto }>;
  booksControllerSettings: Query<CashBookSettingsResponse, { companyId: number }>;
  booksControllerUpdateSettings: Mutation<
    CashBookSettingsResponse,
    { companyId: number; updateCashBookSettingsDto: UpdateCashBookSettingsDto }
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
