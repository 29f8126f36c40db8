// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicCompetitionsControllerList: build.query<
      PublicCompetitionsControllerListApiResponse,
      PublicCompetitionsControllerListApiArg
    >({
      query: (queryArg) => ({ url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}/competitions` }),
    }),
    publicCompetitionsControllerRegister: build.mutation<
      PublicCompetitionsControllerRegisterApiResponse,
      PublicCompetitionsControllerRegisterApiArg
    >({
      query: (queryArg) => ({
        url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}/competitions/${encodeURIComponent(String(queryArg.id))}/register`,
        method: 'POST',
        body: queryArg.publicRegistrationDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicCompetitionsEndpoints };
export type PublicCompetitionsControllerListApiResponse = /** status 200 Listă */ PublicCompetitionListItem[];
export type PublicCompetitionsControllerListApiArg = {
  slug: string;
};
export type PublicCompetitionsControllerRegisterApiResponse = /** status 201 Creat */ PublicRegistrationResponse;
export type PublicCompetitionsControllerRegisterApiArg = {
  slug: string;
  id: number;
  publicRegistrationDto: PublicRegistrationDto;
};
export type PublicCompetitionListItem = {
  id: number;
  name: string;
  water: string;
  starts_at: string;
  ends_at: string;
  status: 'draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled';
  team_size: number;
  /** lei, 2 zecimale */
  entry_fee: string;
  registration_open: boolean;
};
export type ErrorResponse = {
  message: string;
};
export type PublicRegistrationResponse = {
  id: number;
  status: 'requested';
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type PublicMemberDto = {
  /** litere, spații, cratime, apostrofuri și puncte */
  name: string;
};
export type PublicRegistrationDto = {
  team_name: string;
  /** se păstrează în forma E.164 (+40722123456) */
  phone: string;
  email?: string | null;
  members: PublicMemberDto[];
  consent: true;
  website?: string | null;
};
