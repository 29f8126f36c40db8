// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminControllerList: build.query<AdminControllerListApiResponse, AdminControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies`,
        params: {
          page: queryArg.page,
          per_page: queryArg.perPage,
          search: queryArg.search,
          sort_by: queryArg.sortBy,
          sort_dir: queryArg.sortDir,
          after: queryArg.after,
        },
      }),
    }),
    adminControllerSuspend: build.mutation<AdminControllerSuspendApiResponse, AdminControllerSuspendApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies/${encodeURIComponent(String(queryArg.id))}/suspend`,
        method: 'POST',
      }),
    }),
    adminControllerActivate: build.mutation<AdminControllerActivateApiResponse, AdminControllerActivateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/companies/${encodeURIComponent(String(queryArg.id))}/activate`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminEndpoints };
export type AdminControllerListApiResponse = /** status 200 O pagină */ AdminCompanyPage;
export type AdminControllerListApiArg = {
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type AdminControllerSuspendApiResponse = /** status 200 OK */ CompanyBaseResponse;
export type AdminControllerSuspendApiArg = {
  id: number;
};
export type AdminControllerActivateApiResponse = /** status 200 OK */ CompanyBaseResponse;
export type AdminControllerActivateApiArg = {
  id: number;
};
export type AdminCompanyResponse = {
  id: number;
  name: string;
  slug: string;
  /** cu prefixul RO pentru plătitorii de TVA */
  cui: string;
  vat_payer: boolean;
  reg_com: string | null;
  address: string | null;
  state_id: number | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  iban: string | null;
  bank: string | null;
  active: boolean;
  /** se păstrează CNP-ul clienților */
  store_cnp: boolean;
  /** se pot încărca copii ale actelor de identitate (cu acordul clientului) */
  store_id_documents: boolean;
  /** documentele clienților se șterg după atâtea luni; 0 = se păstrează */
  documents_retention_months: number;
  /** clienții fără activitate atâția ani se anonimizează; 0 = niciodată */
  inactive_client_anonymize_years: number;
  /** pagina publică arată „Capturi recente” (specia și greutatea, fără nume) */
  public_recent_catches: boolean;
  /** și angajații pot exporta clienții cu CNP, act de identitate și adresă */
  staff_personal_export: boolean;
  /** o rezervare online începe cel mult peste atâtea zile */
  booking_days_ahead: number;
  /** cereri online în așteptare permise unei adrese IP și unui telefon */
  public_pending_limit: number;
  /** receipt = chitanță; amef = bon fiscal prin casa de marcat */
  fiscal_mode: 'receipt' | 'amef';
  created_at: string;
  users_count: number;
  clients_count: number;
  /** permise vândute în ultimele 30 de zile */
  passes_30d: number;
  /** încasări luna aceasta, lei */
  income_month: string;
};
export type AdminCompanyPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: AdminCompanyResponse[];
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
export type CompanyBaseResponse = {
  id: number;
  name: string;
  slug: string;
  /** cu prefixul RO pentru plătitorii de TVA */
  cui: string;
  vat_payer: boolean;
  reg_com: string | null;
  address: string | null;
  state_id: number | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  iban: string | null;
  bank: string | null;
  active: boolean;
  /** se păstrează CNP-ul clienților */
  store_cnp: boolean;
  /** se pot încărca copii ale actelor de identitate (cu acordul clientului) */
  store_id_documents: boolean;
  /** documentele clienților se șterg după atâtea luni; 0 = se păstrează */
  documents_retention_months: number;
  /** clienții fără activitate atâția ani se anonimizează; 0 = niciodată */
  inactive_client_anonymize_years: number;
  /** pagina publică arată „Capturi recente” (specia și greutatea, fără nume) */
  public_recent_catches: boolean;
  /** și angajații pot exporta clienții cu CNP, act de identitate și adresă */
  staff_personal_export: boolean;
  /** o rezervare online începe cel mult peste atâtea zile */
  booking_days_ahead: number;
  /** cereri online în așteptare permise unei adrese IP și unui telefon */
  public_pending_limit: number;
  /** receipt = chitanță; amef = bon fiscal prin casa de marcat */
  fiscal_mode: 'receipt' | 'amef';
  created_at: string;
};
