// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companiesControllerCreate: build.mutation<CompaniesControllerCreateApiResponse, CompaniesControllerCreateApiArg>({
      query: (queryArg) => ({ url: `/api/company/create`, method: 'POST', body: queryArg.createCompanyDto }),
    }),
    companiesControllerUpdate: build.mutation<CompaniesControllerUpdateApiResponse, CompaniesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/update`,
        method: 'POST',
        body: queryArg.updateCompanyDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companiesEndpoints };
export type CompaniesControllerCreateApiResponse = /** status 201 Creat */ CompanyResponse;
export type CompaniesControllerCreateApiArg = {
  createCompanyDto: CreateCompanyDto;
};
export type CompaniesControllerUpdateApiResponse = /** status 200 OK */ CompanyResponse;
export type CompaniesControllerUpdateApiArg = {
  companyId: number;
  updateCompanyDto: UpdateCompanyDto;
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
export type CreateCompanyDto = {
  name: string;
  /** Public subdomain: 3–40 of a-z 0-9 - */
  slug: string;
  /** Romanian CIF; the RO prefix marks a VAT payer */
  cui: string;
  reg_com?: string | null;
  address?: string | null;
  /** County id from GET /states */
  state_id?: number | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bank?: string | null;
};
export type UpdateCompanyDto = {
  name?: string;
  /** Public subdomain: 3–40 of a-z 0-9 - */
  slug?: string;
  /** Romanian CIF; the RO prefix marks a VAT payer */
  cui?: string;
  reg_com?: string | null;
  address?: string | null;
  /** County id from GET /states */
  state_id?: number | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bank?: string | null;
  store_cnp?: boolean;
  store_id_documents?: boolean;
  documents_retention_months?: number | null;
  inactive_client_anonymize_years?: number | null;
  public_recent_catches?: boolean;
  staff_personal_export?: boolean;
  booking_days_ahead?: number | null;
  public_pending_limit?: number | null;
  fiscal_mode?: 'receipt' | 'amef';
};
