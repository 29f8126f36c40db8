// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CancelSaleDto,
  CreateFiscalDeviceDto,
  DeviceTokenResponse,
  FiscalDeviceFilterDto,
  FiscalDevicePage,
  FiscalDeviceResponse,
  FiscalJobFilterDto,
  FiscalJobPage,
  FiscalJobResponse,
  FiscalStatusResponse,
  ManualReceiptDto,
  StornoDto,
  UpdateFiscalDeviceDto,
  ZReportFilterDto,
  ZReportPage,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type FiscalControllerListApiArg = { companyId: number; fiscalDeviceFilterDto: FiscalDeviceFilterDto };
export type FiscalControllerJobListApiArg = { companyId: number; fiscalJobFilterDto: FiscalJobFilterDto };
export const fiscalEndpoints = inject<{
  fiscalControllerList: Query<FiscalDevicePage, FiscalControllerListApiArg>;
  fiscalControllerCreate: Mutation<
    FiscalDeviceResponse,
    { companyId: number; createFiscalDeviceDto: CreateFiscalDeviceDto }
  >;
  fiscalControllerUpdate: Mutation<
    FiscalDeviceResponse,
    { companyId: number; id: number; updateFiscalDeviceDto: UpdateFiscalDeviceDto }
  >;
  fiscalControllerToken: Mutation<DeviceTokenResponse, { companyId: number; id: number }>;
  fiscalControllerXReport: Mutation<FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerZReport: Mutation<FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerStatus: Query<FiscalStatusResponse, { companyId: number }>;
  fiscalControllerJobList: Query<FiscalJobPage, FiscalControllerJobListApiArg>;
  fiscalControllerJob: Query<FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerRetry: Mutation<FiscalJobResponse, { companyId: number; id: number }>;
  fiscalControllerCancelSale: Mutation<
    FiscalJobResponse,
    { companyId: number; id: number; cancelSaleDto: CancelSaleDto }
  >;
  fiscalControllerRecordManual: Mutation<
    FiscalJobResponse,
    { companyId: number; id: number; manualReceiptDto: ManualReceiptDto }
  >;
  fiscalControllerStorno: Mutation<FiscalJobResponse, { companyId: number; id: number; stornoDto: StornoDto }>;
  fiscalControllerZReports: Query<ZReportPage, { companyId: number; zReportFilterDto: ZReportFilterDto }>;
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
  fiscalControllerStorno: { mutation: 'POST /api/company/{companyId}/fiscalJobs/{id}/storno', body: 'stornoDto' },
  fiscalControllerZReports: { query: 'POST /api/company/{companyId}/fiscalZReports', body: 'zReportFilterDto' },
});
