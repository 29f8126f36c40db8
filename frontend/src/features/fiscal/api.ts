import { apiPath } from '@/shared/api/apiPath';
import type { Schemas } from '@/shared/api/schema';
import { getStoredToken } from '@/shared/api/token';
import { saveFile } from '@/shared/saveFile';
import {
  fiscalEndpoints,
  type CreateFiscalDeviceDto,
  type DeviceStatusResponse,
  type DeviceTokenResponse,
  type FiscalDeviceResponse,
  type FiscalJobResponse,
  type ZReportResponse,
} from './api.generated';

/**
 * The fiscal cash registers (AMEF) and their bons: devices (role 2), bons and reports (roles 2
 * and 3). The endpoints are generated from openapi.json (api.generated.ts); their tags are here.
 */
export type FiscalDevice = FiscalDeviceResponse;
export type FiscalDeviceInput = CreateFiscalDeviceDto;
export type FiscalJob = FiscalJobResponse;
export type FiscalJobRef = Schemas['FiscalJobRef'];
export type DeviceStatus = DeviceStatusResponse;
export type DeviceToken = DeviceTokenResponse;
export type ZReport = ZReportResponse;
type Ref = { companyId: number; id: number };

const STATUS = { type: 'Fiscal', id: 'STATUS' } as const;
const DEVICES = { type: 'Fiscal', id: 'DEVICES' } as const;
const JOBS = { type: 'Fiscal', id: 'JOBS' } as const;
const Z = { type: 'Fiscal', id: 'Z' } as const;

/** A bon changed: its own record, the lists, the gate's status; a cancelled sale also changes its pass. */
const jobChanged = (id: number) => [{ type: 'Fiscal' as const, id: `JOB-${id}` }, JOBS, STATUS];

export const fiscalApi = fiscalEndpoints.enhanceEndpoints({
  endpoints: {
    fiscalControllerList: { providesTags: [DEVICES] },
    fiscalControllerCreate: { invalidatesTags: [DEVICES, STATUS] },
    fiscalControllerUpdate: { invalidatesTags: [DEVICES, STATUS] },
    fiscalControllerToken: { invalidatesTags: [DEVICES] },
    fiscalControllerStatus: { providesTags: [STATUS] },
    fiscalControllerJob: { providesTags: (_r, _e, { id }) => [{ type: 'Fiscal', id: `JOB-${id}` }] },
    fiscalControllerJobList: { providesTags: [JOBS] },
    fiscalControllerXReport: { invalidatesTags: [JOBS, STATUS, Z] },
    fiscalControllerZReport: { invalidatesTags: [JOBS, STATUS, Z] },
    fiscalControllerRetry: { invalidatesTags: (_r, _e, { id }) => jobChanged(id) },
    fiscalControllerCancelSale: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...jobChanged(id), 'Pass', 'Receipt', 'Chart']),
    },
    fiscalControllerRecordManual: { invalidatesTags: (_r, _e, { id }) => [...jobChanged(id), 'Pass'] },
    fiscalControllerStorno: { invalidatesTags: (_r, _e, { id }) => jobChanged(id) },
    // The Z's totals typed in: a Z report stored, its cash in the cash book (books/api.ts).
    fiscalControllerZTotals: {
      invalidatesTags: (_r, _e, { id }) => [...jobChanged(id), Z, { type: 'Receipt', id: 'LIST' }],
    },
    fiscalControllerZReports: { providesTags: [Z] },
  },
});

export const {
  useFiscalControllerCreateMutation: useCreateFiscalDeviceMutation,
  useFiscalControllerUpdateMutation: useUpdateFiscalDeviceMutation,
  useFiscalControllerTokenMutation: useNewDeviceTokenMutation,
  useFiscalControllerStatusQuery: useFiscalStatusQuery,
  useFiscalControllerJobQuery: useFiscalJobQuery,
  useFiscalControllerJobListQuery: useFiscalJobsQuery,
  useFiscalControllerRetryMutation: useRetryFiscalJobMutation,
  useFiscalControllerCancelSaleMutation: useCancelFiscalSaleMutation,
  useFiscalControllerRecordManualMutation: useRecordManualReceiptMutation,
  useFiscalControllerStornoMutation: useRecordStornoMutation,
  useFiscalControllerZTotalsMutation: useRecordZTotalsMutation,
  useFiscalControllerZReportsQuery: useZReportsQuery,
} = fiscalApi;

/** The company's registers: one page holds them all. */
export function useFiscalDevicesQuery(arg: { companyId: number }, options?: { skip?: boolean }) {
  return fiscalApi.useFiscalControllerListQuery({ ...arg, fiscalDeviceFilterDto: { page: 1, per_page: 100 } }, options);
}

/** "Raport X" or "Raport Z" of a device, as one action: `report({ companyId, id, kind })`. */
export function useFiscalReportMutation() {
  const [x, xState] = fiscalApi.useFiscalControllerXReportMutation();
  const [z, zState] = fiscalApi.useFiscalControllerZReportMutation();
  const report = ({ kind, ...ref }: Ref & { kind: 'x' | 'z' }) => (kind === 'x' ? x(ref) : z(ref));
  const busy = xState.isLoading
    ? { ...xState.originalArgs, kind: 'x' as const }
    : zState.isLoading
      ? { ...zState.originalArgs, kind: 'z' as const }
      : undefined;
  return [report, { isLoading: xState.isLoading || zState.isLoading, originalArgs: busy }] as const;
}

/** The agent as a zip (GET with the bearer token): saved as a file download. */
export async function downloadAgent(companyId: number): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(apiPath('get', '/api/company/{companyId}/fiscalAgent/download', { companyId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveFile('balti-agent.zip', await response.blob());
}
