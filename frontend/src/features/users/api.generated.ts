// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type CompanyUsersControllerListApiArg = { companyId: number; companyUserFilterDto: S.CompanyUserFilterDto };
export const usersEndpoints = inject<{
  companyUsersControllerList: Query<S.CompanyUserPage, CompanyUsersControllerListApiArg>;
  companyUsersControllerCreate: Mutation<
    S.CompanyUserResponse,
    { companyId: number; createCompanyUserDto: S.CreateCompanyUserDto }
  >;
  companyUsersControllerGet: Query<S.CompanyUserResponse, { companyId: number; id: number }>;
  companyUsersControllerUpdate: Mutation<
    S.CompanyUserResponse,
    { companyId: number; id: number; updateCompanyUserDto: S.UpdateCompanyUserDto }
  >;
  companyUsersControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
  companyUsersControllerRestore: Mutation<S.CompanyUserResponse, { companyId: number; id: number }>;
  companyUsersControllerUpdateProfile: Mutation<
    S.SessionUserResponse,
    { companyId: number; id: number; updateProfileDto: S.UpdateProfileDto }
  >;
}>({
  companyUsersControllerList: { query: 'POST /api/company/{companyId}/users', body: 'companyUserFilterDto' },
  companyUsersControllerCreate: { mutation: 'POST /api/company/{companyId}/createUser', body: 'createCompanyUserDto' },
  companyUsersControllerGet: { query: 'GET /api/company/{companyId}/users/{id}' },
  companyUsersControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/users/{id}/update',
    body: 'updateCompanyUserDto',
  },
  companyUsersControllerRemove: { mutation: 'POST /api/company/{companyId}/users/{id}/delete' },
  companyUsersControllerRestore: { mutation: 'POST /api/company/{companyId}/users/{id}/restore' },
  companyUsersControllerUpdateProfile: {
    mutation: 'POST /api/company/{companyId}/users/{id}/updateProfile',
    body: 'updateProfileDto',
  },
});
