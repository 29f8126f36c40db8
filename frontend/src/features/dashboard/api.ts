import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';

/** The dashboard's figures and charts. */
export const dashboardRoutes = {
  summary: { method: 'GET', path: '/api/company/{companyId}/dashboard' },
  passChart: { method: 'POST', path: '/api/company/{companyId}/passChart' },
  financeChart: { method: 'POST', path: '/api/company/{companyId}/financeChart' },
  planSales: { method: 'GET', path: '/api/company/{companyId}/planSales' },
} as const;

/** Passes sold per plan and water in the last 30 days, the most sold first (the quick sale's order). */
export type PlanSales = Schemas['PlanSalesResponse'];

export type DashboardSummary = Schemas['DashboardResponse'];

export type GroupBy = ChartRange['group_by'];

export type ChartRange = Body<'/api/company/{companyId}/financeChart', 'post'>;

export type PassChartQuery = Body<'/api/company/{companyId}/passChart', 'post'>;

export type ChartSeries = Schemas['ChartSeries'];

export type PassChart = Schemas['PassChartResponse'];

export type FinanceChart = Schemas['FinanceChartResponse'];

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
    // A pass sold changes the counts: invalidated with the charts.
    planSales: build.query<PlanSales, { companyId: number }>({
      query: ({ companyId }) => call(dashboardRoutes.planSales, { companyId }),
      providesTags: ['Chart'],
    }),
  }),
});

export const { useDashboardQuery, usePassChartQuery, useFinanceChartQuery, usePlanSalesQuery } = dashboardApi;
