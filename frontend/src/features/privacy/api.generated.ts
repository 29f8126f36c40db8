// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { AnonymizeDto, ClientExportResponse, ClientResponse, ConsentDto } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyControllerConsent: build.mutation<PrivacyControllerConsentApiResponse, PrivacyControllerConsentApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/consent`,
        method: 'POST',
        body: queryArg.consentDto,
      }),
    }),
    privacyControllerExport: build.mutation<PrivacyControllerExportApiResponse, PrivacyControllerExportApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/export`,
        method: 'POST',
      }),
    }),
    privacyControllerAnonymize: build.mutation<PrivacyControllerAnonymizeApiResponse, PrivacyControllerAnonymizeApiArg>(
      {
        query: (queryArg) => ({
          url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/anonymize`,
          method: 'POST',
          body: queryArg.anonymizeDto,
        }),
      },
    ),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as privacyEndpoints };
export type PrivacyControllerConsentApiResponse = /** status 200 OK */ ClientResponse;
export type PrivacyControllerConsentApiArg = {
  companyId: number;
  id: number;
  consentDto: ConsentDto;
};
export type PrivacyControllerExportApiResponse = /** status 200 OK */ ClientExportResponse;
export type PrivacyControllerExportApiArg = {
  companyId: number;
  id: number;
};
export type PrivacyControllerAnonymizeApiResponse = /** status 200 OK */ ClientResponse;
export type PrivacyControllerAnonymizeApiArg = {
  companyId: number;
  id: number;
  anonymizeDto: AnonymizeDto;
};
