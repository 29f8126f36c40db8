// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { CreateWaterDto, MessageResponse, UpdateWaterDto, WaterResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    watersControllerList: build.query<WatersControllerListApiResponse, WatersControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters`,
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          search: queryArg.search,
          sort_by: queryArg.sortBy,
          sort_dir: queryArg.sortDir,
          after: queryArg.after,
          active: queryArg.active,
        },
      }),
    }),
    watersControllerCreate: build.mutation<WatersControllerCreateApiResponse, WatersControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createWater`,
        method: 'POST',
        body: queryArg.createWaterDto,
      }),
    }),
    watersControllerGet: build.query<WatersControllerGetApiResponse, WatersControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    watersControllerUpdate: build.mutation<WatersControllerUpdateApiResponse, WatersControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateWaterDto,
      }),
    }),
    watersControllerRemove: build.mutation<WatersControllerRemoveApiResponse, WatersControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as watersEndpoints };
export type WatersControllerListApiResponse = /** status 200 Listă */ WaterResponse[];
export type WatersControllerListApiArg = {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  active?: ('1' | '0' | 'true' | 'false') | null;
};
export type WatersControllerCreateApiResponse = /** status 201 Creat */ WaterResponse;
export type WatersControllerCreateApiArg = {
  companyId: number;
  createWaterDto: CreateWaterDto;
};
export type WatersControllerGetApiResponse = /** status 200 OK */ WaterResponse;
export type WatersControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type WatersControllerUpdateApiResponse = /** status 200 OK */ WaterResponse;
export type WatersControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateWaterDto: UpdateWaterDto;
};
export type WatersControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type WatersControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
