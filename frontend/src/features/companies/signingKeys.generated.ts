// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type SigningKeyResponse = {
  kid: string;
  /** cheia publică, base64url */
  x: string;
  created_at: string;
};
export type ErrorResponse = {
  message: string;
};
export type SigningKeyRow = {
  id: number;
  kid: string;
  /** cheia publică, base64url */
  x: string;
  /** semnează permisele noi */
  current: boolean;
  created_at: string;
  /** înlocuită (rotită) sau retrasă */
  retired_at: string | null;
  /** retrasă ca fiind compromisă */
  compromised_at: string | null;
  /** permise încă valabile semnate cu ea (de re-emis, dacă e retrasă) */
  valid_passes: number;
};
export type SigningKeysResponse = {
  keys: SigningKeyRow[];
};
export type ReissueTokensResponse = {
  /** permise semnate din nou */
  reissued: number;
};
