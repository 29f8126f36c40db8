// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Query } from '@/shared/api/endpoints';
import type {
  DashboardResponse,
  FinanceChartDto,
  FinanceChartResponse,
  PassChartDto,
  PassChartResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const dashboardEndpoints = inject<{
  chartsControllerPassChart: Query<PassChartResponse, { companyId: number; passChartDto: PassChartDto }>;
  chartsControllerFinanceChart: Query<FinanceChartResponse, { companyId: number; financeChartDto: FinanceChartDto }>;
  chartsControllerDashboard: Query<DashboardResponse, { companyId: number }>;
}>({
  chartsControllerPassChart: { query: 'POST /api/company/{companyId}/passChart', body: 'passChartDto' },
  chartsControllerFinanceChart: { query: 'POST /api/company/{companyId}/financeChart', body: 'financeChartDto' },
  chartsControllerDashboard: { query: 'GET /api/company/{companyId}/dashboard' },
});
