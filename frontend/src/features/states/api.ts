import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer } from '@/shared/api/schema';

export const statesRoutes = {
  list: { method: 'GET', path: '/states' },
} as const;

export const statesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    states: build.query<Answer<'/states', 'get'>, void>({
      query: () => call(statesRoutes.list),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useStatesQuery } = statesApi;
