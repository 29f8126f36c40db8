import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  Equals,
  IsBoolean,
  IsEmail,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import {
  DateOnly,
  FilterOneOf,
  IdList,
  Money,
  NestedList,
  OneOf,
  OptionalId,
  OptionalInt,
  OptionalRequestKey,
  OptionalText,
  RequiredId,
  RequiredInt,
  RequiredText,
} from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { PersonName, PublicPhone, TeamName } from '@app/common/validation/public-form';
import {
  COMPETITION_STATUSES,
  SHORT_RULES,
  type CompetitionStatus,
  type ShortRule,
} from '../entities/competition.entity';
import { TEAM_STATUSES, type TeamStatus } from '../entities/competition-team.entity';

const INSTANT = { example: '2026-06-12T04:00:00Z' };
const PHONE = /^\+?[0-9 .\-()]{9,20}$/;
const KG = /^\d{1,2}(\.\d{1,3})?$/;
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Kilograms with at most 3 decimals, under 100 kg, as a JSON number or a decimal string; `positive`: above 0. */
const Kilograms = (required: boolean, positive: boolean) =>
  applyDecorators(
    required
      ? ApiProperty({
          oneOf: [
            { type: 'string', example: '12.345' },
            { type: 'number', example: 12.345 },
          ],
        })
      : ApiPropertyOptional({
          oneOf: [
            { type: 'string', example: '12.345' },
            { type: 'number', example: 12.345 },
          ],
        }),
    ...(required ? [IsNotEmpty({ message: ro.required })] : [IsOptional()]),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isCompetitionKg',
        target: target.constructor,
        propertyName: propertyName as string,
        options: {
          message: positive
            ? 'Introduceți o greutate mai mare decât 0 și sub 100 kg, cu cel mult trei zecimale.'
            : 'Introduceți o greutate între 0 și 99,999 kg, cu cel mult trei zecimale.',
        },
        validator: {
          validate: (v: unknown) => {
            const text =
              typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
            return KG.test(text) && (!positive || Number(text) > 0);
          },
        },
      }),
  );

const Instant = (required = true) =>
  applyDecorators(
    required ? ApiProperty(INSTANT) : ApiPropertyOptional(INSTANT),
    ...(required ? [IsNotEmpty({ message: ro.required })] : [IsOptional()]),
    IsISO8601({ strict: true }, { message: 'Data și ora nu sunt valide.' }),
  );

export class RoundDto {
  @Instant()
  starts_at: string;

  @Instant()
  ends_at: string;
}

export class SectorDto {
  @RequiredText(60, 'Sectorul A')
  name: string;

  @IdList(true, 200)
  @ArrayMinSize(1, { message: 'Alegeți cel puțin un stand.' })
  stand_ids: number[];
}

export class CreateCompetitionDto {
  @RequiredText(160, 'Cupa Bălții 2026')
  name: string;

  @RequiredId()
  water_id: number;

  @Instant()
  starts_at: string;

  @Instant()
  ends_at: string;

  @NestedList(RoundDto, {
    min: { count: 1, message: 'Concursul are cel puțin o manșă.' },
    max: 10,
    maxMessage: 'Cel mult 10 manșe.',
  })
  rounds: RoundDto[];

  /** Anglers per team, 1–4. */
  @RequiredInt(1, 4)
  team_size: number;

  @Money({ min: 0 })
  entry_fee: string | number;

  /** The counted species; empty: every species counts. */
  @IdList(false, 50)
  fish_ids: number[];

  @Kilograms(true, false)
  min_weight_kg: string | number;

  /** N: only the heaviest N fish of a team and round count; null: all of them. */
  @OptionalInt(1, 100)
  fish_count?: number | null;

  @OneOf(SHORT_RULES)
  short_rule: ShortRule;

  @NestedList(SectorDto, {
    min: { count: 1, message: 'Concursul are cel puțin un sector.' },
    max: 26,
    maxMessage: 'Cel mult 26 de sectoare.',
  })
  sectors: SectorDto[];
}

export class UpdateCompetitionDto extends PartialType(CreateCompetitionDto, { skipNullProperties: false }) {}

export class CompetitionFilterDto extends ListFilterDto {
  @FilterOneOf(COMPETITION_STATUSES)
  status?: CompetitionStatus;

