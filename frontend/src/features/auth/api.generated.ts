// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileControllerUpdate: build.mutation<ProfileControllerUpdateApiResponse, ProfileControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/users/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateProfileDto,
      }),
    }),
    authControllerLogin: build.mutation<AuthControllerLoginApiResponse, AuthControllerLoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    authControllerLogout: build.mutation<AuthControllerLogoutApiResponse, AuthControllerLogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    authControllerMe: build.query<AuthControllerMeApiResponse, AuthControllerMeApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    authControllerRegister: build.mutation<AuthControllerRegisterApiResponse, AuthControllerRegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    authControllerPasswordEmail: build.mutation<
      AuthControllerPasswordEmailApiResponse,
      AuthControllerPasswordEmailApiArg
    >({
      query: (queryArg) => ({ url: `/api/password/email`, method: 'POST', body: queryArg.passwordEmailDto }),
    }),
    authControllerPasswordReset: build.mutation<
      AuthControllerPasswordResetApiResponse,
      AuthControllerPasswordResetApiArg
    >({
      query: (queryArg) => ({ url: `/api/password/reset`, method: 'POST', body: queryArg.passwordResetDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authEndpoints };
export type ProfileControllerUpdateApiResponse = /** status 200 OK */ SessionUserResponse;
export type ProfileControllerUpdateApiArg = {
  id: number;
  updateProfileDto: UpdateProfileDto;
};
export type AuthControllerLoginApiResponse = /** status 200 OK */ SessionResponse;
export type AuthControllerLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthControllerLogoutApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerLogoutApiArg = void;
export type AuthControllerMeApiResponse = /** status 200 OK */ CurrentUserResponse;
export type AuthControllerMeApiArg = void;
export type AuthControllerRegisterApiResponse = /** status 201 Creat */ SessionResponse;
export type AuthControllerRegisterApiArg = {
  registerDto: RegisterDto;
};
export type AuthControllerPasswordEmailApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerPasswordEmailApiArg = {
  passwordEmailDto: PasswordEmailDto;
};
export type AuthControllerPasswordResetApiResponse = /** status 200 OK */ MessageResponse;
export type AuthControllerPasswordResetApiArg = {
  passwordResetDto: PasswordResetDto;
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
export type UpdateProfileDto = {
  name?: string;
  email?: string;
  phone?: string | null;
  /** Required to change the email or the password. */
  current_password?: string;
  password?: string;
  password_confirmation?: string;
};
export type SessionResponse = {
  user: SessionUserResponse;
  /** bearer token (Authorization: Bearer …) */
  token: string;
};
export type LoginErrorResponse = {
  /** 'Email sau parolă incorectă.' */
  error: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type MessageResponse = {
  message: string;
};
export type StateResponse = {
  id: number;
  name: string;
  code: string;
};
export type CurrentUserResponse = {
  states: StateResponse[];
  fishes: NamedRef[];
  roles: NamedRef[];
  user: SessionUserResponse;
};
export type RegisterDto = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
};
export type PasswordEmailDto = {
  email: string;
};
export type PasswordResetDto = {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
};
