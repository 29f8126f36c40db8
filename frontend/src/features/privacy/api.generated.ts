// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    privacyControllerConsent: build.mutation<PrivacyControllerConsentApiResponse, PrivacyControllerConsentApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/consent`,
        method: 'POST',
        body: queryArg.consentDto,
      }),
    }),
    privacyControllerExport: build.mutation<PrivacyControllerExportApiResponse, PrivacyControllerExportApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/export`,
        method: 'POST',
      }),
    }),
    privacyControllerAnonymize: build.mutation<PrivacyControllerAnonymizeApiResponse, PrivacyControllerAnonymizeApiArg>(
      {
        query: (queryArg) => ({
          url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/clients/${encodeURIComponent(String(queryArg.id))}/anonymize`,
          method: 'POST',
          body: queryArg.anonymizeDto,
        }),
      },
    ),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as privacyEndpoints };
export type PrivacyControllerConsentApiResponse = /** status 200 OK */ ClientResponse;
export type PrivacyControllerConsentApiArg = {
  companyId: number;
  id: number;
  consentDto: ConsentDto;
};
export type PrivacyControllerExportApiResponse = /** status 200 OK */ ClientExportResponse;
export type PrivacyControllerExportApiArg = {
  companyId: number;
  id: number;
};
export type PrivacyControllerAnonymizeApiResponse = /** status 200 OK */ ClientResponse;
export type PrivacyControllerAnonymizeApiArg = {
  companyId: number;
  id: number;
  anonymizeDto: AnonymizeDto;
};
export type ClientFileResponse = {
  /** id-ul documentului (pentru ștergere) */
  id: number;
  /** id-ul fișierului (pentru descărcare) */
  media_id: number;
  name: string;
  mime: string;
  /** octeți */
  size: number;
  created_at: string;
};
export type ClientResponse = {
  id: number;
  first_name: string;
  last_name: string;
  /** "Popescu Ion" (numele de familie întâi) */
  name: string;
  cnp: string | null;
  /** din CNP */
  birth_date: string | null;
  id_series: string | null;
  id_number: string | null;
  phone: string | null;
  email: string | null;
  state_id: number | null;
  city: string | null;
  address: string | null;
  car_plate: string | null;
  notes: string | null;
  blocked: boolean;
  blocked_reason: string | null;
  /** când și-a dat clientul acordul (necesar pentru documente) */
  consent_at: string | null;
  /** utilizatorul care a înregistrat acordul */
  consent_by: number | null;
  /** textul la care și-a dat acordul */
  consent_text: string | null;
  /** datele personale au fost anonimizate */
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
  /** doar la un singur client (nu în listă) */
  files?: ClientFileResponse[];
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
export type ConsentDto = {
  consent_text: string;
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
export type AuditChangeResponse = {
  field: string;
  old: string | null;
  new: string | null;
};
export type AuditEntryResponse = {
  id: number;
  /** null: sistemul (jobul de retenție) */
  actor_id: number | null;
  actor_name: string | null;
  actor_role: number | null;
  action: 'create' | 'update' | 'delete' | 'read' | 'export' | 'anonymize' | 'redact';
  entity: string;
  entity_id: number | null;
  /** Numele înregistrării (permisul „A 12”, apa...), cum arată acum; null: ștearsă, un client (date personale) sau fără nume */
  entity_label: string | null;
  client_id: number | null;
  changes: AuditChangeResponse[];
  ip: string | null;
  request_id: string | null;
  created_at: string;
};
export type ClientExportResponse = {
  exported_at: string;
  client: ClientResponse;
  passes: PassResponse[];
  receipts: ReceiptResponse[];
  /** rezervările lui */
  bookings: BookingResponse[];
  /** capturile înregistrate pe permisele lui */
  catches: CatchResponse[];
  /** lista documentelor (fără conținut) */
  documents: ClientFileResponse[];
  /** istoricul modificărilor despre client */
  audit: AuditEntryResponse[];
};
export type AnonymizeDto = {
  reason: string;
};
