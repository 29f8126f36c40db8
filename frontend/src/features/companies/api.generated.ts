// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { CompanyResponse, CreateCompanyDto, UpdateCompanyDto } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companiesControllerCreate: build.mutation<CompaniesControllerCreateApiResponse, CompaniesControllerCreateApiArg>({
      query: (queryArg) => ({ url: `/api/company/create`, method: 'POST', body: queryArg.createCompanyDto }),
    }),
    companiesControllerUpdate: build.mutation<CompaniesControllerUpdateApiResponse, CompaniesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/update`,
        method: 'POST',
        body: queryArg.updateCompanyDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companiesEndpoints };
export type CompaniesControllerCreateApiResponse = /** status 201 Creat */ CompanyResponse;
export type CompaniesControllerCreateApiArg = {
  createCompanyDto: CreateCompanyDto;
};
export type CompaniesControllerUpdateApiResponse = /** status 200 OK */ CompanyResponse;
export type CompaniesControllerUpdateApiArg = {
  companyId: number;
  updateCompanyDto: UpdateCompanyDto;
};
