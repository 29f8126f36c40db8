// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type FiscalControllerListApiArg = { companyId: number; fiscalDeviceFilterDto: S.FiscalDeviceFilterDto };
export type FiscalControllerJobListApiArg = { companyId: number; fiscalJobFilterDto: S.FiscalJobFilterDto };
export const fiscalEndpoints = inject<{
  fiscalControllerList: Query<S.FiscalDevicePage, FiscalControllerListApiArg>;
  fiscalControllerCreate: Mutation<
    S.FiscalDeviceResponse,
    { companyId: number; createFiscalDeviceDto: S.CreateFiscalDeviceDto }
  >;
  fiscalControllerUpdate: Mutation<
    S.FiscalDeviceResponse,
    { companyId: number; id: number; updateFiscalDeviceDto: S.UpdateFiscalDeviceDto }
  >;
  fiscalControllerToken: Mutation<S.DeviceTokenResponse, { companyId: number; id: number }>;
  fiscalControllerXReport: Mutation<S.FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerZReport: Mutation<S.FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerStatus: Query<S.FiscalStatusResponse, { companyId: number }>;
  fiscalControllerJobList: Query<S.FiscalJobPage, FiscalControllerJobListApiArg>;
  fiscalControllerJob: Query<S.FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerRetry: Mutation<S.FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerCancelSale: Mutation<
    S.FiscalJobResponse,
    { companyId: number; id: number; cancelSaleDto: S.CancelSaleDto }
  >;
  fiscalControllerRecordManual: Mutation<
    S.FiscalJobResponse,
    { companyId: number; id: number; manualReceiptDto: S.ManualReceiptDto }
  >;
  fiscalControllerZTotals: Mutation<
    S.FiscalJobResponse,
    { companyId: number; id: number; zReportResultDto: S.ZReportResultDto }
  >;
  fiscalControllerStorno: Mutation<S.FiscalJobResponse, { companyId: number; id: number; stornoDto: S.StornoDto }>;
  fiscalControllerZReports: Query<S.ZReportPage, { companyId: number; zReportFilterDto: S.ZReportFilterDto }>;
}>({
  fiscalControllerList: { query: 'POST /api/company/{companyId}/fiscalDevices', body: 'fiscalDeviceFilterDto' },
  fiscalControllerCreate: {
    mutation: 'POST /api/company/{companyId}/createFiscalDevice',
    body: 'createFiscalDeviceDto',
  },
  fiscalControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/fiscalDevices/{id}/update',
    body: 'updateFiscalDeviceDto',
  },
  fiscalControllerToken: { mutation: 'POST /api/company/{companyId}/fiscalDevices/{id}/token' },
  fiscalControllerXReport: { mutation: 'POST /api/company/{companyId}/fiscalDevices/{id}/xReport' },
  fiscalControllerZReport: { mutation: 'POST /api/company/{companyId}/fiscalDevices/{id}/zReport' },
  fiscalControllerStatus: { query: 'GET /api/company/{companyId}/fiscalStatus' },
  fiscalControllerJobList: { query: 'POST /api/company/{companyId}/fiscalJobs', body: 'fiscalJobFilterDto' },
  fiscalControllerJob: { query: 'GET /api/company/{companyId}/fiscalJobs/{id}' },
  fiscalControllerRetry: { mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/retry' },
  fiscalControllerCancelSale: {
    mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/cancelSale',
    body: 'cancelSaleDto',
  },
  fiscalControllerRecordManual: {
    mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/recordManual',
    body: 'manualReceiptDto',
  },
  fiscalControllerZTotals: {
    mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/zTotals',
    body: 'zReportResultDto',
  },
  fiscalControllerStorno: { mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/storno', body: 'stornoDto' },
  fiscalControllerZReports: { query: 'POST /api/company/{companyId}/fiscalZReports', body: 'zReportFilterDto' },
});
