// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { PublicCompanyResponse, PublicPassResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicControllerCompany: build.query<PublicControllerCompanyApiResponse, PublicControllerCompanyApiArg>({
      query: (queryArg) => ({ url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}` }),
    }),
    publicControllerPass: build.query<PublicControllerPassApiResponse, PublicControllerPassApiArg>({
      query: (queryArg) => ({
        url: `/api/public/passes/${encodeURIComponent(String(queryArg.code))}`,
        params: {
          company: queryArg.company,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEndpoints };
export type PublicControllerCompanyApiResponse = /** status 200 OK */ PublicCompanyResponse;
export type PublicControllerCompanyApiArg = {
  slug: string;
};
export type PublicControllerPassApiResponse = /** status 200 OK */ PublicPassResponse;
export type PublicControllerPassApiArg = {
  code: string;
  company: string;
};