  @OptionalId()
  water_id?: number;

  /** Competitions that overlap this day range (Romania). */
  @DateOnly(false)
  date_from?: string;

  @DateOnly(false)
  date_to?: string;
}

export class ReasonDto {
  @OptionalText(255)
  reason?: string | null;
}

export class GuestMemberDto {
  @PersonName(160, 'Ion Popescu')
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(PHONE, { message: ro.phone })
  phone?: string | null;
}

export class CreateTeamDto {
  @RequiredText(120, 'Crapii din Nord')
  name: string;

  @ApiProperty({ type: String, maxLength: 20, example: '0722 123 456' })
  @Transform(trim)
  @IsNotEmpty({ message: ro.required })
  @Matches(PHONE, { message: ro.phone })
  phone: string;

  /** Members who are clients. */
  @IdList(false, 4)
  member_ids: number[];

  /** Members who are not clients yet (they become clients at the team's check-in). */
  @NestedList(GuestMemberDto, { max: 4, presence: 'optional' })
  guests?: GuestMemberDto[];
}

export class TeamFilterDto extends ListFilterDto {
  @FilterOneOf(TEAM_STATUSES)
  status?: TeamStatus;
}

export class TeamCheckInDto {
  @OneOf(['cash', 'card', 'transfer'])
  payment_method: 'cash' | 'card' | 'transfer';

  @OptionalId()
  receipt_series_id?: number | null;

  /** The fee form's attempt (common/request-keys.ts): sent again after a lost answer, the fee already taken. */
  @OptionalRequestKey()
  request_key?: string;
}

export class DrawDto {
  /** Letters, digits, '-' and '_'; left out: a random one. */
  @ApiPropertyOptional({ type: String, maxLength: 32, nullable: true, example: 'cupa-2026' })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsString({ message: ro.string })
  @MaxLength(32, { message: ro.maxLength })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Sămânța poate conține doar litere, cifre, „-” și „_”.' })
  seed?: string | null;
}

export class WeighInFilterDto extends ListFilterDto {
  @OptionalId()
  team_id?: number;

  @OptionalInt(1, 10)
  round?: number;

  /** Only entries with a larger id (what arrived since the last read). */
  @OptionalInt(0, 2_147_483_647)
  after_id?: number;
}

export class CreateWeighInDto {
  /** Made on the judge's phone: a resend with the same uid answers the row already recorded. */
  @ApiProperty({ type: String, maxLength: 64, example: '6f1c2b7e-4d0a-4a53-9a3e-2f9b1c0d8e77' })
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(64, { message: ro.maxLength })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Identificatorul poate conține doar litere, cifre, „-” și „_”.' })
  uid: string;

  @RequiredId()
  team_id: number;

  @RequiredInt(1, 10)
  round: number;

  @RequiredId()
  fish_id: number;

  @Kilograms(true, true)
  weight_kg: string | number;

  @RequiredText(120, 'Vasile Ionescu')
  witness: string;

  /** When the fish was weighed, by the phone's clock; left out: now. */
  @Instant(false)
  weighed_at?: string;
}

export class CorrectWeighInDto {
  @RequiredText(255, 'Cântar recalibrat')
  reason: string;

  @OptionalId()
  team_id?: number | null;

  @OptionalInt(1, 10)
  round?: number | null;

  @OptionalId()
  fish_id?: number | null;

  @Kilograms(false, true)
  weight_kg?: string | number;

  /** The fish is struck out (it does not count); nothing else may be sent with it. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  void?: boolean;
}

export class PublicMemberDto {
  @PersonName(160, 'Ion Popescu')
  name: string;
}

/** A registration request from the public page (the limits of public-form.ts and public bookings). */
export class PublicRegistrationDto {
  @TeamName(120, 'Crapii din Nord')
  team_name: string;

  @PublicPhone('0722 123 456')
  phone: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsEmail({}, { message: ro.email })
  email?: string | null;

  @NestedList(PublicMemberDto, { min: { count: 1, message: 'Scrieți cel puțin un membru al echipei.' }, max: 4 })
  members: PublicMemberDto[];

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: 'Trebuie să fiți de acord cu folosirea datelor pentru înscriere.' })
  consent: true;

  /** Left empty by people; a filled one marks a robot (the request is dropped). */
  @OptionalText(200)
  website?: string | null;
}
