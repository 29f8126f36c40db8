import { Bool, Decimal, Instant, Int, Money, Nested, NamedRef, OneOf, Text } from '@app/common/openapi';
import { ApiProperty } from '@nestjs/swagger';
import { FiscalJobRef } from '@app/fiscal/fiscal.presenter';
import { money } from '@app/common/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@app/passes/payment-methods';
import {
  COMPETITION_STATUSES,
  SHORT_RULES,
  type Competition,
  type CompetitionRound,
  type CompetitionStatus,
  type ShortRule,
} from './entities/competition.entity';
import { TEAM_SOURCES, TEAM_STATUSES, type TeamSource, type TeamStatus } from './entities/competition-team.entity';

/** Points: a number that may be a half (tied places share their mean). */
const Points = (description?: string) => ApiProperty({ type: 'number', example: 2.5, description });

export class CompetitionRoundResponse {
  @Int({ description: 'numărul manșei, de la 1' }) round: number;
  @Instant() starts_at: string;
  @Instant() ends_at: string;
}

export class CompetitionStandRef {
  @Int() id: number;
  @Text() number: string;
}

export class CompetitionSectorResponse {
  @Int() id: number;
  @Text() name: string;
  @Nested([CompetitionStandRef]) stands: CompetitionStandRef[];
}

export class CompetitionTeamCounts {
  @Int() requested: number;
  @Int() confirmed: number;
  @Int() drawn: number;
  @Int({ description: 'echipele (oricare stare) cu taxa încasată: le-o restituie anularea concursului' })
  paid: number;
  @Money({ description: 'suma taxelor încasate ale acestor echipe' }) paid_fees: string;
}

