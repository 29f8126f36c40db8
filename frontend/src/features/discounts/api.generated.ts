// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CreateDiscountDto,
  DiscountResponse,
  MessageResponse,
  UpdateDiscountDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    discountsControllerList: build.query<DiscountsControllerListApiResponse, DiscountsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/discounts`,
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          search: queryArg.search,
          sort_by: queryArg.sortBy,
          sort_dir: queryArg.sortDir,
          after: queryArg.after,
          active: queryArg.active,
          type: queryArg['type'],
        },
      }),
    }),
    discountsControllerCreate: build.mutation<DiscountsControllerCreateApiResponse, DiscountsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createDiscount`,
        method: 'POST',
        body: queryArg.createDiscountDto,
      }),
    }),
    discountsControllerGet: build.query<DiscountsControllerGetApiResponse, DiscountsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/discounts/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    discountsControllerUpdate: build.mutation<DiscountsControllerUpdateApiResponse, DiscountsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/discounts/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateDiscountDto,
      }),
    }),
    discountsControllerRemove: build.mutation<DiscountsControllerRemoveApiResponse, DiscountsControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/discounts/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as discountsEndpoints };
export type DiscountsControllerListApiResponse = /** status 200 Listă */ DiscountResponse[];
export type DiscountsControllerListApiArg = {
  companyId: number;
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  active?: ('1' | '0' | 'true' | 'false') | null;
  type?: ('percent' | 'fixed') | null;
};
export type DiscountsControllerCreateApiResponse = /** status 201 Creat */ DiscountResponse;
export type DiscountsControllerCreateApiArg = {
  companyId: number;
  createDiscountDto: CreateDiscountDto;
};
export type DiscountsControllerGetApiResponse = /** status 200 OK */ DiscountResponse;
export type DiscountsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type DiscountsControllerUpdateApiResponse = /** status 200 OK */ DiscountResponse;
export type DiscountsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateDiscountDto: UpdateDiscountDto;
};
export type DiscountsControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type DiscountsControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
