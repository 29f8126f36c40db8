import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Query, Schemas } from '@/shared/api/schema';

/** SPEC.md §7 "Plans". */
export const plansRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/plans' },
  create: { method: 'POST', path: '/api/company/{companyId}/createPlan' },
  get: { method: 'GET', path: '/api/company/{companyId}/plans/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/plans/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/plans/{id}/delete' },
} as const;

export type Plan = Schemas['PlanResponse'];

export type PlansResponse = Schemas['PlansResponse'];

export type PlanInput = Body<'/api/company/{companyId}/createPlan', 'post'>;

export type PlansFilter = Query<'/api/company/{companyId}/plans', 'get'> & { companyId: number };

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
    updatePlan: build.mutation<Plan, Body<'/api/company/{companyId}/plans/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(plansRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Plan', id },
        { type: 'Plan', id: 'LIST' },
      ],
    }),
    deletePlan: build.mutation<Answer<'/api/company/{companyId}/plans/{id}/delete', 'post'>, Ref>({
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
