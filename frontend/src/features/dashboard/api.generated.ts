// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const dashboardEndpoints = inject<{
  chartsControllerPassChart: Query<S.PassChartResponse, { companyId: number; passChartDto: S.PassChartDto }>;
  chartsControllerFinanceChart: Query<
    S.FinanceChartResponse,
    { companyId: number; financeChartDto: S.FinanceChartDto }
  >;
  chartsControllerDashboard: Query<S.DashboardResponse, { companyId: number }>;
}>({
  chartsControllerPassChart: { query: 'POST /api/company/{companyId}/passChart', body: 'passChartDto' },
  chartsControllerFinanceChart: { query: 'POST /api/company/{companyId}/financeChart', body: 'financeChartDto' },
  chartsControllerDashboard: { query: 'GET /api/company/{companyId}/dashboard' },
});
