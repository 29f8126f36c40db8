import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';

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

export type CompetitionStatus = 'draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled';
export type ShortRule = 'mean' | 'max';

export interface CompetitionRound {
  starts_at: string;
  ends_at: string;
}
export interface CompetitionSector {
  id?: number;
  name: string;
  stand_ids: number[];
}
export interface CompetitionInput {
  name: string;
  water_id: number;
  starts_at: string;
  ends_at: string;
  rounds: CompetitionRound[];
  team_size: number;
  entry_fee: string;
  fish_ids: number[];
  min_weight_kg: string;
  fish_count: number | null;
  short_rule: ShortRule;
  sectors: CompetitionSector[];
}
export interface Competition extends CompetitionInput {
  id: number;
  status: CompetitionStatus;
  seed: string | null;
  drawn_at: string | null;
  water: { id: number; name: string } | null;
  fishes: { id: number; name: string }[];
  sectors: (CompetitionSector & { id: number })[];
  teams_count: number;
}
export type TeamStatus = 'requested' | 'confirmed' | 'cancelled';
export interface Team {
  id: number;
  name: string;
  phone: string | null;
  email?: string | null;
  status: TeamStatus;
  members: { client_id: number | null; name: string; phone?: string | null }[];
  sector_id: number | null;
  sector_name: string | null;
  stand_id: number | null;
  stand_number: string | null;
  checked_in_at: string | null;
  fee_receipt: { id: number; series: string; number: number } | null;
  fee_fiscal_job: { id: number; status: string } | null;
}
export interface TeamInput {
  name: string;
  phone: string;
  member_ids: number[];
  guests: { name: string; phone?: string | null }[];
}
export interface TeamsPage {
  data: Team[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
export interface Draw {
  competition_id: number;
  seed: string;
  drawn_at: string;
  teams: {
    team_id: number;
    team_name: string;
    sector_id: number;
    sector_name: string;
    stand_id: number;
    stand_number: string;
  }[];
}
export interface WeighIn {
  id: number;
  uid: string;
  team_id: number;
  team_name: string;
  stand_number: string | null;
  round: number;
  fish_id: number;
  fish: string;
  weight_kg: string;
  witness: string | null;
  weighed_at: string;
  correction_of: number | null;
  replaced_by: number | null;
  voided: boolean;
}
export interface WeighInsPage {
  data: WeighIn[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
export interface WeighInInput {
  uid: string;
  team_id: number;
  round: number;
  fish_id: number;
  weight_kg: string;
  witness: string;
  weighed_at: string;
}
export interface RankingTeam {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  weight_kg: string;
  fish: number;
  place: number;
  points: number;
  biggest_kg: string | null;
}
export interface RankingOverall {
  team_id: number;
  team_name: string;
  sector_name: string | null;
  stand_number: string | null;
  place: number;
  points: number;
  weight_kg: string;
  best_place: number;
  biggest_kg: string | null;
}
export interface BiggestFish {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  fish_id: number;
  fish: string;
  weight_kg: string;
  round: number;
  weighed_at: string;
}
export interface Ranking {
  rounds: { round: number; sectors: { sector_id: number; name: string; teams: RankingTeam[] }[] }[];
  overall: RankingOverall[];
  biggest_fish: BiggestFish | null;
}
export interface CompetitionsPage {
  data: Competition[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}
export interface CompetitionsFilter {
  companyId: number;
  search?: string;
  status?: CompetitionStatus;
  water_id?: number;
  date_from?: string;
  date_to?: string;
  page: number;
  per_page: number;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

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
    updateCompetition: build.mutation<Competition, Partial<CompetitionInput> & Ref>({
      query: ({ companyId, id, ...body }) => call(competitionsRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    /** The status moves: open the registration, start, finish, cancel. */
    competitionAction: build.mutation<
      Competition,
      Ref & { action: 'openRegistration' | 'start' | 'finish' | 'cancel'; reason?: string }
    >({
      query: ({ companyId, id, action, reason }) =>
        call(competitionsRoutes[action], { companyId, id }, { body: reason ? { reason } : {} }),
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
        call(competitionsRoutes.cancelTeam, { companyId, id, teamId }, { body: reason ? { reason } : {} }),
      invalidatesTags: (_r, _e, { id }) => teamTags(id),
    }),
    /** The team arrives: guests become clients and the entry fee is taken (chitanță or bon fiscal). */
    checkInTeam: build.mutation<Team, Ref & { teamId: number; payment_method: 'cash' | 'card' | 'transfer' }>({
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
    correctWeighIn: build.mutation<
      WeighIn,
      Ref & { weighInId: number; reason: string; weight_kg?: string; fish_id?: number; void?: boolean }
    >({
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
