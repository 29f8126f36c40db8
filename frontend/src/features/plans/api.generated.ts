// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type PlansControllerListApiArg = { companyId: number } & S.ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
    waterId?: number | null;
  };
export const plansEndpoints = inject<{
  plansControllerList: Query<S.PlansResponse, PlansControllerListApiArg>;
  plansControllerSales: Query<S.PlanSalesResponse, { companyId: number }>;
  plansControllerCreate: Mutation<S.PlanResponse, { companyId: number; createPlanDto: S.CreatePlanDto }>;
  plansControllerGet: Query<S.PlanResponse, { companyId: number; id: number }>;
  plansControllerUpdate: Mutation<S.PlanResponse, { companyId: number; id: number; updatePlanDto: S.UpdatePlanDto }>;
  plansControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
}>({
  plansControllerList: {
    query: 'GET /api/company/{companyId}/plans',
    params: ['page', 'per_page', 'search', 'sort_by', 'sort_dir', 'after', 'active', 'water_id'],
  },
  plansControllerSales: { query: 'GET /api/company/{companyId}/planSales' },
  plansControllerCreate: { mutation: 'POST /api/company/{companyId}/createPlan', body: 'createPlanDto' },
  plansControllerGet: { query: 'GET /api/company/{companyId}/plans/{id}' },
  plansControllerUpdate: { mutation: 'POST /api/company/{companyId}/plans/{id}/update', body: 'updatePlanDto' },
  plansControllerRemove: { mutation: 'POST /api/company/{companyId}/plans/{id}/delete' },
});
