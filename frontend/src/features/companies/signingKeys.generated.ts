// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  ReissueTokensResponse,
  SigningKeyResponse,
  SigningKeyRow,
  SigningKeysResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signingKeysControllerRotate: build.mutation<
      SigningKeysControllerRotateApiResponse,
      SigningKeysControllerRotateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/signingKeys/rotate`,
        method: 'POST',
      }),
    }),
    signingKeysControllerList: build.query<SigningKeysControllerListApiResponse, SigningKeysControllerListApiArg>({
      query: (queryArg) => ({ url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/signingKeys` }),
    }),
    signingKeysControllerRetire: build.mutation<
      SigningKeysControllerRetireApiResponse,
      SigningKeysControllerRetireApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/signingKeys/${encodeURIComponent(String(queryArg.id))}/retire`,
        method: 'POST',
      }),
    }),
    signingKeysControllerReissueTokens: build.mutation<
      SigningKeysControllerReissueTokensApiResponse,
      SigningKeysControllerReissueTokensApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/reissueTokens`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as signingKeysEndpoints };
export type SigningKeysControllerRotateApiResponse = /** status 200 OK */ SigningKeyResponse;
export type SigningKeysControllerRotateApiArg = {
  companyId: number;
};
export type SigningKeysControllerListApiResponse = /** status 200 OK */ SigningKeysResponse;
export type SigningKeysControllerListApiArg = {
  companyId: number;
};
export type SigningKeysControllerRetireApiResponse = /** status 200 OK */ SigningKeyRow;
export type SigningKeysControllerRetireApiArg = {
  companyId: number;
  id: number;
};
export type SigningKeysControllerReissueTokensApiResponse = /** status 200 OK */ ReissueTokensResponse;
export type SigningKeysControllerReissueTokensApiArg = {
  companyId: number;
};
