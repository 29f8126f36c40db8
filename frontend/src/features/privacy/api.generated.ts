// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation } from '@/shared/api/endpoints';
import type { AnonymizeDto, ClientExportResponse, ClientResponse, ConsentDto } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const privacyEndpoints = inject<{
  privacyControllerConsent: Mutation<ClientResponse, { companyId: number; id: number; consentDto: ConsentDto }>;
  privacyControllerExport: Mutation<ClientExportResponse, { companyId: number; id: number }>;
  privacyControllerAnonymize: Mutation<ClientResponse, { companyId: number; id: number; anonymizeDto: AnonymizeDto }>;
}>({
  privacyControllerConsent: { mutation: 'POST /api/company/{companyId}/clients/{id}/consent', body: 'consentDto' },
  privacyControllerExport: { mutation: 'POST /api/company/{companyId}/clients/{id}/export' },
  privacyControllerAnonymize: {
    mutation: 'POST /api/company/{companyId}/clients/{id}/anonymize',
    body: 'anonymizeDto',
  },
});
