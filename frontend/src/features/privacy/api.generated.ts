// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const privacyEndpoints = inject<{
  privacyControllerConsent: Mutation<S.ClientResponse, { companyId: number; id: number; consentDto: S.ConsentDto }>;
  privacyControllerExport: Mutation<S.ClientExportResponse, { companyId: number; id: number }>;
  privacyControllerAnonymize: Mutation<
    S.ClientResponse,
    { companyId: number; id: number; anonymizeDto: S.AnonymizeDto }
  >;
}>({
  privacyControllerConsent: { mutation: 'POST /api/company/{companyId}/clients/{id}/consent', body: 'consentDto' },
  privacyControllerExport: { mutation: 'POST /api/company/{companyId}/clients/{id}/export' },
  privacyControllerAnonymize: {
    mutation: 'POST /api/company/{companyId}/clients/{id}/anonymize',
    body: 'anonymizeDto',
  },
});
