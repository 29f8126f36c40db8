// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  PublicCompetitionListItem,
  PublicRegistrationDto,
  PublicRegistrationResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
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
