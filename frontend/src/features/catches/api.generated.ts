// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CatchChartDto,
  CatchChartResponse,
  CatchFilterDto,
  CatchPage,
  CatchResponse,
  CheckoutDto,
  CheckoutResponse,
  CreateCatchDto,
  MessageResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type CatchesControllerListApiArg = { companyId: number; id: number; catchFilterDto: CatchFilterDto };
export const catchesEndpoints = inject<{
  catchesControllerList: Query<CatchPage, CatchesControllerListApiArg>;
  catchesControllerCreate: Mutation<CatchResponse, { companyId: number; id: number; createCatchDto: CreateCatchDto }>;
  catchesControllerRemove: Mutation<MessageResponse, { companyId: number; id: number; catchId: number }>;
  catchesControllerCheckout: Mutation<CheckoutResponse, { companyId: number; id: number; checkoutDto: CheckoutDto }>;
  catchChartControllerChart: Query<CatchChartResponse, { companyId: number; catchChartDto: CatchChartDto }>;
}>({
  catchesControllerList: { query: 'POST /api/company/{companyId}/passes/{id}/catches', body: 'catchFilterDto' },
  catchesControllerCreate: {
    mutation: 'POST /api/company/{companyId}/passes/{id}/createCatch',
    body: 'createCatchDto',
  },
  catchesControllerRemove: { mutation: 'POST /api/company/{companyId}/passes/{id}/catches/{catchId}/delete' },
  catchesControllerCheckout: { mutation: 'POST /api/company/{companyId}/passes/{id}/checkout', body: 'checkoutDto' },
  catchChartControllerChart: { query: 'POST /api/company/{companyId}/catchChart', body: 'catchChartDto' },
});
