import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Query, Schemas } from '@/shared/api/schema';

/** SPEC.md §7 "Waters". */
export const watersRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/waters' },
  create: { method: 'POST', path: '/api/company/{companyId}/createWater' },
  get: { method: 'GET', path: '/api/company/{companyId}/waters/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/waters/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/waters/{id}/delete' },
} as const;

export type Water = Schemas['WaterResponse'];

export type WaterInput = Body<'/api/company/{companyId}/createWater', 'post'>;

export type WatersFilter = Query<'/api/company/{companyId}/waters', 'get'> & { companyId: number };

type Ref = { companyId: number; id: number };

export const watersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    waters: build.query<Water[], WatersFilter>({
      query: ({ companyId, ...query }) => call(watersRoutes.list, { companyId }, { query: { ...query } }),
      providesTags: (result) => [
        { type: 'Water', id: 'LIST' },
        ...(result ?? []).map((w) => ({ type: 'Water' as const, id: w.id })),
      ],
    }),
    createWater: build.mutation<Water, WaterInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(watersRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Water', id: 'LIST' }],
    }),
    water: build.query<Water, Ref>({
      query: ({ companyId, id }) => call(watersRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Water', id }],
    }),
    updateWater: build.mutation<Water, Body<'/api/company/{companyId}/waters/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(watersRoutes.update, { companyId, id }, { body }),
      // The list holds the row (its id tag); a changed name or "active" may move it across filters.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Water', id },
        { type: 'Water', id: 'LIST' },
      ],
    }),
    deleteWater: build.mutation<Answer<'/api/company/{companyId}/waters/{id}/delete', 'post'>, Ref>({
      query: ({ companyId, id }) => call(watersRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Water', id },
              { type: 'Water', id: 'LIST' },
            ],
    }),
  }),
});

export const { useWatersQuery, useCreateWaterMutation, useWaterQuery, useUpdateWaterMutation, useDeleteWaterMutation } =
  watersApi;
