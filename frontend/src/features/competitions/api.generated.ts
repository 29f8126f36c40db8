// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type CompetitionsControllerListApiArg = { companyId: number; competitionFilterDto: S.CompetitionFilterDto };
export type CompetitionsControllerTeamListApiArg = { companyId: number; id: number; teamFilterDto: S.TeamFilterDto };
export type CompetitionsControllerWeighInListApiArg = {
  companyId: number;
  id: number;
  weighInFilterDto: S.WeighInFilterDto;
};
export const competitionsEndpoints = inject<{
  competitionsControllerList: Query<S.CompetitionPage, CompetitionsControllerListApiArg>;
  competitionsControllerCreate: Mutation<
    S.CompetitionResponse,
    { companyId: number; createCompetitionDto: S.CreateCompetitionDto }
  >;
  competitionsControllerGet: Query<S.CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerUpdate: Mutation<
    S.CompetitionResponse,
    { companyId: number; id: number; updateCompetitionDto: S.UpdateCompetitionDto }
  >;
  competitionsControllerCancel: Mutation<
    S.CompetitionResponse,
    { companyId: number; id: number; reasonDto: S.ReasonDto }
  >;
  competitionsControllerOpenRegistration: Mutation<S.CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerTeamList: Query<S.CompetitionTeamPage, CompetitionsControllerTeamListApiArg>;
  competitionsControllerCreateTeam: Mutation<
    S.CompetitionTeamResponse,
    { companyId: number; id: number; createTeamDto: S.CreateTeamDto }
  >;
  competitionsControllerConfirmTeam: Mutation<
    S.CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number }
  >;
  competitionsControllerCancelTeam: Mutation<
    S.CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number; reasonDto: S.ReasonDto }
  >;
  competitionsControllerCheckInTeam: Mutation<
    S.CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number; teamCheckInDto: S.TeamCheckInDto }
  >;
  competitionsControllerCancelTeamFee: Mutation<
    S.CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number; reasonDto: S.ReasonDto }
  >;
  competitionsControllerDraw: Mutation<S.DrawResponse, { companyId: number; id: number; drawDto: S.DrawDto }>;
  competitionsControllerStart: Mutation<S.CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerFinish: Mutation<S.CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerWeighInList: Query<S.WeighInPage, CompetitionsControllerWeighInListApiArg>;
  competitionsControllerCreateWeighIn: Mutation<
    S.WeighInResponse,
    { companyId: number; id: number; createWeighInDto: S.CreateWeighInDto }
  >;
  competitionsControllerCorrectWeighIn: Mutation<
    S.WeighInResponse,
    { companyId: number; id: number; weighInId: number; correctWeighInDto: S.CorrectWeighInDto }
  >;
  competitionsControllerRanking: Query<S.RankingResponse, { companyId: number; id: number }>;
}>({
  competitionsControllerList: { query: 'POST /api/company/{companyId}/competitions', body: 'competitionFilterDto' },
  competitionsControllerCreate: {
    mutation: 'POST /api/company/{companyId}/createCompetition',
    body: 'createCompetitionDto',
  },
  competitionsControllerGet: { query: 'GET /api/company/{companyId}/competitions/{id}' },
  competitionsControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/update',
    body: 'updateCompetitionDto',
  },
  competitionsControllerCancel: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/cancel',
    body: 'reasonDto',
  },
  competitionsControllerOpenRegistration: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/openRegistration',
  },
  competitionsControllerTeamList: {
    query: 'POST /api/company/{companyId}/competitions/{id}/teams',
    body: 'teamFilterDto',
  },
  competitionsControllerCreateTeam: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/createTeam',
    body: 'createTeamDto',
  },
  competitionsControllerConfirmTeam: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/teams/{teamId}/confirm',
  },
  competitionsControllerCancelTeam: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/teams/{teamId}/cancel',
    body: 'reasonDto',
  },
  competitionsControllerCheckInTeam: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/teams/{teamId}/checkIn',
    body: 'teamCheckInDto',
  },
  competitionsControllerCancelTeamFee: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/teams/{teamId}/cancelFee',
    body: 'reasonDto',
  },
  competitionsControllerDraw: { mutation: 'POST /api/company/{companyId}/competitions/{id}/draw', body: 'drawDto' },
  competitionsControllerStart: { mutation: 'POST /api/company/{companyId}/competitions/{id}/start' },
  competitionsControllerFinish: { mutation: 'POST /api/company/{companyId}/competitions/{id}/finish' },
  competitionsControllerWeighInList: {
    query: 'POST /api/company/{companyId}/competitions/{id}/weighIns',
    body: 'weighInFilterDto',
  },
  competitionsControllerCreateWeighIn: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/createWeighIn',
    body: 'createWeighInDto',
  },
  competitionsControllerCorrectWeighIn: {
    mutation: 'POST /api/company/{companyId}/competitions/{id}/weighIns/{weighInId}/correct',
    body: 'correctWeighInDto',
  },
  competitionsControllerRanking: { query: 'POST /api/company/{companyId}/competitions/{id}/ranking' },
});
