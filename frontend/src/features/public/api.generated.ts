// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicControllerCompany: build.query<PublicControllerCompanyApiResponse, PublicControllerCompanyApiArg>({
      query: (queryArg) => ({ url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}` }),
    }),
    publicControllerPass: build.query<PublicControllerPassApiResponse, PublicControllerPassApiArg>({
      query: (queryArg) => ({
        url: `/api/public/passes/${encodeURIComponent(String(queryArg.code))}`,
        params: {
          company: queryArg.company,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicEndpoints };
export type PublicControllerCompanyApiResponse = /** status 200 OK */ PublicCompanyResponse;
export type PublicControllerCompanyApiArg = {
  slug: string;
};
export type PublicControllerPassApiResponse = /** status 200 OK */ PublicPassResponse;
export type PublicControllerPassApiArg = {
  code: string;
  company: string;
};
export type StateResponse = {
  id: number;
  name: string;
  code: string;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type PublicWaterResponse = {
  id: number;
  name: string;
  city: string | null;
  state: StateResponse | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fishes: NamedRef[];
};
export type PublicPlanResponse = {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  /** lei, 2 zecimale */
  price: string;
  /** lansete */
  rods: number;
  /** kg; 0 = catch & release */
  retention_kg: string;
  night: boolean;
  description: string | null;
  waters: NamedRef[];
};
export type PublicCompanyResponse = {
  name: string;
  slug: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: StateResponse | null;
  waters: PublicWaterResponse[];
  plans: PublicPlanResponse[];
};
export type ErrorResponse = {
  message: string;
};
export type PublicPassCompany = {
  name: string;
  slug: string;
};
export type PublicName = {
  name?: string;
};
export type PublicPassResponse = {
  state: 'upcoming' | 'valid' | 'expired' | 'cancelled' | 'exited';
  company: PublicPassCompany;
  water: PublicName;
  plan: PublicName;
  valid_from: string;
  valid_to: string;
  /** ieșirea pescarului (starea "exited") */
  checked_out_at: string | null;
  /** inițialele titularului, ex. "P. I." */
  holder: string;
  series: string;
  number: number;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
