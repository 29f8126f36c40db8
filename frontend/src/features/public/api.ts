import { publicEndpoints, type PublicPlanResponse, type PublicWaterResponse } from './api.generated';

/** The public page and a pass's check: generated from openapi.json (api.generated.ts); their options are here. */
export type PublicWater = PublicWaterResponse;

export type PublicPlan = PublicPlanResponse;

export const publicApi = publicEndpoints.enhanceEndpoints({
  endpoints: {
    // The page itself shows "Balta nu a fost găsită" for a 404.
    publicControllerCompany: { extraOptions: { silent: true } },
    // The page shows 404 / 429 itself, in words a guard understands. `company` = the host's slug:
    // a code of another company answers 404 on this host.
    publicControllerPass: { extraOptions: { silent: true }, keepUnusedDataFor: 0 },
  },
});

export const {
  usePublicControllerCompanyQuery: usePublicCompanyQuery,
  usePublicControllerPassQuery: usePublicPassQuery,
} = publicApi;
