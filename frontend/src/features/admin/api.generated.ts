// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { AdminCompanyPage, CompanyBaseResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminControllerList: build.query<AdminControllerListApiResponse, AdminControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies`,
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          search: queryArg.search,
          sort_by: queryArg.sortBy,
          sort_dir: queryArg.sortDir,
          after: queryArg.after,
        },
      }),
    }),
    adminControllerSuspend: build.mutation<AdminControllerSuspendApiResponse, AdminControllerSuspendApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies/${encodeURIComponent(String(queryArg.id))}/suspend`,
        method: 'POST',
      }),
    }),
    adminControllerActivate: build.mutation<AdminControllerActivateApiResponse, AdminControllerActivateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies/${encodeURIComponent(String(queryArg.id))}/activate`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminEndpoints };
export type AdminControllerListApiResponse = /** status 200 O pagină */ AdminCompanyPage;
export type AdminControllerListApiArg = {
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type AdminControllerSuspendApiResponse = /** status 200 OK */ CompanyBaseResponse;
export type AdminControllerSuspendApiArg = {
  id: number;
};
export type AdminControllerActivateApiResponse = /** status 200 OK */ CompanyBaseResponse;
export type AdminControllerActivateApiArg = {
  id: number;
};
