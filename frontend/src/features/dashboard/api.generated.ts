// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  DashboardResponse,
  FinanceChartDto,
  FinanceChartResponse,
  PassChartDto,
  PassChartResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    chartsControllerPassChart: build.query<ChartsControllerPassChartApiResponse, ChartsControllerPassChartApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passChart`,
        method: 'POST',
        body: queryArg.passChartDto,
      }),
    }),
    chartsControllerFinanceChart: build.query<
      ChartsControllerFinanceChartApiResponse,
      ChartsControllerFinanceChartApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/financeChart`,
        method: 'POST',
        body: queryArg.financeChartDto,
      }),
    }),
    chartsControllerDashboard: build.query<ChartsControllerDashboardApiResponse, ChartsControllerDashboardApiArg>({
      query: (queryArg) => ({ url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/dashboard` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardEndpoints };
export type ChartsControllerPassChartApiResponse = /** status 200 OK */ PassChartResponse;
export type ChartsControllerPassChartApiArg = {
  companyId: number;
  passChartDto: PassChartDto;
};
export type ChartsControllerFinanceChartApiResponse = /** status 200 OK */ FinanceChartResponse;
export type ChartsControllerFinanceChartApiArg = {
  companyId: number;
  financeChartDto: FinanceChartDto;
};
export type ChartsControllerDashboardApiResponse = /** status 200 OK */ DashboardResponse;
export type ChartsControllerDashboardApiArg = {
  companyId: number;
};
