// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type NamedRef = {
  id: number;
  name: string;
};
export type WaterResponse = {
  id: number;
  name: string;
  state_id: number | null;
  city: string | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fish_ids: number[];
  fishes: NamedRef[];
  /** specii care nu se rețin pe această apă (doar eliberate) */
  release_fish_ids: number[];
  active: boolean;
  max_anglers_per_day: number | null;
  /** imaginea hărții apei (GET …/waters/{id}/map) */
  map_media_id: number | null;
  /** standuri active */
  stands_count: number;
  created_at: string;
  updated_at: string;
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type CreateWaterDto = {
  name: string;
  state_id?: number | null;
  city?: string | null;
  surface_ha?: string | null;
  description?: string | null;
  rules?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  fish_ids?: number[];
  release_fish_ids?: number[];
  active?: boolean;
  max_anglers_per_day?: number | null;
};
export type UpdateWaterDto = {
  name?: string;
  state_id?: number | null;
  city?: string | null;
  surface_ha?: string | null;
  description?: string | null;
  rules?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  fish_ids?: number[];
  release_fish_ids?: number[];
  active?: boolean;
  max_anglers_per_day?: number | null;
};
export type MessageResponse = {
  message: string;
};
