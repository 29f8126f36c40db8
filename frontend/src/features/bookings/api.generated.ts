// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    standsControllerList: build.query<StandsControllerListApiResponse, StandsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters/${encodeURIComponent(String(queryArg.id))}/stands`,
      }),
    }),
    standsControllerCreate: build.mutation<StandsControllerCreateApiResponse, StandsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createStand`,
        method: 'POST',
        body: queryArg.createStandDto,
      }),
    }),
    standsControllerGet: build.query<StandsControllerGetApiResponse, StandsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    standsControllerUpdate: build.mutation<StandsControllerUpdateApiResponse, StandsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateStandDto,
      }),
    }),
    standsControllerRemove: build.mutation<StandsControllerRemoveApiResponse, StandsControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
    bookingsControllerList: build.query<BookingsControllerListApiResponse, BookingsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings`,
        method: 'POST',
        body: queryArg.bookingFilterDto,
      }),
    }),
    bookingsControllerCreate: build.mutation<BookingsControllerCreateApiResponse, BookingsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createBooking`,
        method: 'POST',
        body: queryArg.createBookingDto,
      }),
    }),
    bookingsControllerGet: build.query<BookingsControllerGetApiResponse, BookingsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    bookingsControllerUpdate: build.mutation<BookingsControllerUpdateApiResponse, BookingsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateBookingDto,
      }),
    }),
    bookingsControllerConfirm: build.mutation<BookingsControllerConfirmApiResponse, BookingsControllerConfirmApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/confirm`,
        method: 'POST',
      }),
    }),
    bookingsControllerCancel: build.mutation<BookingsControllerCancelApiResponse, BookingsControllerCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
        body: queryArg.bookingReasonDto,
      }),
    }),
    bookingsControllerNoShow: build.mutation<BookingsControllerNoShowApiResponse, BookingsControllerNoShowApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/noShow`,
        method: 'POST',
      }),
    }),
    bookingsControllerCheckIn: build.mutation<BookingsControllerCheckInApiResponse, BookingsControllerCheckInApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/checkIn`,
        method: 'POST',
        body: queryArg.checkInDto,
      }),
    }),
    bookingsControllerBoard: build.query<BookingsControllerBoardApiResponse, BookingsControllerBoardApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/board`,
        method: 'POST',
        body: queryArg.boardDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as bookingsEndpoints };
export type StandsControllerListApiResponse = /** status 200 Listă */ StandResponse[];
export type StandsControllerListApiArg = {
  companyId: number;
  id: number;
};
export type StandsControllerCreateApiResponse = /** status 201 Creat */ StandResponse;
export type StandsControllerCreateApiArg = {
  companyId: number;
  createStandDto: CreateStandDto;
};
export type StandsControllerGetApiResponse = /** status 200 OK */ StandResponse;
export type StandsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type StandsControllerUpdateApiResponse = /** status 200 OK */ StandResponse;
export type StandsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateStandDto: UpdateStandDto;
};
export type StandsControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type StandsControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerListApiResponse = /** status 200 O pagină */ BookingPage;
export type BookingsControllerListApiArg = {
  companyId: number;
  bookingFilterDto: BookingFilterDto;
};
export type BookingsControllerCreateApiResponse = /** status 201 Creat */ BookingResponse;
export type BookingsControllerCreateApiArg = {
  companyId: number;
  createBookingDto: CreateBookingDto;
};
export type BookingsControllerGetApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerUpdateApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateBookingDto: UpdateBookingDto;
};
export type BookingsControllerConfirmApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerConfirmApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerCancelApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerCancelApiArg = {
  companyId: number;
  id: number;
  bookingReasonDto: BookingReasonDto;
};
export type BookingsControllerNoShowApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerNoShowApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerCheckInApiResponse = /** status 200 OK */ PassResponse;
export type BookingsControllerCheckInApiArg = {
  companyId: number;
  id: number;
  checkInDto: CheckInDto;
};
export type BookingsControllerBoardApiResponse = /** status 200 OK */ BoardResponse;
export type BookingsControllerBoardApiArg = {
  companyId: number;
  boardDto: BoardDto;
};
export type StandResponse = {
  id: number;
  water_id: number;
  number: string;
  name: string | null;
  capacity: number;
  /** lei pe zi */
  supplement: string;
  active: boolean;
  /** 0–100, procent din lățimea hărții */
  x: number;
  /** 0–100, procent din înălțimea hărții */
  y: number;
  /** are rezervări sau permise (nu se mai poate șterge) */
  used: boolean;
  created_at: string;
  updated_at: string;
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
export type CreateStandDto = {
  water_id: number;
  number: string;
  name?: string | null;
  capacity?: number | null;
  supplement?: ((string | null) | (number | null)) | null;
  active?: boolean;
  x?: number | null;
  y?: number | null;
};
export type UpdateStandDto = {
  water_id?: number;
  number?: string;
  name?: string | null;
  capacity?: number | null;
  supplement?: ((string | null) | (number | null)) | null;
  active?: boolean;
  x?: number | null;
  y?: number | null;
};
export type MessageResponse = {
  message: string;
};
export type BookingRef = {
  id: number;
  name: string;
};
export type BookingStandRef = {
  id: number;
  number: string;
  name: string | null;
};
export type BookingReceiptRef = {
  id: number;
  series: string;
  number: number;
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
export type BookingResponse = {
  id: number;
  client_id: number | null;
  /** clientul sau oaspetele */
  name: string;
  guest_name: string | null;
  guest_phone: string | null;
  guest_email: string | null;
  water_id: number;
  water: BookingRef;
  stand_id: number | null;
  stand: BookingStandRef | null;
  plan_id: number;
  plan: BookingRef;
  starts_at: string;
  ends_at: string;
  anglers: number;
  status: 'pending' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show';
  /** lei, 2 zecimale */
  deposit: string;
  /** prețul planului și suplimentul standului pe zilele rezervate */
  total: string;
  /** de încasat la prezentare: totalul minus avansul */
  due: string;
  deposit_receipt_id: number | null;
  deposit_receipt: BookingReceiptRef | null;
  /** bonul fiscal al avansului (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
  source: 'gate' | 'phone' | 'online';
  notes: string | null;
  pass_id: number | null;
  created_at: string;
  updated_at: string;
};
export type BookingPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: BookingResponse[];
};
export type BookingFilterDto = {
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
  stand_id?: number | null;
  status?: ('pending' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show') | null;
  source?: ('gate' | 'phone' | 'online') | null;
};
export type CreateBookingDto = {
  client_id?: number | null;
  guest_name?: string | null;
  guest_phone?: string | null;
  guest_email?: string | null;
  water_id: number;
  stand_id?: number | null;
  plan_id: number;
  starts_at: string;
  ends_at: string;
  anglers?: number | null;
  deposit?: ((string | null) | (number | null)) | null;
  receipt_series_id?: number | null;
  source?: 'gate' | 'phone';
  notes?: string | null;
};
export type UpdateBookingDto = {
  client_id?: number | null;
  guest_name?: string | null;
  guest_phone?: string | null;
  guest_email?: string | null;
  water_id?: number;
  stand_id?: number | null;
  plan_id?: number;
  starts_at?: string;
  ends_at?: string;
  anglers?: number | null;
  deposit?: ((string | null) | (number | null)) | null;
  receipt_series_id?: number | null;
  source?: 'gate' | 'phone';
  notes?: string | null;
};
export type BookingReasonDto = {
  reason?: string | null;
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
export type CheckInDto = {
  payment_method: 'cash' | 'card' | 'transfer';
  car_plate?: string | null;
};
export type BoardHolder = {
  kind: 'booking' | 'pass';
  id: number;
  name: string;
  /** seria și numărul permisului */
  document: string | null;
  status: string;
  anglers: number;
  water_id: number;
  stand_id: number | null;
  stand_number: string | null;
  starts_at: string;
  ends_at: string;
};
export type BoardStand = {
  id: number;
  water_id: number;
  number: string;
  name: string | null;
  capacity: number;
  x: number;
  y: number;
  state: 'free' | 'booked' | 'occupied' | 'leaving';
  holder: BoardHolder | null;
};
export type BoardResponse = {
  date: string;
  water_id: number | null;
  stands: BoardStand[];
  /** sosiri în ziua aleasă */
  arrivals: BoardHolder[];
  /** plecări în ziua aleasă */
  departures: BoardHolder[];
};
export type BoardDto = {
  date: string;
  water_id?: number | null;
};