export class CompetitionResponse {
  @Int() id: number;
  @Text() name: string;
  @Int() water_id: number;
  @Nested(NamedRef) water: NamedRef;
  @Instant() starts_at: Date;
  @Instant() ends_at: Date;
  @Nested([CompetitionRoundResponse]) rounds: CompetitionRoundResponse[];
  @Int() team_size: number;
  @Money() entry_fee: string;
  @ApiProperty({ type: 'integer', isArray: true, description: 'speciile numărate; goală = toate' })
  fish_ids: number[];
  @Decimal(3, { description: 'kg' }) min_weight_kg: string;
  @Int({ nullable: true, description: 'N: se numără cei mai grei N pești; null = toți' }) fish_count: number | null;
  @OneOf(SHORT_RULES, {
    description:
      'mean = echipele fără captură împart locurile rămase; max = echipa sub N primește punctajul maxim al sectorului',
  })
  short_rule: ShortRule;
  @OneOf(COMPETITION_STATUSES) status: CompetitionStatus;
  @Nested([CompetitionSectorResponse]) sectors: CompetitionSectorResponse[];
  @Nested(CompetitionTeamCounts) teams: CompetitionTeamCounts;
  @Text({ nullable: true, description: 'sămânța ultimei trageri la sorți' }) seed: string | null;
  @Instant({ nullable: true }) drawn_at: Date | null;
  @Text({ nullable: true }) cancel_reason: string | null;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

export function roundsOf(c: Pick<Competition, 'rounds'>): CompetitionRound[] {
  return JSON.parse(c.rounds) as CompetitionRound[];
}

export function fishIdsOf(c: Pick<Competition, 'fish_ids'>): number[] {
  return JSON.parse(c.fish_ids) as number[];
}

export function presentCompetition(
  c: Competition,
  extra: { water: NamedRef; sectors: CompetitionSectorResponse[]; teams: CompetitionTeamCounts },
): CompetitionResponse {
  return {
    id: c.id,
    name: c.name,
    water_id: c.water_id,
    water: extra.water,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    rounds: roundsOf(c).map((r, i) => ({ round: i + 1, starts_at: r.starts_at, ends_at: r.ends_at })),
    team_size: c.team_size,
    entry_fee: money(c.entry_fee),
    fish_ids: fishIdsOf(c),
    min_weight_kg: Number(c.min_weight_kg).toFixed(3),
    fish_count: c.fish_count,
    short_rule: c.short_rule,
    status: c.status,
    sectors: extra.sectors,
    teams: extra.teams,
    seed: c.seed,
    drawn_at: c.drawn_at,
    cancel_reason: c.cancel_reason,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export class TeamMemberResponse {
  @Int() id: number;
  @Int({ nullable: true, description: 'clientul; null = oaspete (devine client la prezentare)' })
  client_id: number | null;
  @Text() name: string;
  @Text({ nullable: true }) phone: string | null;
}

export class TeamReceiptRef {
  @Int() id: number;
  @Text() series: string;
  @Int() number: number;
}

export class CompetitionTeamResponse {
  @Int() id: number;
  @Int() competition_id: number;
  @Text() name: string;
  @Text() phone: string;
  @Text({ nullable: true }) email: string | null;
  @OneOf(TEAM_STATUSES) status: TeamStatus;
  @OneOf(TEAM_SOURCES) source: TeamSource;
  @Nested([TeamMemberResponse]) members: TeamMemberResponse[];
  @Int({ nullable: true }) sector_id: number | null;
  @Text({ nullable: true }) sector_name: string | null;
  @Int({ nullable: true }) stand_id: number | null;
  @Text({ nullable: true }) stand_number: string | null;
  @Money({ description: 'taxa de participare' }) fee: string;
  @Bool({ description: 'taxa a fost încasată (sau nu era datorată) la prezentare' }) fee_paid: boolean;
  @OneOf(PAYMENT_METHODS, {
    nullable: true,
    description: 'cum s-a plătit taxa la prezentare; null: nu s-a încasat nimic',
  })
  fee_payment_method: PaymentMethod | null;
  @Nested(TeamReceiptRef, { nullable: true, description: 'chitanța taxei (doar numerar, modul chitanțe)' })
  fee_receipt: TeamReceiptRef | null;
  @Nested(FiscalJobRef, { nullable: true, description: 'bonul fiscal al taxei (modul casă de marcat)' })
  fee_fiscal_job: FiscalJobRef | null;
  @Instant({ nullable: true }) checked_in_at: Date | null;
  @Text({ nullable: true }) cancel_reason: string | null;
  @Instant() created_at: Date;
}

export class DrawPlaceResponse {
  @Int() team_id: number;
  @Text() team_name: string;
  @Int() sector_id: number;
  @Text() sector_name: string;
  @Int() stand_id: number;
  @Text() stand_number: string;
}

export class DrawResponse {
  @Int() competition_id: number;
  @Text({ description: 'aceeași sămânță dă aceeași tragere' }) seed: string;
  @Instant() drawn_at: Date;
  @Nested([DrawPlaceResponse]) teams: DrawPlaceResponse[];
}

export class WeighInResponse {
  @Int() id: number;
  @Int() competition_id: number;
  @Text({ nullable: true, description: 'făcut pe telefon; null la o corectură' }) uid: string | null;
  @Int() team_id: number;
  @Text() team_name: string;
  @Text({ nullable: true }) stand_number: string | null;
  @Int() round: number;
  @Int() fish_id: number;
  @Text() fish: string;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Text() witness: string;
  @Instant() weighed_at: Date;
  @Int({ nullable: true }) judge_id: number | null;
  @Int({ nullable: true, description: 'cântărirea corectată de aceasta' }) correction_of: number | null;
  @Int({ nullable: true, description: 'corectura care o înlocuiește' }) replaced_by: number | null;
  @Bool({ description: 'peștele a fost scos din clasament' }) voided: boolean;
  @Text({ nullable: true, description: 'motivul corecturii' }) reason: string | null;
  @Bool({ description: 'se numără (nici înlocuită, nici scoasă)' }) counts: boolean;
  @Instant() created_at: Date;
}

export class RankingTeamRoundResponse {
  @Int() team_id: number;
  @Text() team_name: string;
  @Text({ nullable: true }) stand_number: string | null;
  @Decimal(3, { description: 'captura numărată, kg' }) weight_kg: string;
  @Int({ description: 'pești numărați' }) fish: number;
  @Int({ description: 'locul în sector (egalii împart locul cel mai bun)' }) place: number;
  @Points('punctele: media locurilor acoperite de egali') points: number;
  @Decimal(3, { description: 'cel mai mare pește numărat, kg' }) biggest_kg: string;
}

export class RankingSectorResponse {
  @Int() sector_id: number;
  @Text() name: string;
  @Nested([RankingTeamRoundResponse]) teams: RankingTeamRoundResponse[];
}

export class RankingRoundResponse {
  @Int() round: number;
  @Nested([RankingSectorResponse]) sectors: RankingSectorResponse[];
}

export class RankingOverallResponse {
  @Int() team_id: number;
  @Text() team_name: string;
  @Text() sector_name: string;
  @Text({ nullable: true }) stand_number: string | null;
  @Int() place: number;
  @Points('suma punctelor din manșe') points: number;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Points('cel mai bun punctaj dintr-o manșă') best_place: number;
  @Decimal(3, { description: 'kg' }) biggest_kg: string;
}

export class BiggestFishResponse {
  @Int() team_id: number;
  @Text() team_name: string;
  @Text({ nullable: true }) stand_number: string | null;
  @Int() fish_id: number;
  @Text() fish: string;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Int() round: number;
  @Instant() weighed_at: Date;
}

export class RankingResponse {
  @Nested([RankingRoundResponse]) rounds: RankingRoundResponse[];
  @Nested([RankingOverallResponse]) overall: RankingOverallResponse[];
  @Nested(BiggestFishResponse, { nullable: true }) biggest_fish: BiggestFishResponse | null;
}

export class PublicWeighInResponse {
  @Int() id: number;
  @Text() team_name: string;
  @Text({ nullable: true }) stand_number: string | null;
  @Text({ nullable: true }) sector_name: string | null;
  @Text() fish: string;
  @Decimal(3, { description: 'kg' }) weight_kg: string;
  @Int() round: number;
  @Instant() weighed_at: Date;
  @Bool({ description: 'se poate puncta: specie din regulament, cel puțin greutatea minimă' }) scores: boolean;
}

export class PublicCompetitionResponse {
  @Int() id: number;
  @Text() name: string;
  @Text({ description: 'apa' }) water: string;
  @Instant() starts_at: Date;
  @Instant() ends_at: Date;
  @OneOf(COMPETITION_STATUSES) status: CompetitionStatus;
  @Nested([CompetitionRoundResponse]) rounds: CompetitionRoundResponse[];
  @Int() team_size: number;
  @Money() entry_fee: string;
  @Bool({ description: 'înscrierile sunt deschise' }) registration_open: boolean;
  @Int({ description: 'standuri rămase libere de echipele confirmate' }) places_left: number;
  @Int({ description: 'crește cu fiecare cântărire (cel mai mare id)' }) version: number;
  @Nested(RankingResponse) ranking: RankingResponse;
  @Nested([PublicWeighInResponse], { description: 'cele mai noi 20 de cântăriri' }) latest: PublicWeighInResponse[];
}

export class PublicCompetitionListItem {
  @Int() id: number;
  @Text() name: string;
  @Text() water: string;
  @Instant() starts_at: Date;
  @Instant() ends_at: Date;
  @OneOf(COMPETITION_STATUSES) status: CompetitionStatus;
  @Int() team_size: number;
  @Money() entry_fee: string;
  @Bool() registration_open: boolean;
  @Int({ description: 'standuri rămase libere de echipele confirmate; 0: cererile așteaptă un loc eliberat' })
  places_left: number;
}

/** A competition as the public pages show it, `water` its water's name. */
export function presentPublicCompetition(c: Competition, water: string, placesLeft: number): PublicCompetitionListItem {
  return {
    id: c.id,
    name: c.name,
    water,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    status: c.status,
    team_size: c.team_size,
    entry_fee: money(c.entry_fee),
    registration_open: c.status === 'registration',
    places_left: placesLeft,
  };
}

export class PublicRegistrationResponse {
  @Int() id: number;
  @OneOf(['requested']) status: 'requested';
}
