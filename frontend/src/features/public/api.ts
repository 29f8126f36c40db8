import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { NamedRef, State } from '@/shared/api/types';
import type { DurationUnit } from '@/features/plans/duration';
import type { VerifyState } from './verify';

export const publicRoutes = {
  company: { method: 'GET', path: '/api/public/companies/{slug}' },
  pass: { method: 'GET', path: '/api/public/passes/{code}' },
} as const;

export interface PublicWater {
  id: number;
  name: string;
  city: string | null;
  state: State | null;
  surface_ha: string | number | null;
  description: string | null;
  rules: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
  fishes: NamedRef[];
}

export interface PublicPlan {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: DurationUnit;
  price: string | number;
  rods: number | null;
  retention_kg: string | number | null;
  night: boolean;
  description: string | null;
  waters: NamedRef[];
}

export interface PublicCompany {
  name: string;
  slug?: string;
  phone?: string | null;
  email?: string | null;
  city?: string | null;
  address?: string | null;
  state?: State | null;
  waters?: PublicWater[];
  plans?: PublicPlan[];
}

/** GET /api/public/passes/{code}: what a guard sees after scanning a pass's QR code. */
export interface PublicPass {
  state: VerifyState;
  company: { name: string; slug: string };
  water: { name?: string | null };
  plan: { name?: string | null };
  valid_from: string;
  valid_to: string;
  holder: string;
  series: string | null;
  number: number | string | null;
}

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
