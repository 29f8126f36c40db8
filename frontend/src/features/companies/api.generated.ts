// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation } from '@/shared/api/endpoints';
import type { CompanyResponse, CreateCompanyDto, UpdateCompanyDto } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const companiesEndpoints = inject<{
  companiesControllerCreate: Mutation<CompanyResponse, { createCompanyDto: CreateCompanyDto }>;
  companiesControllerUpdate: Mutation<CompanyResponse, { companyId: number; updateCompanyDto: UpdateCompanyDto }>;
}>({
  companiesControllerCreate: { mutation: 'POST /api/company/create', body: 'createCompanyDto' },
  companiesControllerUpdate: { mutation: 'POST /api/company/{companyId}/update', body: 'updateCompanyDto' },
});
