import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Schemas } from '@/shared/api/schema';

export const publicRoutes = {
  company: { method: 'GET', path: '/api/public/companies/{slug}' },
  pass: { method: 'GET', path: '/api/public/passes/{code}' },
} as const;

export type PublicWater = Schemas['PublicWaterResponse'];

export type PublicPlan = Schemas['PublicPlanResponse'];

export type PublicCompany = Schemas['PublicCompanyResponse'];

/** GET /api/public/passes/{code}: what a guard sees after scanning a pass's QR code. */
export type PublicPass = Schemas['PublicPassResponse'];

export const publicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicCompany: build.query<PublicCompany, string>({
      query: (slug) => call(publicRoutes.company, { slug }),
      // The page itself shows "Balta nu a fost găsită" for a 404.
      extraOptions: { silent: true },
    }),
    publicPass: build.query<PublicPass, { code: string; company?: string }>({
      // `company` = the host's slug: a code of another company answers 404 on this host.
      query: ({ code, company }) => call(publicRoutes.pass, { code }, { query: { company } }),
      // The page shows 404 / 429 itself, in words a guard understands.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePublicCompanyQuery, usePublicPassQuery } = publicApi;
