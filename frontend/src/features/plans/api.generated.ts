// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type NamedRef = {
  id: number;
  name: string;
};
export type PlanResponse = {
  id: number;
  name: string;
  water_ids: number[];
  waters: NamedRef[];
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  /** lei, 2 zecimale */
  price: string;
  /** lansete */
  rods: number;
  /** kg; 0 = catch & release */
  retention_kg: string;
  /** lei pe kg reținut peste cotă */
  extra_kg_price: string;
  night: boolean;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type WaterResponse = {
  id: number;
  name: string;
  state_id: number | null;
  city: string | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fish_ids: number[];
  fishes: NamedRef[];
  /** specii care nu se rețin pe această apă (doar eliberate) */
  release_fish_ids: number[];
  active: boolean;
  max_anglers_per_day: number | null;
  /** imaginea hărții apei (GET …/waters/{id}/map) */
  map_media_id: number | null;
  /** standuri active */
  stands_count: number;
  created_at: string;
  updated_at: string;
};
export type DiscountResponse = {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  /** procent (0–100) sau lei, 2 zecimale */
  value: string;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type PlansResponse = {
  plans: PlanResponse[];
  waters: WaterResponse[];
  discounts: DiscountResponse[];
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type PlanSalesRow = {
  plan_id: number;
  water_id: number;
  /** permise emise (neanulate) în ultimele 30 de zile */
  sold: number;
};
export type PlanSalesResponse = {
  /** de când se numără (acum 30 de zile) */
  since: string;
  /** cele mai vândute întâi */
  rows: PlanSalesRow[];
};
export type CreatePlanDto = {
  name: string;
  water_ids: number[];
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  price: string | number;
  rods?: number | null;
  retention_kg?: ((string | null) | (number | null)) | null;
  extra_kg_price?: ((string | null) | (number | null)) | null;
  night?: boolean;
  description?: string | null;
  active?: boolean;
};
export type UpdatePlanDto = {
  name?: string;
  water_ids?: number[];
  duration_value?: number;
  duration_unit?: 'hours' | 'days' | 'months' | 'years';
  price?: string | number;
  rods?: number | null;
  retention_kg?: ((string | null) | (number | null)) | null;
  extra_kg_price?: ((string | null) | (number | null)) | null;
  night?: boolean;
  description?: string | null;
  active?: boolean;
};
export type MessageResponse = {
  message: string;
};
