import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { MessageResponse, NamedRef } from '@/shared/api/types';

/** SPEC.md §7 "Waters". */
export const watersRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/waters' },
  create: { method: 'POST', path: '/api/company/{companyId}/createWater' },
  get: { method: 'GET', path: '/api/company/{companyId}/waters/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/waters/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/waters/{id}/delete' },
} as const;

export interface Water {
  id: number;
  name: string;
  state_id: number | null;
  city: string | null;
  surface_ha: string | null;
  description: string | null;
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fish_ids: number[];
  fishes: NamedRef[];
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface WaterInput {
  name: string;
  state_id: number | null;
  city: string | null;
  surface_ha: string | number | null;
  description: string | null;
  rules: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
  fish_ids: number[];
  active: boolean;
}

export interface WatersFilter {
  companyId: number;
  search?: string;
  active?: '1' | '0';
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

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
    updateWater: build.mutation<Water, Partial<WaterInput> & Ref>({
      query: ({ companyId, id, ...body }) => call(watersRoutes.update, { companyId, id }, { body }),
      // The list holds the row (its id tag); a changed name or "active" may move it across filters.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Water', id },
        { type: 'Water', id: 'LIST' },
      ],
    }),
    deleteWater: build.mutation<MessageResponse, Ref>({
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
