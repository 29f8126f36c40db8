// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
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
export type CompetitionsControllerListApiArg = { companyId: number; competitionFilterDto: CompetitionFilterDto };
export type CompetitionsControllerTeamListApiArg = { companyId: number; id: number; teamFilterDto: TeamFilterDto };
export type CompetitionsControllerWeighInListApiArg = {
  companyId: number;
  id: number;
  weighInFilterDto: WeighInFilterDto;
};
export const competitionsEndpoints = inject<{
  competitionsControllerList: Query<CompetitionPage, CompetitionsControllerListApiArg>;
  competitionsControllerCreate: Mutation<
    CompetitionResponse,
    { companyId: number; createCompetitionDto: CreateCompetitionDto }
  >;
  competitionsControllerGet: Query<CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerUpdate: Mutation<
    CompetitionResponse,
    { companyId: number; id: number; updateCompetitionDto: UpdateCompetitionDto }
  >;
  competitionsControllerCancel: Mutation<CompetitionResponse, { companyId: number; id: number; reasonDto: ReasonDto }>;
  competitionsControllerOpenRegistration: Mutation<CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerTeamList: Query<CompetitionTeamPage, CompetitionsControllerTeamListApiArg>;
  competitionsControllerCreateTeam: Mutation<
    CompetitionTeamResponse,
    { companyId: number; id: number; createTeamDto: CreateTeamDto }
  >;
  competitionsControllerConfirmTeam: Mutation<
    CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number }
  >;
  competitionsControllerCancelTeam: Mutation<
    CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number; reasonDto: ReasonDto }
  >;
  competitionsControllerCheckInTeam: Mutation<
    CompetitionTeamResponse,
    { companyId: number; id: number; teamId: number; teamCheckInDto: TeamCheckInDto }
  >;
  competitionsControllerDraw: Mutation<DrawResponse, { companyId: number; id: number; drawDto: DrawDto }>;
  competitionsControllerStart: Mutation<CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerFinish: Mutation<CompetitionResponse, { companyId: number; id: number }>;
  competitionsControllerWeighInList: Query<WeighInPage, CompetitionsControllerWeighInListApiArg>;
  competitionsControllerCreateWeighIn: Mutation<
    WeighInResponse,
    { companyId: number; id: number; createWeighInDto: CreateWeighInDto }
  >;
  competitionsControllerCorrectWeighIn: Mutation<
    WeighInResponse,
    { companyId: number; id: number; weighInId: number; correctWeighInDto: CorrectWeighInDto }
  >;
  competitionsControllerRanking: Query<RankingResponse, { companyId: number; id: number }>;
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
