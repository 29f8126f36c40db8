// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    fiscalControllerList: build.query<FiscalControllerListApiResponse, FiscalControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalDevices`,
        method: 'POST',
        body: queryArg.fiscalDeviceFilterDto,
      }),
    }),
    fiscalControllerCreate: build.mutation<FiscalControllerCreateApiResponse, FiscalControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createFiscalDevice`,
        method: 'POST',
        body: queryArg.createFiscalDeviceDto,
      }),
    }),
    fiscalControllerUpdate: build.mutation<FiscalControllerUpdateApiResponse, FiscalControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalDevices/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateFiscalDeviceDto,
      }),
    }),
    fiscalControllerToken: build.mutation<FiscalControllerTokenApiResponse, FiscalControllerTokenApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalDevices/${encodeURIComponent(String(queryArg.id))}/token`,
        method: 'POST',
      }),
    }),
    fiscalControllerXReport: build.mutation<FiscalControllerXReportApiResponse, FiscalControllerXReportApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalDevices/${encodeURIComponent(String(queryArg.id))}/xReport`,
        method: 'POST',
      }),
    }),
    fiscalControllerZReport: build.mutation<FiscalControllerZReportApiResponse, FiscalControllerZReportApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalDevices/${encodeURIComponent(String(queryArg.id))}/zReport`,
        method: 'POST',
      }),
    }),
    fiscalControllerStatus: build.query<FiscalControllerStatusApiResponse, FiscalControllerStatusApiArg>({
      query: (queryArg) => ({ url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalStatus` }),
    }),
    fiscalControllerJobList: build.query<FiscalControllerJobListApiResponse, FiscalControllerJobListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs`,
        method: 'POST',
        body: queryArg.fiscalJobFilterDto,
      }),
    }),
    fiscalControllerJob: build.query<FiscalControllerJobApiResponse, FiscalControllerJobApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    fiscalControllerRetry: build.mutation<FiscalControllerRetryApiResponse, FiscalControllerRetryApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs/${encodeURIComponent(String(queryArg.id))}/retry`,
        method: 'POST',
      }),
    }),
    fiscalControllerCancelSale: build.mutation<FiscalControllerCancelSaleApiResponse, FiscalControllerCancelSaleApiArg>(
      {
        query: (queryArg) => ({
          url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs/${encodeURIComponent(String(queryArg.id))}/cancelSale`,
          method: 'POST',
          body: queryArg.cancelSaleDto,
        }),
      },
    ),
    fiscalControllerRecordManual: build.mutation<
      FiscalControllerRecordManualApiResponse,
      FiscalControllerRecordManualApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs/${encodeURIComponent(String(queryArg.id))}/recordManual`,
        method: 'POST',
        body: queryArg.manualReceiptDto,
      }),
    }),
    fiscalControllerStorno: build.mutation<FiscalControllerStornoApiResponse, FiscalControllerStornoApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalJobs/${encodeURIComponent(String(queryArg.id))}/storno`,
        method: 'POST',
        body: queryArg.stornoDto,
      }),
    }),
    fiscalControllerZReports: build.query<FiscalControllerZReportsApiResponse, FiscalControllerZReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/fiscalZReports`,
        method: 'POST',
        body: queryArg.zReportFilterDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as fiscalEndpoints };
export type FiscalControllerListApiResponse = /** status 200 O pagină */ FiscalDevicePage;
export type FiscalControllerListApiArg = {
  companyId: number;
  fiscalDeviceFilterDto: FiscalDeviceFilterDto;
};
export type FiscalControllerCreateApiResponse = /** status 201 Creat */ FiscalDeviceResponse;
export type FiscalControllerCreateApiArg = {
  companyId: number;
  createFiscalDeviceDto: CreateFiscalDeviceDto;
};
export type FiscalControllerUpdateApiResponse = /** status 200 OK */ FiscalDeviceResponse;
export type FiscalControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateFiscalDeviceDto: UpdateFiscalDeviceDto;
};
export type FiscalControllerTokenApiResponse = /** status 200 OK */ DeviceTokenResponse;
export type FiscalControllerTokenApiArg = {
  companyId: number;
  id: number;
};
export type FiscalControllerXReportApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerXReportApiArg = {
  companyId: number;
  id: number;
};
export type FiscalControllerZReportApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerZReportApiArg = {
  companyId: number;
  id: number;
};
export type FiscalControllerStatusApiResponse = /** status 200 OK */ FiscalStatusResponse;
export type FiscalControllerStatusApiArg = {
  companyId: number;
};
export type FiscalControllerJobListApiResponse = /** status 200 O pagină */ FiscalJobPage;
export type FiscalControllerJobListApiArg = {
  companyId: number;
  fiscalJobFilterDto: FiscalJobFilterDto;
};
export type FiscalControllerJobApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerJobApiArg = {
  companyId: number;
  id: number;
};
export type FiscalControllerRetryApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerRetryApiArg = {
  companyId: number;
  id: number;
};
export type FiscalControllerCancelSaleApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerCancelSaleApiArg = {
  companyId: number;
  id: number;
  cancelSaleDto: CancelSaleDto;
};
export type FiscalControllerRecordManualApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerRecordManualApiArg = {
  companyId: number;
  id: number;
  manualReceiptDto: ManualReceiptDto;
};
export type FiscalControllerStornoApiResponse = /** status 200 OK */ FiscalJobResponse;
export type FiscalControllerStornoApiArg = {
  companyId: number;
  id: number;
  stornoDto: StornoDto;
};
export type FiscalControllerZReportsApiResponse = /** status 200 O pagină */ ZReportPage;
export type FiscalControllerZReportsApiArg = {
  companyId: number;
  zReportFilterDto: ZReportFilterDto;
};
