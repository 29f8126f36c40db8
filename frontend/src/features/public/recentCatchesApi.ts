import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Schemas } from '@/shared/api/schema';

/** The opt-in "Capturi recente" of the public page. */
export const recentCatchesRoute = { method: 'GET', path: '/api/public/companies/{slug}/catches' } as const;

export type PublicCatches = Schemas['PublicCatchesResponse'];

export const recentCatchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicCatches: build.query<PublicCatches, string>({
      query: (slug) => call(recentCatchesRoute, { slug }),
      // An optional section: on any error the page simply leaves it out.
      extraOptions: { silent: true },
    }),
  }),
});

export const { usePublicCatchesQuery } = recentCatchesApi;
