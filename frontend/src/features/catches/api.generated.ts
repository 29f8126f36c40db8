// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type CatchesControllerListApiArg = { companyId: number; id: number; catchFilterDto: S.CatchFilterDto };
export const catchesEndpoints = inject<{
  catchesControllerList: Query<S.CatchPage, CatchesControllerListApiArg>;
  catchesControllerCreate: Mutation<S.CatchResponse, { companyId: number; id: number; addCatchDto: S.AddCatchDto }>;
  catchesControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number; catchId: number }>;
  catchesControllerCheckout: Mutation<
    S.CheckoutResponse,
    { companyId: number; id: number; checkoutDto: S.CheckoutDto }
  >;
  catchChartControllerChart: Query<S.CatchChartResponse, { companyId: number; catchChartDto: S.CatchChartDto }>;
}>({
  catchesControllerList: { query: 'POST /api/company/{companyId}/passes/{id}/catches', body: 'catchFilterDto' },
  catchesControllerCreate: { mutation: 'POST /api/company/{companyId}/passes/{id}/createCatch', body: 'addCatchDto' },
  catchesControllerRemove: { mutation: 'POST /api/company/{companyId}/passes/{id}/catches/{catchId}/delete' },
  catchesControllerCheckout: { mutation: 'POST /api/company/{companyId}/passes/{id}/checkout', body: 'checkoutDto' },
  catchChartControllerChart: { query: 'POST /api/company/{companyId}/catchChart', body: 'catchChartDto' },
});
