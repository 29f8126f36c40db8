import { plansEndpoints } from '@/features/plans/api.generated';
import {
  dashboardEndpoints,
  type ChartSeries as Series,
  type FinanceChartDto,
  type FinanceChartResponse,
  type PassChartResponse,
} from './api.generated';

/**
 * The dashboard's figures and charts: the endpoints are generated from openapi.json
 * (api.generated.ts, the plans' sales in plans/api.generated.ts); their tags are here.
 */

export type GroupBy = ChartRange['group_by'];

export type ChartRange = FinanceChartDto;

export type ChartSeries = Series;

export type PassChart = PassChartResponse;

export type FinanceChart = FinanceChartResponse;

// Reads sent as POST (the filter is a body) are queries too, cached per filter, invalidated with 'Chart'.
export const dashboardApi = dashboardEndpoints.enhanceEndpoints({
  endpoints: {
    chartsControllerDashboard: { providesTags: ['Chart'] },
    chartsControllerPassChart: { providesTags: ['Chart'] },
    chartsControllerFinanceChart: { providesTags: ['Chart'] },
  },
});

// A pass sold changes the counts: invalidated with the charts.
const planSalesApi = plansEndpoints.enhanceEndpoints({
  endpoints: { plansControllerSales: { providesTags: ['Chart'] } },
});

export const {
  useChartsControllerDashboardQuery: useDashboardQuery,
  useChartsControllerPassChartQuery: usePassChartQuery,
  useChartsControllerFinanceChartQuery: useFinanceChartQuery,
} = dashboardApi;

export const { usePlansControllerSalesQuery: usePlanSalesQuery } = planSalesApi;
