// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    passesControllerList: build.query<PassesControllerListApiResponse, PassesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes`,
        method: 'POST',
        body: queryArg.passFilterDto,
      }),
    }),
    passesControllerCreate: build.mutation<PassesControllerCreateApiResponse, PassesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.clientId))}/createPass`,
        method: 'POST',
        body: queryArg.createPassDto,
      }),
    }),
    passesControllerGet: build.query<PassesControllerGetApiResponse, PassesControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    passesControllerUpdate: build.mutation<PassesControllerUpdateApiResponse, PassesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updatePassDto,
      }),
    }),
    passesControllerCancel: build.mutation<PassesControllerCancelApiResponse, PassesControllerCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
        body: queryArg.cancelDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as passesEndpoints };
export type PassesControllerListApiResponse = /** status 200 O pagină */ PassPage;
export type PassesControllerListApiArg = {
  companyId: number;
  passFilterDto: PassFilterDto;
};
export type PassesControllerCreateApiResponse = /** status 201 Creat */ PassResponse;
export type PassesControllerCreateApiArg = {
  companyId: number;
  clientId: number;
  createPassDto: CreatePassDto;
};
export type PassesControllerGetApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type PassesControllerUpdateApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updatePassDto: UpdatePassDto;
};
export type PassesControllerCancelApiResponse = /** status 200 OK */ PassResponse;
export type PassesControllerCancelApiArg = {
  companyId: number;
  id: number;
  cancelDto: CancelDto;
};
export type PassClientRef = {
  id: number;
  name: string;
  cnp: string | null;
  phone: string | null;
};
export type PassWaterRef = {
  id: number;
  name: string;
};
export type PassPlanRef = {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  night: boolean;
  /** lei pe kg reținut peste cotă (ieșirea) */
  extra_kg_price: string;
};
export type PassStandRef = {
  id: number;
  number: string;
  name: string | null;
};
export type PassDiscountRef = {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  /** lei, 2 zecimale */
  value: string;
};
export type PassReceiptRef = {
  id: number;
  series: string;
  number: number;
  status: 'issued' | 'cancelled';
};
export type FiscalJobRef = {
  id: number;
  /** queued = în coadă; sent = la casa de marcat; printed = tipărit */
  status: 'queued' | 'sent' | 'printed' | 'failed' | 'cancelled';
  /** numărul bonului fiscal */
  receipt_number: string | null;
  /** eroarea driverului, în română */
  error: string | null;
};
export type PassResponse = {
  id: number;
  client_id: number;
  client?: PassClientRef;
  water_id: number;
  water?: PassWaterRef;
  plan_id: number;
  plan?: PassPlanRef;
  stand_id: number | null;
  stand: PassStandRef | null;
  discount_id: number | null;
  discount: PassDiscountRef | null;
  doc_series_id: number;
  series: string;
  number: number;
  /** codul din QR (verificare publică) */
  code: string;
  verify_url: string;
  valid_from: string;
  valid_to: string;
  /** lei, 2 zecimale */
  price: string;
  /** lei, 2 zecimale */
  discount_amount: string;
  /** lei, 2 zecimale */
  total: string;
  rods: number;
  /** kg */
  retention_kg: string;
  payment_method: 'cash' | 'card' | 'transfer';
  car_plate: string | null;
  notes: string | null;
  receipt_id: number | null;
  receipt: PassReceiptRef | null;
  status: 'active' | 'cancelled';
  /** din status, ieșire și date */
  state: 'upcoming' | 'valid' | 'expired' | 'cancelled' | 'exited';
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  /** JWS compact (EdDSA) semnat de firmă; GET îl are mereu, lista doar dacă a fost deja semnat */
  token: string | null;
  /** ieșirea (capturi cântărite) */
  checked_out_at: string | null;
  /** chitanța surplusului de captură */
  checkout_receipt_id: number | null;
  /** bonul fiscal al vânzării (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
};
export type PassTotals = {
  /** null: căutare cu peste 1 000 de rezultate (`total_capped`) */
  passes: number | null;
  /** lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate */
  total: string | null;
};
export type PassPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: PassResponse[];
  totals: PassTotals;
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
export type PassFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  date_from?: string | null;
  date_to?: string | null;
  water_id?: number | null;
  plan_id?: number | null;
  client_id?: number | null;
  stand_id?: number | null;
  status?: ('upcoming' | 'valid' | 'expired' | 'cancelled') | null;
};
export type CreatePassDto = {
  plan_id: number;
  water_id: number;
  discount_id?: number | null;
  stand_id?: number | null;
  valid_from?: string;
  payment_method?: 'cash' | 'card' | 'transfer';
  notes?: string | null;
  car_plate?: string | null;
  doc_series_id?: number | null;
  issue_receipt?: boolean;
  receipt_series_id?: number | null;
  fiscal_receipt_no?: string | null;
};
export type UpdatePassDto = {
  notes?: string | null;
  car_plate?: string | null;
  payment_method?: 'cash' | 'card' | 'transfer';
};
export type CancelDto = {
  reason?: string | null;
};
