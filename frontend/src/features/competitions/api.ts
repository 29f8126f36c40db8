import type { SubscriptionOptions } from '@reduxjs/toolkit/query';
import { apiPath } from '@/shared/api/apiPath';
import {
  competitionsEndpoints,
  type CompetitionFilterDto,
  type CompetitionResponse,
  type CompetitionTeamPage,
  type CompetitionTeamResponse,
  type CreateCompetitionDto,
  type RankingOverallResponse,
  type RankingResponse,
  type RankingTeamRoundResponse,
  type WeighInResponse,
} from './api.generated';

/**
 * Competitions: registration, the draw, weigh-ins from the bank, the live ranking. The endpoints
 * are generated from openapi.json (api.generated.ts); their cache tags are here.
 */
export type Competition = CompetitionResponse;
export type CompetitionStatus = Competition['status'];
export type CompetitionInput = CreateCompetitionDto;
export type CompetitionsFilter = CompetitionFilterDto;
export type Team = CompetitionTeamResponse;
export type TeamStatus = Team['status'];
type TeamPage = CompetitionTeamPage;
export type WeighIn = WeighInResponse;
export type Ranking = RankingResponse;
export type RankingTeam = RankingTeamRoundResponse;
export type RankingOverall = RankingOverallResponse;

type Ref = { companyId: number; id: number };
const tags = (id: number) => [
  { type: 'Competition' as const, id },
  { type: 'Competition' as const, id: 'LIST' },
];

const teamTags = (id: number) => [...tags(id), { type: 'Competition' as const, id: `teams-${id}` }];

const weighInsTags = (id: number) => [
  { type: 'Competition' as const, id: `weighins-${id}` },
  { type: 'Competition' as const, id: `ranking-${id}` },
];

export const competitionsApi = competitionsEndpoints.enhanceEndpoints({
  addTagTypes: ['Competition'],
  endpoints: {
    competitionsControllerList: { providesTags: [{ type: 'Competition', id: 'LIST' }] },
    competitionsControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Competition', id }] },
    competitionsControllerCreate: { invalidatesTags: [{ type: 'Competition', id: 'LIST' }] },
    competitionsControllerUpdate: { invalidatesTags: (_r, _e, { id }) => tags(id) },
    // The status moves: open the registration, start, finish, cancel (which undoes the fees taken).
    competitionsControllerOpenRegistration: { invalidatesTags: (_r, _e, { id }) => teamTags(id) },
    competitionsControllerStart: { invalidatesTags: (_r, _e, { id }) => teamTags(id) },
    competitionsControllerFinish: { invalidatesTags: (_r, _e, { id }) => teamTags(id) },
    competitionsControllerCancel: {
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Receipt', id: 'LIST' }],
    },
    competitionsControllerDraw: {
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Competition', id: `ranking-${id}` }],
    },
    competitionsControllerTeamList: { providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `teams-${id}` }] },
    competitionsControllerCreateTeam: { invalidatesTags: (_r, _e, { id }) => teamTags(id) },
    competitionsControllerConfirmTeam: { invalidatesTags: (_r, _e, { id }) => teamTags(id) },
    /** The team withdraws: its fee taken is undone with it. */
    competitionsControllerCancelTeam: {
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Receipt', id: 'LIST' }],
    },
    /** The team arrives: guests become clients and the entry fee is taken (chitanță or bon fiscal). */
    competitionsControllerCheckInTeam: {
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Receipt', id: 'LIST' }],
    },
    /** The fee undone: its chitanță or bon's sale is cancelled with it. */
    competitionsControllerCancelTeamFee: {
      invalidatesTags: (_r, _e, { id }) => [...teamTags(id), { type: 'Receipt', id: 'LIST' }],
    },
    competitionsControllerWeighInList: {
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `weighins-${id}` }],
    },
    competitionsControllerCreateWeighIn: {
      // The judge's queue shows its own state (judgeQueue.ts): no toast from the base query.
      extraOptions: { silent: true },
      invalidatesTags: (_r, error, { id }) => (error ? [] : weighInsTags(id)),
    },
    competitionsControllerCorrectWeighIn: { invalidatesTags: (_r, _e, { id }) => weighInsTags(id) },
    competitionsControllerRanking: {
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `ranking-${id}` }],
    },
  },
});

