// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    catchesControllerList: build.query<CatchesControllerListApiResponse, CatchesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/catches`,
        method: 'POST',
        body: queryArg.catchFilterDto,
      }),
    }),
    catchesControllerCreate: build.mutation<CatchesControllerCreateApiResponse, CatchesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/createCatch`,
        method: 'POST',
        body: queryArg.createCatchDto,
      }),
    }),
    catchesControllerRemove: build.mutation<CatchesControllerRemoveApiResponse, CatchesControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/catches/${encodeURIComponent(String(queryArg.catchId))}/delete`,
        method: 'POST',
      }),
    }),
    catchesControllerCheckout: build.mutation<CatchesControllerCheckoutApiResponse, CatchesControllerCheckoutApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/passes/${encodeURIComponent(String(queryArg.id))}/checkout`,
        method: 'POST',
        body: queryArg.checkoutDto,
      }),
    }),
    catchChartControllerChart: build.query<CatchChartControllerChartApiResponse, CatchChartControllerChartApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/catchChart`,
        method: 'POST',
        body: queryArg.catchChartDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as catchesEndpoints };
export type CatchesControllerListApiResponse = /** status 200 O pagină */ CatchPage;
export type CatchesControllerListApiArg = {
  companyId: number;
  id: number;
  catchFilterDto: CatchFilterDto;
};
export type CatchesControllerCreateApiResponse = /** status 201 Creat */ CatchResponse;
export type CatchesControllerCreateApiArg = {
  companyId: number;
  id: number;
  createCatchDto: CreateCatchDto;
};
export type CatchesControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type CatchesControllerRemoveApiArg = {
  companyId: number;
  id: number;
  catchId: number;
};
export type CatchesControllerCheckoutApiResponse = /** status 200 OK */ CheckoutResponse;
export type CatchesControllerCheckoutApiArg = {
  companyId: number;
  id: number;
  checkoutDto: CheckoutDto;
};
export type CatchChartControllerChartApiResponse = /** status 200 OK */ CatchChartResponse;
export type CatchChartControllerChartApiArg = {
  companyId: number;
  catchChartDto: CatchChartDto;
};
export type CatchResponse = {
  id: number;
  pass_id: number;
  fish_id: number;
  /** specia (din peștii de referință) */
  fish: string;
  count: number;
  /** kg */
  weight_kg: string;
  kept: boolean;
  recorded_at: string;
  recorded_by: number | null;
};
export type CatchPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: CatchResponse[];
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
export type CatchFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type CreateCatchDto = {
  fish_id: number;
  count: number;
  weight_kg: string | number;
  kept?: boolean;
  recorded_at?: string;
};
export type MessageResponse = {
  message: string;
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
export type ReceiptClientRef = {
  id: number;
  name: string;
  cnp: string | null;
  address: string | null;
  city: string | null;
  state_id: number | null;
};
export type ReceiptResponse = {
  id: number;
  client_id: number;
  client?: ReceiptClientRef;
  pass_id: number | null;
  doc_series_id: number;
  series: string;
  number: number;
  issued_on: string;
  /** lei, 2 zecimale */
  amount: string;
  /** suma în litere */
  amount_words: string;
  description: string;
  /** numărul bonului fiscal */
  fiscal_receipt_no: string | null;
  status: 'issued' | 'cancelled';
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
};
export type CheckoutResponse = {
  pass: PassResponse;
  catches: CatchResponse[];
  /** kg reținute, toate capturile */
  kept_kg: string;
  /** kg reținute peste cota planului */
  excess_kg: string;
  /** lei: excess_kg × extra_kg_price, rotunjit la ban */
  extra_amount: string;
  receipt: ReceiptResponse | null;
  /** bonul fiscal al surplusului (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
};
export type CheckoutDto = {
  catches?: CreateCatchDto[];
  payment_method: 'cash' | 'card' | 'transfer';
  fiscal_receipt_no?: string | null;
};
export type CatchSpeciesSeries = {
  fish_id: number;
  name: string;
  /** kg reținute pe perioadă (3 zecimale), în ordinea etichetelor */
  kept_kg: string[];
  /** kg eliberate pe perioadă (3 zecimale) */
  released_kg: string[];
};
export type CatchChartTotals = {
  kept_kg: string;
  released_kg: string;
};
export type CatchChartResponse = {
  /** prima zi a fiecărei perioade (zi, săptămână, lună), YYYY-MM-DD */
  labels: string[];
  species: CatchSpeciesSeries[];
  totals: CatchChartTotals;
};
export type CatchChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
};
