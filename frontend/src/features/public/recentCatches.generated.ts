// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicCatchesControllerRecent: build.query<
      PublicCatchesControllerRecentApiResponse,
      PublicCatchesControllerRecentApiArg
    >({
      query: (queryArg) => ({ url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}/catches` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as recentCatchesEndpoints };
export type PublicCatchesControllerRecentApiResponse = /** status 200 OK */ PublicCatchesResponse;
export type PublicCatchesControllerRecentApiArg = {
  slug: string;
};
export type PublicCatchResponse = {
  /** specia */
  fish: string;
  /** kg */
  weight_kg: string;
  count: number;
  /** reținut (true) sau eliberat (false) */
  kept: boolean;
  /** ziua capturii, în România */
  day: string;
};
export type PublicCatchesResponse = {
  /** zilele din urmă cuprinse */
  days: number;
  /** cel mult 10, cele mai noi întâi; goală când firma nu a ales să le arate */
  catches: PublicCatchResponse[];
};
export type ErrorResponse = {
  message: string;
};
