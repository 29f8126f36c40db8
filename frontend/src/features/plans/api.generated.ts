// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CreatePlanDto,
  ListArgs,
  MessageResponse,
  PlanResponse,
  PlanSalesResponse,
  PlansResponse,
  UpdatePlanDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type PlansControllerListApiArg = { companyId: number } & ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
    waterId?: number | null;
  };
export const plansEndpoints = inject<{
  plansControllerList: Query<PlansResponse, PlansControllerListApiArg>;
  plansControllerSales: Query<PlanSalesResponse, { companyId: number }>;
  plansControllerCreate: Mutation<PlanResponse, { companyId: number; createPlanDto: CreatePlanDto }>;
  plansControllerGet: Query<PlanResponse, { companyId: number; id: number }>;
  plansControllerUpdate: Mutation<PlanResponse, { companyId: number; id: number; updatePlanDto: UpdatePlanDto }>;
  plansControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
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
