import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';

/** PRODUCT.md §6 "Charts and dashboard". */
export const dashboardRoutes = {
  summary: { method: 'GET', path: '/api/company/{companyId}/dashboard' },
  passChart: { method: 'POST', path: '/api/company/{companyId}/passChart' },
  financeChart: { method: 'POST', path: '/api/company/{companyId}/financeChart' },
} as const;

type Amount = number | string;

export interface DashboardSummary {
  passes_today: number;
  passes_valid_now: number;
  income_month: Amount;
  expenses_month: Amount;
  profit_month: Amount;
  clients: number;
}

export type GroupBy = 'day' | 'week' | 'month';

export interface ChartRange {
  date_from: string;
  date_to: string;
  group_by: GroupBy;
}

export interface PassChartQuery extends ChartRange {
  water_id?: number;
}

export interface ChartSeries {
  key: string;
  name: string;
  data: Amount[];
}

export interface PassChart {
  labels: string[];
  series: ChartSeries[];
  totals: { passes: Amount; revenue: Amount };
}

export interface FinanceChart {
  labels: string[];
  income: Amount[];
  expenses: Amount[];
  profit: Amount[];
  totals: { income: Amount; expenses: Amount; profit: Amount };
}

type WithCompany<T> = T & { companyId: number };

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardSummary, { companyId: number }>({
      query: ({ companyId }) => call(dashboardRoutes.summary, { companyId }),
      providesTags: ['Chart'],
    }),
    // Reads sent as POST (the filter is a body): queries, cached per filter, invalidated with 'Chart'.
    passChart: build.query<PassChart, WithCompany<PassChartQuery>>({
      query: ({ companyId, ...body }) => call(dashboardRoutes.passChart, { companyId }, { body }),
      providesTags: ['Chart'],
    }),
    financeChart: build.query<FinanceChart, WithCompany<ChartRange>>({
      query: ({ companyId, ...body }) => call(dashboardRoutes.financeChart, { companyId }, { body }),
      providesTags: ['Chart'],
    }),
  }),
});

export const { useDashboardQuery, usePassChartQuery, useFinanceChartQuery } = dashboardApi;
