import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { MessageResponse, NamedRef } from '@/shared/api/types';
import type { Discount } from '@/features/discounts/api';
import type { Water } from '@/features/waters/api';
import type { DurationUnit } from './duration';

/** SPEC.md §7 "Plans". */
export const plansRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/plans' },
  create: { method: 'POST', path: '/api/company/{companyId}/createPlan' },
  get: { method: 'GET', path: '/api/company/{companyId}/plans/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/plans/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/plans/{id}/delete' },
} as const;

export interface Plan {
  id: number;
  name: string;
  water_ids: number[];
  waters: NamedRef[];
  duration_value: number;
  duration_unit: DurationUnit;
  price: string;
  rods: number | null;
  retention_kg: string | number | null;
  night: boolean;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface PlansResponse {
  plans: Plan[];
  waters: Water[];
  discounts: Discount[];
}

export interface PlanInput {
  name: string;
  water_ids: number[];
  duration_value: number;
  duration_unit: DurationUnit;
  price: string | number;
  rods: number | null;
  retention_kg: string | number | null;
  night: boolean;
  description: string | null;
  active: boolean;
}

export interface PlansFilter {
  companyId: number;
  search?: string;
  active?: '1' | '0';
  water_id?: number;
}

type Ref = { companyId: number; id: number };

export const plansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<PlansResponse, PlansFilter>({
      query: ({ companyId, ...query }) => call(plansRoutes.list, { companyId }, { query: { ...query } }),
      // The answer carries the waters and discounts too: it follows their changes.
      providesTags: (result) => [
        { type: 'Plan', id: 'LIST' },
        ...(result?.plans ?? []).map((p) => ({ type: 'Plan' as const, id: p.id })),
        { type: 'Water', id: 'LIST' },
        { type: 'Discount', id: 'LIST' },
      ],
    }),
    createPlan: build.mutation<Plan, PlanInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(plansRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Plan', id: 'LIST' }],
    }),
    plan: build.query<Plan, Ref>({
      query: ({ companyId, id }) => call(plansRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Plan', id }],
    }),
    updatePlan: build.mutation<Plan, Partial<PlanInput> & Ref>({
      query: ({ companyId, id, ...body }) => call(plansRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Plan', id },
        { type: 'Plan', id: 'LIST' },
      ],
    }),
    deletePlan: build.mutation<MessageResponse, Ref>({
      query: ({ companyId, id }) => call(plansRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Plan', id },
              { type: 'Plan', id: 'LIST' },
            ],
    }),
  }),
});

export const { usePlansQuery, useCreatePlanMutation, usePlanQuery, useUpdatePlanMutation, useDeletePlanMutation } =
  plansApi;
