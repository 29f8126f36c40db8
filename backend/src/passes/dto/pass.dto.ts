import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional } from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import {
  DateOnly,
  OneOf,
  OptionalId,
  OptionalRequestKey,
  OptionalText,
  RequiredId,
  FilterOneOf,
} from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { PAYMENT_METHODS, PaymentMethod } from '../entities/pass.entity';

export class CreatePassDto {
  @RequiredId()
  plan_id: number;

  /** Must be one of the plan's waters. */
  @RequiredId()
  water_id: number;

  @OptionalId()
  discount_id?: number | null;

  /** The stand the angler fishes from: no other pass or booking may hold it then; its supplement is added. */
  @OptionalId()
  stand_id?: number | null;

  /** Start of validity (ISO-8601); default: now. */
  @ApiPropertyOptional({ example: '2026-06-01T05:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Data și ora de început nu sunt valide.' })
  valid_from?: string;

  @OneOf(PAYMENT_METHODS, false)
  payment_method?: PaymentMethod;

  @OptionalText(2000)
  notes?: string | null;

  @OptionalText(16)
  car_plate?: string | null;

  /** Pass series; the company's default one when left out. */
  @OptionalId()
  doc_series_id?: number | null;

  /** Issue the chitanță in the same transaction; default true for cash. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  issue_receipt?: boolean;

  @OptionalId()
  receipt_series_id?: number | null;

  @OptionalText(40)
  fiscal_receipt_no?: string | null;

  @OptionalRequestKey()
  request_key?: string;
}

/** An issued pass changes only in these. */
export class UpdatePassDto {
  @OptionalText(2000)
  notes?: string | null;

  @OptionalText(16)
  car_plate?: string | null;

  @OneOf(PAYMENT_METHODS, false)
  payment_method?: PaymentMethod;
}

export const PASS_STATES = ['upcoming', 'valid', 'expired', 'cancelled'] as const;
export type PassState = (typeof PASS_STATES)[number];
/** A pass's state as answered: also "exited" once the angler's exit is recorded (not a list filter). */
export const SHOWN_PASS_STATES = [...PASS_STATES, 'exited'] as const;
export type ShownPassState = (typeof SHOWN_PASS_STATES)[number];

export class PassFilterDto extends ListFilterDto {
  /** Validity start from this day (Romania). */
  @DateOnly(false)
  date_from?: string;

  @DateOnly(false)
  date_to?: string;

  @OptionalId()
  water_id?: number;

  @OptionalId()
  plan_id?: number;

  @OptionalId()
  client_id?: number;

  @OptionalId()
  stand_id?: number;

  @FilterOneOf(PASS_STATES)
  status?: PassState;
}
