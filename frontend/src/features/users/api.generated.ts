// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CompanyUserFilterDto,
  CompanyUserPage,
  CompanyUserResponse,
  CreateCompanyUserDto,
  MessageResponse,
  SessionUserResponse,
  UpdateCompanyUserDto,
  UpdateProfileDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type CompanyUsersControllerListApiArg = { companyId: number; companyUserFilterDto: CompanyUserFilterDto };
export const usersEndpoints = inject<{
  companyUsersControllerList: Query<CompanyUserPage, CompanyUsersControllerListApiArg>;
  companyUsersControllerCreate: Mutation<
    CompanyUserResponse,
    { companyId: number; createCompanyUserDto: CreateCompanyUserDto }
  >;
  companyUsersControllerGet: Query<CompanyUserResponse, { companyId: number; id: number }>;
  companyUsersControllerUpdate: Mutation<
    CompanyUserResponse,
    { companyId: number; id: number; updateCompanyUserDto: UpdateCompanyUserDto }
  >;
  companyUsersControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
  companyUsersControllerRestore: Mutation<CompanyUserResponse, { companyId: number; id: number }>;
  companyUsersControllerUpdateProfile: Mutation<
    SessionUserResponse,
    { companyId: number; id: number; updateProfileDto: UpdateProfileDto }
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
