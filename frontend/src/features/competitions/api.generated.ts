// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type NamedRef = {
  id: number;
  name: string;
};
export type CompetitionRoundResponse = {
  /** numărul manșei, de la 1 */
  round: number;
  starts_at: string;
  ends_at: string;
};
export type CompetitionStandRef = {
  id: number;
  number: string;
};
export type CompetitionSectorResponse = {
  id: number;
  name: string;
  stands: CompetitionStandRef[];
};
export type CompetitionTeamCounts = {
  requested: number;
  confirmed: number;
  drawn: number;
};
export type CompetitionResponse = {
  id: number;
  name: string;
  water_id: number;
  water: NamedRef;
  starts_at: string;
  ends_at: string;
  rounds: CompetitionRoundResponse[];
  team_size: number;
  /** lei, 2 zecimale */
  entry_fee: string;
  /** speciile numărate; goală = toate */
  fish_ids: number[];
  /** kg */
  min_weight_kg: string;
  /** N: se numără cei mai grei N pești; null = toți */
  fish_count: number | null;
  /** mean = echipele fără captură împart locurile rămase; max = echipa sub N primește punctajul maxim al sectorului */
  short_rule: 'mean' | 'max';
  status: 'draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled';
  sectors: CompetitionSectorResponse[];
  teams: CompetitionTeamCounts;
  /** sămânța ultimei trageri la sorți */
  seed: string | null;
  drawn_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
};
export type CompetitionPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: CompetitionResponse[];
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
export type CompetitionFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  status?: ('draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled') | null;
  water_id?: number | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type RoundDto = {
  starts_at: string;
  ends_at: string;
};
export type SectorDto = {
  name: string;
  stand_ids: number[];
};
export type CreateCompetitionDto = {
  name: string;
  water_id: number;
  starts_at: string;
  ends_at: string;
  rounds: RoundDto[];
  team_size: number;
  entry_fee: string | number;
  fish_ids?: number[];
  min_weight_kg: string | number;
  fish_count?: number | null;
  short_rule: 'mean' | 'max';
  sectors: SectorDto[];
};
export type UpdateCompetitionDto = {
  name?: string;
  water_id?: number;
  starts_at?: string;
  ends_at?: string;
  rounds?: RoundDto[];
  team_size?: number;
  entry_fee?: string | number;
  fish_ids?: number[];
  min_weight_kg?: string | number;
  fish_count?: number | null;
  short_rule?: 'mean' | 'max';
  sectors?: SectorDto[];
};
export type ReasonDto = {
  reason?: string | null;
};
export type TeamMemberResponse = {
  id: number;
  /** clientul; null = oaspete (devine client la prezentare) */
  client_id: number | null;
  name: string;
  phone: string | null;
};
export type TeamReceiptRef = {
  id: number;
  series: string;
  number: number;
};
export type FiscalJobRef = {
  id: number;
  /** queued = în coadă; sent = la casa de marcat; printed = tipărit */
  status: 'queued' | 'sent' | 'printed' | 'failed' | 'cancelled';
  /** numărul bonului fiscal */
  receipt_number: string | null;
  /** eroarea driverului, în română */
  error: string | null;
};
export type CompetitionTeamResponse = {
  id: number;
  competition_id: number;
  name: string;
  phone: string;
  email: string | null;
  status: 'requested' | 'confirmed' | 'cancelled';
  source: 'staff' | 'online';
  members: TeamMemberResponse[];
  sector_id: number | null;
  sector_name: string | null;
  stand_id: number | null;
  stand_number: string | null;
  /** taxa de participare */
  fee: string;
  /** taxa a fost încasată (sau nu era datorată) la prezentare */
  fee_paid: boolean;
  /** chitanța taxei */
  fee_receipt: TeamReceiptRef | null;
  /** bonul fiscal al taxei (modul casă de marcat) */
  fee_fiscal_job: FiscalJobRef | null;
  checked_in_at: string | null;
  cancel_reason: string | null;
  created_at: string;
};
export type CompetitionTeamPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: CompetitionTeamResponse[];
};
export type TeamFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  status?: ('requested' | 'confirmed' | 'cancelled') | null;
};
export type GuestMemberDto = {
  /** litere, spații, cratime, apostrofuri și puncte */
  name: string;
  phone?: string | null;
};
export type CreateTeamDto = {
  name: string;
  phone: string;
  member_ids?: number[];
  guests?: GuestMemberDto[];
};
export type TeamCheckInDto = {
  payment_method: 'cash' | 'card' | 'transfer';
  receipt_series_id?: number | null;
};
export type DrawPlaceResponse = {
  team_id: number;
  team_name: string;
  sector_id: number;
  sector_name: string;
  stand_id: number;
  stand_number: string;
};
export type DrawResponse = {
  competition_id: number;
  /** aceeași sămânță dă aceeași tragere */
  seed: string;
  drawn_at: string;
  teams: DrawPlaceResponse[];
};
export type DrawDto = {
  seed?: string | null;
};
export type WeighInResponse = {
  id: number;
  competition_id: number;
  /** făcut pe telefon; null la o corectură */
  uid: string | null;
  team_id: number;
  team_name: string;
  stand_number: string | null;
  round: number;
  fish_id: number;
  fish: string;
  /** kg */
  weight_kg: string;
  witness: string;
  weighed_at: string;
  judge_id: number | null;
  /** cântărirea corectată de aceasta */
  correction_of: number | null;
  /** corectura care o înlocuiește */
  replaced_by: number | null;
  /** peștele a fost scos din clasament */
  voided: boolean;
  /** motivul corecturii */
  reason: string | null;
  /** se numără (nici înlocuită, nici scoasă) */
  counts: boolean;
  created_at: string;
};
export type WeighInPage = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
  data: WeighInResponse[];
};
export type WeighInFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  team_id?: number | null;
  round?: number | null;
  after_id?: number | null;
};
export type CreateWeighInDto = {
  uid: string;
  team_id: number;
  round: number;
  fish_id: number;
  weight_kg: string | number;
  witness: string;
  weighed_at?: string;
};
export type CorrectWeighInDto = {
  reason: string;
  team_id?: number | null;
  round?: number | null;
  fish_id?: number | null;
  weight_kg?: string | number;
  void?: boolean;
};
export type RankingTeamRoundResponse = {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  /** captura numărată, kg */
  weight_kg: string;
  /** pești numărați */
  fish: number;
  /** locul în sector (egalii împart locul cel mai bun) */
  place: number;
  /** punctele: media locurilor acoperite de egali */
  points: number;
  /** cel mai mare pește numărat, kg */
  biggest_kg: string;
};
export type RankingSectorResponse = {
  sector_id: number;
  name: string;
  teams: RankingTeamRoundResponse[];
};
export type RankingRoundResponse = {
  round: number;
  sectors: RankingSectorResponse[];
};
export type RankingOverallResponse = {
  team_id: number;
  team_name: string;
  sector_name: string;
  stand_number: string | null;
  place: number;
  /** suma punctelor din manșe */
  points: number;
  /** kg */
  weight_kg: string;
  /** cel mai bun punctaj dintr-o manșă */
  best_place: number;
  /** kg */
  biggest_kg: string;
};
export type BiggestFishResponse = {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  fish_id: number;
  fish: string;
  /** kg */
  weight_kg: string;
  round: number;
  weighed_at: string;
};
export type RankingResponse = {
  rounds: RankingRoundResponse[];
  overall: RankingOverallResponse[];
  biggest_fish: BiggestFishResponse | null;
};
