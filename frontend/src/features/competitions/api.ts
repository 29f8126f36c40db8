import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';

/** Competitions: registration, the draw, weigh-ins from the bank, the live ranking. */
export const competitionsRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/competitions' },
  create: { method: 'POST', path: '/api/company/{companyId}/createCompetition' },
  get: { method: 'GET', path: '/api/company/{companyId}/competitions/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/update' },
  cancel: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/cancel' },
  openRegistration: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/openRegistration' },
  teams: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/teams' },
  createTeam: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/createTeam' },
  confirmTeam: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/teams/{teamId}/confirm' },
  cancelTeam: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/teams/{teamId}/cancel' },
  checkInTeam: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/teams/{teamId}/checkIn' },
  draw: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/draw' },
  start: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/start' },
  finish: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/finish' },
  weighIns: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/weighIns' },
  createWeighIn: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/createWeighIn' },
  correctWeighIn: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/weighIns/{weighInId}/correct' },
  ranking: { method: 'POST', path: '/api/company/{companyId}/competitions/{id}/ranking' },
} as const;

export type Competition = Schemas['CompetitionResponse'];
export type CompetitionStatus = Competition['status'];
export type CompetitionInput = Body<'/api/company/{companyId}/createCompetition', 'post'>;
export type CompetitionsFilter = Body<'/api/company/{companyId}/competitions', 'post'> & { companyId: number };
export type CompetitionsPage = Schemas['CompetitionPage'];
export type Team = Schemas['CompetitionTeamResponse'];
export type TeamStatus = Team['status'];
export type TeamInput = Body<'/api/company/{companyId}/competitions/{id}/createTeam', 'post'>;
export type TeamsPage = Schemas['CompetitionTeamPage'];
export type PaymentMethod = Body<
  '/api/company/{companyId}/competitions/{id}/teams/{teamId}/checkIn',
  'post'
>['payment_method'];
export type Draw = Schemas['DrawResponse'];
export type WeighIn = Schemas['WeighInResponse'];
export type WeighInsPage = Schemas['WeighInPage'];
export type WeighInInput = Body<'/api/company/{companyId}/competitions/{id}/createWeighIn', 'post'>;
export type WeighInCorrection = Body<'/api/company/{companyId}/competitions/{id}/weighIns/{weighInId}/correct', 'post'>;
export type Ranking = Schemas['RankingResponse'];
export type RankingTeam = Schemas['RankingTeamRoundResponse'];
export type RankingOverall = Schemas['RankingOverallResponse'];

type Ref = { companyId: number; id: number };
const tags = (id: number) => [
  { type: 'Competition' as const, id },
  { type: 'Competition' as const, id: 'LIST' },
];

const teamTags = (id: number) => [...tags(id), { type: 'Competition' as const, id: `teams-${id}` }];

export const competitionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Competition'] }).injectEndpoints({
  endpoints: (build) => ({
    competitions: build.query<CompetitionsPage, CompetitionsFilter>({
      query: ({ companyId, ...body }) => call(competitionsRoutes.list, { companyId }, { body }),
      providesTags: [{ type: 'Competition', id: 'LIST' }],
    }),
    competition: build.query<Competition, Ref>({
      query: ({ companyId, id }) => call(competitionsRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id }],
    }),
    createCompetition: build.mutation<Competition, CompetitionInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(competitionsRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Competition', id: 'LIST' }],
    }),
    updateCompetition: build.mutation<
      Competition,
      Body<'/api/company/{companyId}/competitions/{id}/update', 'post'> & Ref
    >({
      query: ({ companyId, id, ...body }) => call(competitionsRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    /** The status moves: open the registration, start, finish, cancel. */
    competitionAction: build.mutation<
      Competition,
      Ref & { action: 'openRegistration' | 'start' | 'finish' | 'cancel'; reason?: string }
    >({
      query: ({ companyId, id, action, reason }) =>
        call(
          competitionsRoutes[action],
          { companyId, id },
          action === 'cancel' ? { body: { reason: reason ?? null } } : {},
        ),
      invalidatesTags: (_r, _e, { id }) => teamTags(id),
    }),
    draw: build.mutation<Draw, Ref & { seed?: string | null }>({
      query: ({ companyId, id, seed }) =>
        call(competitionsRoutes.draw, { companyId, id }, { body: seed ? { seed } : {} }),
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Competition', id: `ranking-${id}` }],
    }),
    teams: build.query<TeamsPage, Ref>({
      query: ({ companyId, id }) => call(competitionsRoutes.teams, { companyId, id }, { body: { per_page: 100 } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `teams-${id}` }],
    }),
    createTeam: build.mutation<Team, Ref & TeamInput>({
      query: ({ companyId, id, ...body }) => call(competitionsRoutes.createTeam, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => teamTags(id),
    }),
    confirmTeam: build.mutation<Team, Ref & { teamId: number }>({
      query: ({ companyId, id, teamId }) =>
        call(competitionsRoutes.confirmTeam, { companyId, id, teamId }, { body: {} }),
      invalidatesTags: (_r, _e, { id }) => teamTags(id),
    }),
    cancelTeam: build.mutation<Team, Ref & { teamId: number; reason?: string }>({
      query: ({ companyId, id, teamId, reason }) =>
        call(competitionsRoutes.cancelTeam, { companyId, id, teamId }, { body: { reason: reason ?? null } }),
      invalidatesTags: (_r, _e, { id }) => teamTags(id),
    }),
    /** The team arrives: guests become clients and the entry fee is taken (chitanță or bon fiscal). */
    checkInTeam: build.mutation<Team, Ref & { teamId: number; payment_method: PaymentMethod }>({
      query: ({ companyId, id, teamId, payment_method }) =>
        call(competitionsRoutes.checkInTeam, { companyId, id, teamId }, { body: { payment_method } }),
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Receipt', id: 'LIST' }],
    }),
    weighIns: build.query<WeighInsPage, Ref>({
      query: ({ companyId, id }) => call(competitionsRoutes.weighIns, { companyId, id }, { body: { per_page: 100 } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `weighins-${id}` }],
    }),
    createWeighIn: build.mutation<WeighIn, Ref & WeighInInput>({
      query: ({ companyId, id, ...body }) => call(competitionsRoutes.createWeighIn, { companyId, id }, { body }),
      // The judge's queue shows its own state (judgeQueue.ts): no toast from the base query.
      extraOptions: { silent: true },
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Competition', id: `weighins-${id}` },
              { type: 'Competition', id: `ranking-${id}` },
            ],
    }),
    correctWeighIn: build.mutation<WeighIn, Ref & WeighInCorrection & { weighInId: number }>({
      query: ({ companyId, id, weighInId, ...body }) =>
        call(competitionsRoutes.correctWeighIn, { companyId, id, weighInId }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Competition', id: `weighins-${id}` },
        { type: 'Competition', id: `ranking-${id}` },
      ],
    }),
    ranking: build.query<Ranking, Ref>({
      query: ({ companyId, id }) => call(competitionsRoutes.ranking, { companyId, id }, { body: {} }),
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `ranking-${id}` }],
    }),
  }),
});

export const {
  useCompetitionsQuery,
  useCompetitionQuery,
  useCreateCompetitionMutation,
  useUpdateCompetitionMutation,
  useCompetitionActionMutation,
  useDrawMutation,
  useTeamsQuery,
  useCreateTeamMutation,
  useConfirmTeamMutation,
  useCancelTeamMutation,
  useCheckInTeamMutation,
  useWeighInsQuery,
  useCreateWeighInMutation,
  useCorrectWeighInMutation,
  useRankingQuery,
} = competitionsApi;
