// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyUsersControllerList: build.query<CompanyUsersControllerListApiResponse, CompanyUsersControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users`,
        method: 'POST',
        body: queryArg.companyUserFilterDto,
      }),
    }),
    companyUsersControllerCreate: build.mutation<
      CompanyUsersControllerCreateApiResponse,
      CompanyUsersControllerCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createUser`,
        method: 'POST',
        body: queryArg.createCompanyUserDto,
      }),
    }),
    companyUsersControllerGet: build.query<CompanyUsersControllerGetApiResponse, CompanyUsersControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    companyUsersControllerUpdate: build.mutation<
      CompanyUsersControllerUpdateApiResponse,
      CompanyUsersControllerUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateCompanyUserDto,
      }),
    }),
    companyUsersControllerRemove: build.mutation<
      CompanyUsersControllerRemoveApiResponse,
      CompanyUsersControllerRemoveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
    companyUsersControllerRestore: build.mutation<
      CompanyUsersControllerRestoreApiResponse,
      CompanyUsersControllerRestoreApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/restore`,
        method: 'POST',
      }),
    }),
    companyUsersControllerUpdateProfile: build.mutation<
      CompanyUsersControllerUpdateProfileApiResponse,
      CompanyUsersControllerUpdateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/updateProfile`,
        method: 'POST',
        body: queryArg.updateProfileDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersEndpoints };
export type CompanyUsersControllerListApiResponse = /** status 200 O pagină */ CompanyUserPage;
export type CompanyUsersControllerListApiArg = {
  companyId: number;
  companyUserFilterDto: CompanyUserFilterDto;
};
export type CompanyUsersControllerCreateApiResponse = /** status 201 Creat */ CompanyUserResponse;
export type CompanyUsersControllerCreateApiArg = {
  companyId: number;
  createCompanyUserDto: CreateCompanyUserDto;
};
export type CompanyUsersControllerGetApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerUpdateApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateCompanyUserDto: UpdateCompanyUserDto;
};
export type CompanyUsersControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type CompanyUsersControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerRestoreApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerRestoreApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerUpdateProfileApiResponse = /** status 200 OK */ SessionUserResponse;
export type CompanyUsersControllerUpdateProfileApiArg = {
  companyId: number;
  id: number;
  updateProfileDto: UpdateProfileDto;
};
