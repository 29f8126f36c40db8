// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CancelDto,
  CreatePassDto,
  PassFilterDto,
  PassPage,
  PassResponse,
  UpdatePassDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    passesControllerList: build.query<PassesControllerListApiResponse, PassesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes`,
        method: 'POST',
        body: queryArg.passFilterDto,
      }),
    }),
    passesControllerCreate: build.mutation<PassesControllerCreateApiResponse, PassesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.clientId))}/createPass`,
        method: 'POST',
        body: queryArg.createPassDto,
      }),
    }),
    passesControllerGet: build.query<PassesControllerGetApiResponse, PassesControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    passesControllerUpdate: build.mutation<PassesControllerUpdateApiResponse, PassesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updatePassDto,
      }),
    }),
    passesControllerCancel: build.mutation<PassesControllerCancelApiResponse, PassesControllerCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
        body: queryArg.cancelDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as passesEndpoints };
export type PassesControllerListApiResponse = /** status 200 O pagină */ PassPage;
export type PassesControllerListApiArg = {
  companyId: number;
  passFilterDto: PassFilterDto;
};
export type PassesControllerCreateApiResponse = /** status 201 Creat */ PassResponse;
export type PassesControllerCreateApiArg = {
  companyId: number;
  clientId: number;
  createPassDto: CreatePassDto;
};
export type PassesControllerGetApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type PassesControllerUpdateApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updatePassDto: UpdatePassDto;
};
export type PassesControllerCancelApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerCancelApiArg = {
  companyId: number;
  id: number;
  cancelDto: CancelDto;
};
