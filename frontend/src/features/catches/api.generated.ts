// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CatchChartDto,
  CatchChartResponse,
  CatchFilterDto,
  CatchPage,
  CatchResponse,
  CheckoutDto,
  CheckoutResponse,
  CreateCatchDto,
  MessageResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    catchesControllerList: build.query<CatchesControllerListApiResponse, CatchesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/catches`,
        method: 'POST',
        body: queryArg.catchFilterDto,
      }),
    }),
    catchesControllerCreate: build.mutation<CatchesControllerCreateApiResponse, CatchesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/createCatch`,
        method: 'POST',
        body: queryArg.createCatchDto,
      }),
    }),
    catchesControllerRemove: build.mutation<CatchesControllerRemoveApiResponse, CatchesControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/catches/${encodeURIComponent(String(queryArg.catchId))}/delete`,
        method: 'POST',
      }),
    }),
    catchesControllerCheckout: build.mutation<CatchesControllerCheckoutApiResponse, CatchesControllerCheckoutApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/checkout`,
        method: 'POST',
        body: queryArg.checkoutDto,
      }),
    }),
    catchChartControllerChart: build.query<CatchChartControllerChartApiResponse, CatchChartControllerChartApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/catchChart`,
        method: 'POST',
        body: queryArg.catchChartDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as catchesEndpoints };
export type CatchesControllerListApiResponse = /** status 200 O pagină */ CatchPage;
export type CatchesControllerListApiArg = {
  companyId: number;
  id: number;
  catchFilterDto: CatchFilterDto;
};
export type CatchesControllerCreateApiResponse = /** status 201 Creat */ CatchResponse;
export type CatchesControllerCreateApiArg = {
  companyId: number;
  id: number;
  createCatchDto: CreateCatchDto;
};
export type CatchesControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type CatchesControllerRemoveApiArg = {
  companyId: number;
  id: number;
  catchId: number;
};
export type CatchesControllerCheckoutApiResponse = /** status 200 OK */ CheckoutResponse;
export type CatchesControllerCheckoutApiArg = {
  companyId: number;
  id: number;
  checkoutDto: CheckoutDto;
};
export type CatchChartControllerChartApiResponse = /** status 200 OK */ CatchChartResponse;
export type CatchChartControllerChartApiArg = {
  companyId: number;
  catchChartDto: CatchChartDto;
};
