import { ApiProperty, ApiPropertyOptional, OmitType, PartialType, PickType } from '@nestjs/swagger';
import { Equals, IsEmail, IsISO8601, IsNotEmpty, IsOptional, Matches, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';
import { ListFilterDto } from '@app/common/pagination';
import {
  DateOnly,
  FilterOneOf,
  Money,
  OneOf,
  OptionalId,
  OptionalInt,
  OptionalRequestKey,
  OptionalText,
  RequiredId,
  RequiredInt,
} from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { PersonName, PublicPhone } from '@app/common/validation/public-form';
import { PAYMENT_METHODS, type PaymentMethod } from '@app/passes/payment-methods';
import { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus } from '../entities/booking.entity';

const INSTANT = { example: '2026-06-12T04:00:00Z' };
const PHONE = /^\+?[0-9 .\-()]{9,20}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

export class CreateBookingDto {
  /** The angler, when a client; otherwise a guest (guest_name and guest_phone). */
  @OptionalId()
  client_id?: number | null;

  @OptionalText(160)
  guest_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(PHONE, { message: ro.phone })
  guest_phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 255 })
  @IsOptional()
  @Transform(blankToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsEmail({}, { message: ro.email })
  guest_email?: string | null;

  @RequiredId()
  water_id: number;

  /** Required on a water with stands, left out (null) on one without. */
  @OptionalId()
  stand_id?: number | null;

  @RequiredId()
  plan_id: number;

  @ApiProperty(INSTANT)
  @IsNotEmpty({ message: ro.required })
  @IsISO8601({ strict: true }, { message: 'Data și ora de început nu sunt valide.' })
  starts_at: string;

  @ApiProperty(INSTANT)
  @IsNotEmpty({ message: ro.required })
  @IsISO8601({ strict: true }, { message: 'Data și ora de sfârșit nu sunt valide.' })
  ends_at: string;

  /** Anglers on the stand, 1–10 (default 1). */
  @OptionalInt(1, 10)
  anglers?: number;

  /** Lei paid in advance: recorded with a chitanță from the receipt series. */
  @Money({ min: 0, required: false })
  deposit?: string | number;

  @OptionalId()
  receipt_series_id?: number | null;

  /** gate or phone (online requests come through the public page); default phone. */
  @OneOf(['gate', 'phone'], false)
  source?: 'gate' | 'phone';

  @OptionalText(2000)
  notes?: string | null;

  /** The form's attempt (common/request-keys.ts): sent again after a lost answer, the booking already made. */
  @OptionalRequestKey()
  request_key?: string;
}

export class UpdateBookingDto extends PartialType(OmitType(CreateBookingDto, ['request_key'] as const), {
  skipNullProperties: false,
}) {}

export class BookingFilterDto extends ListFilterDto {
  /** Bookings that overlap this day range (Romania). */
  @DateOnly(false)
  date_from?: string;

  @DateOnly(false)
  date_to?: string;

  @OptionalId()
  water_id?: number;

  @OptionalId()
  stand_id?: number;

  @FilterOneOf(BOOKING_STATUSES)
  status?: BookingStatus;

  @FilterOneOf(BOOKING_SOURCES)
  source?: BookingSource;
}

export class BookingReasonDto {
  @OptionalText(255)
  reason?: string | null;
}

export class CheckInDto {
  @OneOf(PAYMENT_METHODS)
  payment_method: PaymentMethod;

  @OptionalText(16)
  car_plate?: string | null;

  /** The button's attempt (common/request-keys.ts): sent again after a lost answer, the pass already issued. */
  @OptionalRequestKey()
  request_key?: string;
}

export class BoardDto {
  @DateOnly()
  date: string;

  @OptionalId()
  water_id?: number | null;
}

export class AvailabilityQueryDto {
  @RequiredId()
  water_id: number;

  @DateOnly()
  from: string;

  @DateOnly()
  to: string;
}

/**
 * A request from the public page: a guest, with consent to the use of their data (public-form.ts);
 * the water, stand, plan and times are checked as at the desk.
 */
export class PublicBookingDto extends PickType(CreateBookingDto, [
  'water_id',
  'stand_id',
  'plan_id',
  'starts_at',
  'ends_at',
] as const) {
  @PersonName(160, 'Ion Popescu')
  guest_name: string;

  @PublicPhone('0722 123 456')
  guest_phone: string;

  @ApiProperty({ type: String, maxLength: 255 })
  @Transform(trim)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  guest_email: string;

  @RequiredInt(1, 10)
  anglers: number;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: 'Trebuie să fiți de acord cu folosirea datelor pentru rezervare.' })
  consent: true;

  /** Left empty by people; a filled one marks a robot (the request is dropped). */
  @OptionalText(200)
  website?: string | null;
}
