// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type ChartSeries = {
  key: string;
  name: string;
  /** permise pe interval */
  data: number[];
};
export type PassChartTotals = {
  passes: number;
  /** lei, 2 zecimale */
  revenue: string;
};
export type PassChartResponse = {
  labels: string[];
  series: ChartSeries[];
  totals: PassChartTotals;
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
export type PassChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
  water_id?: number | null;
};
export type FinanceChartTotals = {
  /** lei, 2 zecimale */
  income: string;
  /** lei, 2 zecimale */
  expenses: string;
  /** lei, 2 zecimale */
  profit: string;
};
export type FinanceChartResponse = {
  labels: string[];
  income: number[];
  expenses: number[];
  profit: number[];
  totals: FinanceChartTotals;
};
export type FinanceChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
};
export type DashboardResponse = {
  passes_today: number;
  passes_valid_now: number;
  /** lei, 2 zecimale */
  income_month: string;
  /** lei, 2 zecimale */
  expenses_month: string;
  /** lei, 2 zecimale */
  profit_month: string;
  clients: number;
};