export const {
  useCompetitionsControllerGetQuery: useCompetitionQuery,
  useCompetitionsControllerCreateMutation: useCreateCompetitionMutation,
  useCompetitionsControllerUpdateMutation: useUpdateCompetitionMutation,
  useCompetitionsControllerDrawMutation: useDrawMutation,
  useCompetitionsControllerCreateTeamMutation: useCreateTeamMutation,
  useCompetitionsControllerConfirmTeamMutation: useConfirmTeamMutation,
  useCompetitionsControllerCancelTeamMutation: useCancelTeamMutation,
  useCompetitionsControllerCheckInTeamMutation: useCheckInTeamMutation,
  useCompetitionsControllerCancelTeamFeeMutation: useCancelTeamFeeMutation,
  useCompetitionsControllerCreateWeighInMutation: useCreateWeighInMutation,
  useCompetitionsControllerCorrectWeighInMutation: useCorrectWeighInMutation,
  useCompetitionsControllerRankingQuery: useRankingQuery,
} = competitionsApi;

/** A list's subscription: skipped, polled, refetched on mount. */
type ListOptions = SubscriptionOptions & { skip?: boolean; refetchOnMountOrArgChange?: boolean | number };

/** The most rows the API answers in one page (ListFilterDto's per_page, backend/src/common/pagination.ts). */
export const MAX_PER_PAGE = 100;

/**
 * Every team of a competition, read page by page (MAX_PER_PAGE each) and answered as one page: the
 * draw, the judge's list of teams, the printed draw and the counts need them all, and requests and
 * withdrawn teams may be more than one page holds.
 */
const allTeamsApi = competitionsApi.injectEndpoints({
  endpoints: (build) => ({
    competitionTeamsAll: build.query<TeamPage, Ref>({
      async queryFn(ref, _api, _extra, baseQuery) {
        const rows = new Map<number, Team>();
        let last: TeamPage | undefined;
        for (let page = 1; !last || page <= last.last_page; page += 1) {
          const answer = await baseQuery({
            url: apiPath('post', '/api/company/{companyId}/competitions/{id}/teams', ref),
            method: 'POST',
            body: { page, per_page: MAX_PER_PAGE, sort_by: 'id', sort_dir: 'asc' },
          });
          if (answer.error) return { error: answer.error };
          last = answer.data as TeamPage;
          // In id order: a team registered meanwhile comes at the end, never twice.
          for (const t of last.data) rows.set(t.id, t);
        }
        const data = [...rows.values()];
        return { data: { data, total: data.length, current_page: 1, per_page: data.length, last_page: 1 } };
      },
      providesTags: (_r, _e, { id }) => [{ type: 'Competition', id: `teams-${id}` }],
    }),
  }),
});

/** A competition's teams, all of them (allTeamsApi). */
export function useTeamsQuery(ref: Ref, options?: ListOptions) {
  return allTeamsApi.useCompetitionTeamsAllQuery(ref, options);
}

/** Weigh-ins on one page of the Cântăriri tab. */
export const WEIGH_INS_PER_PAGE = 50;

/** A page of a competition's weigh-ins, newest first (the tab pages through them, its page in the URL). */
export function useWeighInsQuery(ref: Ref, page: number, options?: ListOptions) {
  return competitionsApi.useCompetitionsControllerWeighInListQuery(
    { ...ref, weighInFilterDto: { page, per_page: WEIGH_INS_PER_PAGE } },
    options,
  );
}

type CompetitionAction = 'openRegistration' | 'start' | 'finish' | 'cancel';

/** The status moves as one action: `act({ companyId, id, action, reason })` (the reason for a cancel). */
export function useCompetitionActionMutation() {
  const [openRegistration, opening] = competitionsApi.useCompetitionsControllerOpenRegistrationMutation();
  const [start, starting] = competitionsApi.useCompetitionsControllerStartMutation();
  const [finish, finishing] = competitionsApi.useCompetitionsControllerFinishMutation();
  const [cancel, cancelling] = competitionsApi.useCompetitionsControllerCancelMutation();
  const act = ({ action, reason, ...ref }: Ref & { action: CompetitionAction; reason?: string }) =>
    action === 'cancel'
      ? cancel({ ...ref, reasonDto: { reason: reason ?? null } })
      : { openRegistration, start, finish }[action](ref);
  const isLoading = opening.isLoading || starting.isLoading || finishing.isLoading || cancelling.isLoading;
  return [act, { isLoading }] as const;
}
