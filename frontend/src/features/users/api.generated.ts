// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyUsersControllerList: build.query<CompanyUsersControllerListApiResponse, CompanyUsersControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users`,
        method: 'POST',
        body: queryArg.companyUserFilterDto,
      }),
    }),
    companyUsersControllerCreate: build.mutation<
      CompanyUsersControllerCreateApiResponse,
      CompanyUsersControllerCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createUser`,
        method: 'POST',
        body: queryArg.createCompanyUserDto,
      }),
    }),
    companyUsersControllerGet: build.query<CompanyUsersControllerGetApiResponse, CompanyUsersControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    companyUsersControllerUpdate: build.mutation<
      CompanyUsersControllerUpdateApiResponse,
      CompanyUsersControllerUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateCompanyUserDto,
      }),
    }),
    companyUsersControllerRemove: build.mutation<
      CompanyUsersControllerRemoveApiResponse,
      CompanyUsersControllerRemoveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
    companyUsersControllerRestore: build.mutation<
      CompanyUsersControllerRestoreApiResponse,
      CompanyUsersControllerRestoreApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/restore`,
        method: 'POST',
      }),
    }),
    companyUsersControllerUpdateProfile: build.mutation<
      CompanyUsersControllerUpdateProfileApiResponse,
      CompanyUsersControllerUpdateProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/users/${encodeURIComponent(String(queryArg.id))}/updateProfile`,
        method: 'POST',
        body: queryArg.updateProfileDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersEndpoints };
export type CompanyUsersControllerListApiResponse = /** status 200 O pagină */ CompanyUserPage;
export type CompanyUsersControllerListApiArg = {
  companyId: number;
  companyUserFilterDto: CompanyUserFilterDto;
};
export type CompanyUsersControllerCreateApiResponse = /** status 201 Creat */ CompanyUserResponse;
export type CompanyUsersControllerCreateApiArg = {
  companyId: number;
  createCompanyUserDto: CreateCompanyUserDto;
};
export type CompanyUsersControllerGetApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerUpdateApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateCompanyUserDto: UpdateCompanyUserDto;
};
export type CompanyUsersControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type CompanyUsersControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerRestoreApiResponse = /** status 200 OK */ CompanyUserResponse;
export type CompanyUsersControllerRestoreApiArg = {
  companyId: number;
  id: number;
};
export type CompanyUsersControllerUpdateProfileApiResponse = /** status 200 OK */ SessionUserResponse;
export type CompanyUsersControllerUpdateProfileApiArg = {
  companyId: number;
  id: number;
  updateProfileDto: UpdateProfileDto;
};
export type CompanyUserResponse = {
  id: number;
  name: string;
  email: string;
  /** 2 administrator firmă, 3 angajat */
  role: 2 | 3;
  phone: string | null;
  company_id: number | null;
  last_login_at: string | null;
  created_at: string;
  deleted_at: string | null;
};
export type CompanyUserPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: CompanyUserResponse[];
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
export type CompanyUserFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  role?: 2 | 3;
  with_deleted?: boolean;
  only_deleted?: boolean;
};
export type CreateCompanyUserDto = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** 2 Administrator firmă, 3 Angajat */
  role: 2 | 3;
  phone?: string | null;
};
export type UpdateCompanyUserDto = {
  name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  role?: 2 | 3;
  phone?: string | null;
};
export type MessageResponse = {
  message: string;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type WaterResponse = {
  id: number;
  name: string;
  state_id: number | null;
  city: string | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fish_ids: number[];
  fishes: NamedRef[];
  /** specii care nu se rețin pe această apă (doar eliberate) */
  release_fish_ids: number[];
  active: boolean;
  max_anglers_per_day: number | null;
  /** imaginea hărții apei (GET …/waters/{id}/map) */
  map_media_id: number | null;
  /** standuri active */
  stands_count: number;
  created_at: string;
  updated_at: string;
};
export type PlanResponse = {
  id: number;
  name: string;
  water_ids: number[];
  waters: NamedRef[];
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  /** lei, 2 zecimale */
  price: string;
  /** lansete */
  rods: number;
  /** kg; 0 = catch & release */
  retention_kg: string;
  /** lei pe kg reținut peste cotă */
  extra_kg_price: string;
  night: boolean;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type DiscountResponse = {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  /** procent (0–100) sau lei, 2 zecimale */
  value: string;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type DocSeriesResponse = {
  id: number;
  type: 'pass' | 'receipt' | 'cash';
  series: string;
  next_number: number;
  /** documente emise din serie */
  issued_count: number;
  is_default: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type CompanyResponse = {
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
  waters: WaterResponse[];
  plans: PlanResponse[];
  discounts: DiscountResponse[];
  doc_series: DocSeriesResponse[];
};
export type SessionUserResponse = {
  id: number;
  name: string;
  email: string;
  /** 1 administrator platformă, 2 administrator firmă, 3 angajat */
  role: 1 | 2 | 3;
  phone: string | null;
  company_id: number | null;
  last_login_at: string | null;
  created_at: string;
  company: CompanyResponse | null;
};
export type UpdateProfileDto = {
  name?: string;
  email?: string;
  phone?: string | null;
  /** Required to change the email or the password. */
  current_password?: string;
  password?: string;
  password_confirmation?: string;
};
