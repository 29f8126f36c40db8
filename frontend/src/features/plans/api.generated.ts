// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CreatePlanDto,
  MessageResponse,
  PlanResponse,
  PlanSalesResponse,
  PlansResponse,
  UpdatePlanDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    plansControllerList: build.query<PlansControllerListApiResponse, PlansControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/plans`,
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          search: queryArg.search,
          sort_by: queryArg.sortBy,
          sort_dir: queryArg.sortDir,
          after: queryArg.after,
          active: queryArg.active,
          water_id: queryArg.waterId,
        },
      }),
    }),
    plansControllerSales: build.query<PlansControllerSalesApiResponse, PlansControllerSalesApiArg>({
      query: (queryArg) => ({ url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/planSales` }),
    }),
    plansControllerCreate: build.mutation<PlansControllerCreateApiResponse, PlansControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createPlan`,
        method: 'POST',
        body: queryArg.createPlanDto,
      }),
    }),
    plansControllerGet: build.query<PlansControllerGetApiResponse, PlansControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/plans/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    plansControllerUpdate: build.mutation<PlansControllerUpdateApiResponse, PlansControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/plans/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updatePlanDto,
      }),
    }),
    plansControllerRemove: build.mutation<PlansControllerRemoveApiResponse, PlansControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/plans/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as plansEndpoints };
export type PlansControllerListApiResponse = /** status 200 OK */ PlansResponse;
export type PlansControllerListApiArg = {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  active?: ('1' | '0' | 'true' | 'false') | null;
  waterId?: number | null;
};
export type PlansControllerSalesApiResponse = /** status 200 OK */ PlanSalesResponse;
export type PlansControllerSalesApiArg = {
  companyId: number;
};
export type PlansControllerCreateApiResponse = /** status 201 Creat */ PlanResponse;
export type PlansControllerCreateApiArg = {
  companyId: number;
  createPlanDto: CreatePlanDto;
};
export type PlansControllerGetApiResponse = /** status 200 OK */ PlanResponse;
export type PlansControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type PlansControllerUpdateApiResponse = /** status 200 OK */ PlanResponse;
export type PlansControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updatePlanDto: UpdatePlanDto;
};
export type PlansControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type PlansControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
