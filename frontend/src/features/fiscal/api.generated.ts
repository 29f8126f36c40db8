// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type PlanVatGroupResponse = {
  plan_id: number;
  vat_group: string;
};
export type PaymentCodesResponse = {
  cash: string;
  card: string;
};
export type AgentStateResponse = {
  /** agentul a întrebat în ultimul minut */
  online: boolean;
  last_seen_at: string;
  version: string | null;
  driver_dir: string | null;
  paper: 'ok' | 'out' | 'unknown';
  last_z_at: string | null;
  last_error: string | null;
};
export type FiscalDeviceResponse = {
  id: number;
  name: string;
  format: 'fprint' | 'ecrbridge';
  vat_group: string;
  plan_vat_groups: PlanVatGroupResponse[];
  payment_codes: PaymentCodesResponse;
  fprint_fields: string;
  unit: string;
  diacritics: boolean;
  /** apele ale căror vânzări le tipărește; gol = casa implicită a firmei */
  water_ids: number[];
  active: boolean;
  /** are un token de agent */
  has_token: boolean;
  agent: AgentStateResponse | null;
  created_at: string;
};
export type FiscalDevicePage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: FiscalDeviceResponse[];
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type FiscalDeviceFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type PlanVatGroupDto = {
  plan_id: number;
  vat_group: string;
};
export type PaymentCodesDto = {
  cash: string;
  card: string;
};
export type CreateFiscalDeviceDto = {
  vat_group?: string;
  plan_vat_groups?: PlanVatGroupDto[];
  payment_codes?: PaymentCodesDto;
  fprint_fields?: string;
  unit?: string;
  diacritics?: boolean;
  water_ids?: number[];
  active?: boolean;
  name: string;
  format: 'fprint' | 'ecrbridge';
};
export type UpdateFiscalDeviceDto = {
  name?: string;
  format?: 'fprint' | 'ecrbridge';
  vat_group?: string;
  plan_vat_groups?: PlanVatGroupDto[];
  payment_codes?: PaymentCodesDto;
  fprint_fields?: string;
  unit?: string;
  diacritics?: boolean;
  water_ids?: number[];
  active?: boolean;
};
export type AgentConfigResponse = {
  server_url: string;
  token: string;
  /** dosarul driverului; se completează pe calculatorul casei */
  driver_dir: string;
  format: 'fprint' | 'ecrbridge';
};
export type DeviceTokenResponse = {
  device_id: number;
  /** arătat o singură dată */
  token: string;
  config_file_name: string;
  config: AgentConfigResponse;
};
export type FiscalJobResponse = {
  id: number;
  /** queued = în coadă; sent = la casa de marcat; printed = tipărit */
  status: 'queued' | 'sent' | 'printed' | 'failed' | 'cancelled';
  /** numărul bonului fiscal */
  receipt_number: string | null;
  /** eroarea driverului, în română */
  error: string | null;
  device_id: number;
  kind: 'sale' | 'x_report' | 'z_report';
  attempt: number;
  source: ('pass' | 'checkout' | 'deposit' | 'entry_fee') | null;
  pass_id: number | null;
  booking_id: number | null;
  client_id: number | null;
  payment_method: ('cash' | 'card') | null;
  /** lei, 2 zecimale */
  amount: string | null;
  description: string | null;
  error_code: string | null;
  fiscal_serial: string | null;
  /** bon tipărit de mână pe casă și înregistrat de personal */
  manual: boolean;
  /** needed = trebuie bon de retur (storno) pe casă */
  storno_status: ('needed' | 'done') | null;
  storno_number: string | null;
  printed_at: string | null;
  created_by: number | null;
  created_at: string;
};
export type LastZResponse = {
  number: number;
  day: string;
  at: string;
};
export type DeviceStatusResponse = {
  id: number;
  name: string;
  active: boolean;
  online: boolean;
  /** ultima întrebare a agentului */
  last_seen_at: string | null;
  /** de când agentul nu mai răspunde (null cât timp răspunde) */
  silent_since: string | null;
  /** bonuri în așteptare (în coadă sau trimise) */
  jobs_waiting: number;
  jobs_failed: number;
  /** vânzări anulate după tipărire, fără storno înregistrat */
  storno_needed: number;
  paper: 'ok' | 'out' | 'unknown';
  last_z: LastZResponse | null;
  /** ultimul raport Z (al agentului sau stocat) */
  last_z_at: string | null;
  /** au trecut 24 de ore de la ultimul raport Z */
  z_overdue: boolean;
};
export type FiscalStatusResponse = {
  fiscal_mode: 'receipt' | 'amef';
  /** cel puțin o casă activă are raportul Z întârziat: poarta avertizează */
  z_overdue: boolean;
  devices: DeviceStatusResponse[];
};
export type FiscalJobPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: FiscalJobResponse[];
};
export type FiscalJobFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  device_id?: number | null;
  status?: ('queued' | 'sent' | 'printed' | 'failed' | 'cancelled') | null;
  pass_id?: number | null;
  storno_needed?: boolean;
};
export type CancelSaleDto = {
  reason?: string | null;
};
export type ManualReceiptDto = {
  receipt_number: string;
};
export type StornoDto = {
  storno_number: string;
};
export type ZTotalResponse = {
  /** cash, card, … */
  method: string;
  /** lei, 2 zecimale */
  amount: string;
};
export type ZReportResponse = {
  id: number;
  device_id: number;
  job_id: number;
  number: number;
  /** YYYY-MM-DD */
  day: string;
  receipts: number;
  totals: ZTotalResponse[];
  created_at: string;
};
export type ZReportPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: ZReportResponse[];
};
export type ZReportFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  device_id?: number | null;
  date_from?: string | null;
  date_to?: string | null;
};
