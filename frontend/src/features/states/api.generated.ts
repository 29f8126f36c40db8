// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { StateResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    referenceControllerStates: build.query<ReferenceControllerStatesApiResponse, ReferenceControllerStatesApiArg>({
      query: () => ({ url: `/states` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as statesEndpoints };
export type ReferenceControllerStatesApiResponse = /** status 200 Listă */ StateResponse[];
export type ReferenceControllerStatesApiArg = void;
