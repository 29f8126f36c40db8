// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { PublicCatchesResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
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
