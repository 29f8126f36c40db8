// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const companiesEndpoints = inject<{
  companiesControllerCreate: Mutation<S.CompanyResponse, { createCompanyDto: S.CreateCompanyDto }>;
  companiesControllerUpdate: Mutation<S.CompanyResponse, { companyId: number; updateCompanyDto: S.UpdateCompanyDto }>;
}>({
  companiesControllerCreate: { mutation: 'POST /api/company/create', body: 'createCompanyDto' },
  companiesControllerUpdate: { mutation: 'POST /api/company/{companyId}/update', body: 'updateCompanyDto' },
});
