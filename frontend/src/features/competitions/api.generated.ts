// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CompetitionFilterDto,
  CompetitionPage,
  CompetitionResponse,
  CompetitionTeamPage,
  CompetitionTeamResponse,
  CorrectWeighInDto,
  CreateCompetitionDto,
  CreateTeamDto,
  CreateWeighInDto,
  DrawDto,
  DrawResponse,
  RankingResponse,
  ReasonDto,
  TeamCheckInDto,
  TeamFilterDto,
  UpdateCompetitionDto,
  WeighInFilterDto,
  WeighInPage,
  WeighInResponse,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    competitionsControllerList: build.query<CompetitionsControllerListApiResponse, CompetitionsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions`,
        method: 'POST',
        body: queryArg.competitionFilterDto,
      }),
    }),
    competitionsControllerCreate: build.mutation<
      CompetitionsControllerCreateApiResponse,
      CompetitionsControllerCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createCompetition`,
        method: 'POST',
        body: queryArg.createCompetitionDto,
      }),
    }),
    competitionsControllerGet: build.query<CompetitionsControllerGetApiResponse, CompetitionsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    competitionsControllerUpdate: build.mutation<
      CompetitionsControllerUpdateApiResponse,
      CompetitionsControllerUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateCompetitionDto,
      }),
    }),
    competitionsControllerCancel: build.mutation<
      CompetitionsControllerCancelApiResponse,
      CompetitionsControllerCancelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    competitionsControllerOpenRegistration: build.mutation<
      CompetitionsControllerOpenRegistrationApiResponse,
      CompetitionsControllerOpenRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/openRegistration`,
        method: 'POST',
      }),
    }),
    competitionsControllerTeamList: build.query<
      CompetitionsControllerTeamListApiResponse,
      CompetitionsControllerTeamListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/teams`,
        method: 'POST',
        body: queryArg.teamFilterDto,
      }),
    }),
    competitionsControllerCreateTeam: build.mutation<
      CompetitionsControllerCreateTeamApiResponse,
      CompetitionsControllerCreateTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/createTeam`,
        method: 'POST',
        body: queryArg.createTeamDto,
      }),
    }),
    competitionsControllerConfirmTeam: build.mutation<
      CompetitionsControllerConfirmTeamApiResponse,
      CompetitionsControllerConfirmTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/teams/${encodeURIComponent(String(queryArg.teamId))}/confirm`,
        method: 'POST',
      }),
    }),
    competitionsControllerCancelTeam: build.mutation<
      CompetitionsControllerCancelTeamApiResponse,
      CompetitionsControllerCancelTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/teams/${encodeURIComponent(String(queryArg.teamId))}/cancel`,
        method: 'POST',
        body: queryArg.reasonDto,
      }),
    }),
    competitionsControllerCheckInTeam: build.mutation<
      CompetitionsControllerCheckInTeamApiResponse,
      CompetitionsControllerCheckInTeamApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/teams/${encodeURIComponent(String(queryArg.teamId))}/checkIn`,
        method: 'POST',
        body: queryArg.teamCheckInDto,
      }),
    }),
    competitionsControllerDraw: build.mutation<CompetitionsControllerDrawApiResponse, CompetitionsControllerDrawApiArg>(
      {
        query: (queryArg) => ({
          url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/draw`,
          method: 'POST',
          body: queryArg.drawDto,
        }),
      },
    ),
    competitionsControllerStart: build.mutation<
      CompetitionsControllerStartApiResponse,
      CompetitionsControllerStartApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/start`,
        method: 'POST',
      }),
    }),
    competitionsControllerFinish: build.mutation<
      CompetitionsControllerFinishApiResponse,
      CompetitionsControllerFinishApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/finish`,
        method: 'POST',
      }),
    }),
    competitionsControllerWeighInList: build.query<
      CompetitionsControllerWeighInListApiResponse,
      CompetitionsControllerWeighInListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/weighIns`,
        method: 'POST',
        body: queryArg.weighInFilterDto,
      }),
    }),
    competitionsControllerCreateWeighIn: build.mutation<
      CompetitionsControllerCreateWeighInApiResponse,
      CompetitionsControllerCreateWeighInApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/createWeighIn`,
        method: 'POST',
        body: queryArg.createWeighInDto,
      }),
    }),
    competitionsControllerCorrectWeighIn: build.mutation<
      CompetitionsControllerCorrectWeighInApiResponse,
      CompetitionsControllerCorrectWeighInApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/weighIns/${encodeURIComponent(String(queryArg.weighInId))}/correct`,
        method: 'POST',
        body: queryArg.correctWeighInDto,
      }),
    }),
    competitionsControllerRanking: build.query<
      CompetitionsControllerRankingApiResponse,
      CompetitionsControllerRankingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/competitions/${encodeURIComponent(String(queryArg.id))}/ranking`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as competitionsEndpoints };
export type CompetitionsControllerListApiResponse = /** status 200 O pagină */ CompetitionPage;
export type CompetitionsControllerListApiArg = {
  companyId: number;
  competitionFilterDto: CompetitionFilterDto;
};
export type CompetitionsControllerCreateApiResponse = /** status 201 Creat */ CompetitionResponse;
export type CompetitionsControllerCreateApiArg = {
  companyId: number;
  createCompetitionDto: CreateCompetitionDto;
};
export type CompetitionsControllerGetApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type CompetitionsControllerUpdateApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateCompetitionDto: UpdateCompetitionDto;
};
export type CompetitionsControllerCancelApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerCancelApiArg = {
  companyId: number;
  id: number;
  reasonDto: ReasonDto;
};
export type CompetitionsControllerOpenRegistrationApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerOpenRegistrationApiArg = {
  companyId: number;
  id: number;
};
export type CompetitionsControllerTeamListApiResponse = /** status 200 O pagină */ CompetitionTeamPage;
export type CompetitionsControllerTeamListApiArg = {
  companyId: number;
  id: number;
  teamFilterDto: TeamFilterDto;
};
export type CompetitionsControllerCreateTeamApiResponse = /** status 201 Creat */ CompetitionTeamResponse;
export type CompetitionsControllerCreateTeamApiArg = {
  companyId: number;
  id: number;
  createTeamDto: CreateTeamDto;
};
export type CompetitionsControllerConfirmTeamApiResponse = /** status 200 OK */ CompetitionTeamResponse;
export type CompetitionsControllerConfirmTeamApiArg = {
  companyId: number;
  id: number;
  teamId: number;
};
export type CompetitionsControllerCancelTeamApiResponse = /** status 200 OK */ CompetitionTeamResponse;
export type CompetitionsControllerCancelTeamApiArg = {
  companyId: number;
  id: number;
  teamId: number;
  reasonDto: ReasonDto;
};
export type CompetitionsControllerCheckInTeamApiResponse = /** status 200 OK */ CompetitionTeamResponse;
export type CompetitionsControllerCheckInTeamApiArg = {
  companyId: number;
  id: number;
  teamId: number;
  teamCheckInDto: TeamCheckInDto;
};
export type CompetitionsControllerDrawApiResponse = /** status 200 OK */ DrawResponse;
export type CompetitionsControllerDrawApiArg = {
  companyId: number;
  id: number;
  drawDto: DrawDto;
};
export type CompetitionsControllerStartApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerStartApiArg = {
  companyId: number;
  id: number;
};
export type CompetitionsControllerFinishApiResponse = /** status 200 OK */ CompetitionResponse;
export type CompetitionsControllerFinishApiArg = {
  companyId: number;
  id: number;
};
export type CompetitionsControllerWeighInListApiResponse = /** status 200 O pagină */ WeighInPage;
export type CompetitionsControllerWeighInListApiArg = {
  companyId: number;
  id: number;
  weighInFilterDto: WeighInFilterDto;
};
export type CompetitionsControllerCreateWeighInApiResponse = /** status 201 Creat */ WeighInResponse;
export type CompetitionsControllerCreateWeighInApiArg = {
  companyId: number;
  id: number;
  createWeighInDto: CreateWeighInDto;
};
export type CompetitionsControllerCorrectWeighInApiResponse = /** status 201 Creat */ WeighInResponse;
export type CompetitionsControllerCorrectWeighInApiArg = {
  companyId: number;
  id: number;
  weighInId: number;
  correctWeighInDto: CorrectWeighInDto;
};
export type CompetitionsControllerRankingApiResponse = /** status 200 OK */ RankingResponse;
export type CompetitionsControllerRankingApiArg = {
  companyId: number;
  id: number;
};
