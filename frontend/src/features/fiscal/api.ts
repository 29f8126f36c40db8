import { baseApi } from '@/shared/api/baseApi';
import { buildPath, call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';
import { getStoredToken } from '@/shared/api/token';

/** The fiscal cash registers (AMEF) and their bons: devices (role 2), bons and reports (roles 2 and 3). */
export const fiscalRoutes = {
  devices: { method: 'POST', path: '/api/company/{companyId}/fiscalDevices' },
  createDevice: { method: 'POST', path: '/api/company/{companyId}/createFiscalDevice' },
  device: { method: 'GET', path: '/api/company/{companyId}/fiscalDevices/{id}' },
  updateDevice: { method: 'POST', path: '/api/company/{companyId}/fiscalDevices/{id}/update' },
  token: { method: 'POST', path: '/api/company/{companyId}/fiscalDevices/{id}/token' },
  download: { method: 'GET', path: '/api/company/{companyId}/fiscalAgent/download' },
  xReport: { method: 'POST', path: '/api/company/{companyId}/fiscalDevices/{id}/xReport' },
  zReport: { method: 'POST', path: '/api/company/{companyId}/fiscalDevices/{id}/zReport' },
  status: { method: 'GET', path: '/api/company/{companyId}/fiscalStatus' },
  jobs: { method: 'POST', path: '/api/company/{companyId}/fiscalJobs' },
  job: { method: 'GET', path: '/api/company/{companyId}/fiscalJobs/{id}' },
  retry: { method: 'POST', path: '/api/company/{companyId}/fiscalJobs/{id}/retry' },
  cancelSale: { method: 'POST', path: '/api/company/{companyId}/fiscalJobs/{id}/cancelSale' },
  recordManual: { method: 'POST', path: '/api/company/{companyId}/fiscalJobs/{id}/recordManual' },
  storno: { method: 'POST', path: '/api/company/{companyId}/fiscalJobs/{id}/storno' },
  zReports: { method: 'POST', path: '/api/company/{companyId}/fiscalZReports' },
} as const;

export type FiscalDevice = Schemas['FiscalDeviceResponse'];
export type FiscalDeviceInput = Body<'/api/company/{companyId}/createFiscalDevice', 'post'>;
export type FiscalDeviceUpdate = Body<'/api/company/{companyId}/fiscalDevices/{id}/update', 'post'>;
export type FiscalJob = Schemas['FiscalJobResponse'];
export type FiscalJobRef = Schemas['FiscalJobRef'];
export type FiscalStatus = Schemas['FiscalStatusResponse'];
export type DeviceStatus = Schemas['DeviceStatusResponse'];
export type DeviceToken = Schemas['DeviceTokenResponse'];
export type ZReport = Schemas['ZReportResponse'];
export type ZReportsFilter = Body<'/api/company/{companyId}/fiscalZReports', 'post'>;
export type FiscalJobsFilter = Body<'/api/company/{companyId}/fiscalJobs', 'post'>;

type Ref = { companyId: number; id: number };

const STATUS = { type: 'Fiscal', id: 'STATUS' } as const;
const DEVICES = { type: 'Fiscal', id: 'DEVICES' } as const;
const JOBS = { type: 'Fiscal', id: 'JOBS' } as const;

/** A bon changed: its own record, the lists, the gate's status; a cancelled sale also changes its pass. */
const jobChanged = (id: number) => [{ type: 'Fiscal' as const, id: `JOB-${id}` }, JOBS, STATUS];

export const fiscalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fiscalDevices: build.query<Schemas['FiscalDevicePage'], { companyId: number }>({
      query: ({ companyId }) => call(fiscalRoutes.devices, { companyId }, { body: { page: 1, per_page: 100 } }),
      providesTags: [DEVICES],
    }),
    createFiscalDevice: build.mutation<FiscalDevice, FiscalDeviceInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(fiscalRoutes.createDevice, { companyId }, { body }),
      invalidatesTags: [DEVICES, STATUS],
    }),
    updateFiscalDevice: build.mutation<FiscalDevice, FiscalDeviceUpdate & Ref>({
      query: ({ companyId, id, ...body }) => call(fiscalRoutes.updateDevice, { companyId, id }, { body }),
      invalidatesTags: [DEVICES, STATUS],
    }),
    newDeviceToken: build.mutation<DeviceToken, Ref>({
      query: ({ companyId, id }) => call(fiscalRoutes.token, { companyId, id }),
      invalidatesTags: [DEVICES],
    }),
    fiscalStatus: build.query<FiscalStatus, { companyId: number }>({
      query: ({ companyId }) => call(fiscalRoutes.status, { companyId }),
      providesTags: [STATUS],
    }),
    fiscalJob: build.query<FiscalJob, Ref>({
      query: ({ companyId, id }) => call(fiscalRoutes.job, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Fiscal', id: `JOB-${id}` }],
    }),
    fiscalJobs: build.query<Schemas['FiscalJobPage'], FiscalJobsFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(fiscalRoutes.jobs, { companyId }, { body }),
      providesTags: [JOBS],
    }),
    fiscalReport: build.mutation<FiscalJob, Ref & { kind: 'x' | 'z' }>({
      query: ({ companyId, id, kind }) =>
        call(kind === 'x' ? fiscalRoutes.xReport : fiscalRoutes.zReport, { companyId, id }),
      invalidatesTags: [JOBS, STATUS, { type: 'Fiscal', id: 'Z' }],
    }),
    retryFiscalJob: build.mutation<FiscalJob, Ref>({
      query: ({ companyId, id }) => call(fiscalRoutes.retry, { companyId, id }),
      invalidatesTags: (_r, _e, { id }) => jobChanged(id),
    }),
    cancelFiscalSale: build.mutation<FiscalJob, Ref & { reason: string | null }>({
      query: ({ companyId, id, reason }) => call(fiscalRoutes.cancelSale, { companyId, id }, { body: { reason } }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...jobChanged(id), 'Pass', 'Receipt', 'Chart']),
    }),
    recordManualReceipt: build.mutation<FiscalJob, Ref & { receipt_number: string }>({
      query: ({ companyId, id, receipt_number }) =>
        call(fiscalRoutes.recordManual, { companyId, id }, { body: { receipt_number } }),
      invalidatesTags: (_r, _e, { id }) => [...jobChanged(id), 'Pass'],
    }),
    recordStorno: build.mutation<FiscalJob, Ref & { storno_number: string }>({
      query: ({ companyId, id, storno_number }) =>
        call(fiscalRoutes.storno, { companyId, id }, { body: { storno_number } }),
      invalidatesTags: (_r, _e, { id }) => jobChanged(id),
    }),
    zReports: build.query<Schemas['ZReportPage'], ZReportsFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(fiscalRoutes.zReports, { companyId }, { body }),
      providesTags: [{ type: 'Fiscal', id: 'Z' }],
    }),
  }),
});

export const {
  useFiscalDevicesQuery,
  useCreateFiscalDeviceMutation,
  useUpdateFiscalDeviceMutation,
  useNewDeviceTokenMutation,
  useFiscalStatusQuery,
  useFiscalJobQuery,
  useFiscalJobsQuery,
  useFiscalReportMutation,
  useRetryFiscalJobMutation,
  useCancelFiscalSaleMutation,
  useRecordManualReceiptMutation,
  useRecordStornoMutation,
  useZReportsQuery,
} = fiscalApi;

/** The agent as a zip (GET with the bearer token): saved as a file download. */
export async function downloadAgent(companyId: number): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(buildPath(fiscalRoutes.download.path, { companyId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveFile('balti-agent.zip', await response.blob());
}

/** Saves bytes as a file download. */
export function saveFile(fileName: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
