import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import { activeFilter } from '@app/common/references';
import { IsCnp } from '@app/common/validation/cnp';
import { IsPhone } from '@app/common/validation/decorators';
import { Bool, OptionalId, OptionalRequestKey, OptionalText, RequiredText } from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { normalizePlate } from '@app/common/validation/romanian-ids';

const present = (_: object, v: unknown) => v !== null && v !== undefined;

/** Optional text normalised before validation ('' and null clear the field). */
function OptionalNormalized(normalize: (v: string) => string, example?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, example }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const v = normalize(value);
      return v === '' ? null : v;
    }),
    ValidateIf(present),
    IsString({ message: ro.string }),
  );
}

export class CreateClientDto {
  @RequiredText(80, 'Ion')
  first_name: string;

  @RequiredText(80, 'Popescu')
  last_name: string;

  /** 13 digits with a valid control digit, birth date and county; unique per company. The birth date comes from it. */
  @OptionalNormalized((v) => v.replace(/\s+/g, ''), '1800101123450')
  @IsCnp()
  cnp?: string | null;

  /** Identity card series: two letters, uppercased. */
  @OptionalNormalized((v) => v.trim().toUpperCase(), 'CJ')
  @Matches(/^[A-Z]{2}$/, { message: 'Seria actului de identitate are două litere.' })
  id_series?: string | null;

  /** Identity card number: six digits. */
  @OptionalNormalized((v) => v.trim(), '123456')
  @Matches(/^\d{6}$/, { message: 'Numărul actului de identitate are 6 cifre.' })
  id_number?: string | null;

  @OptionalNormalized((v) => v.trim(), '0722 123 456')
  @IsPhone()
  @MaxLength(32, { message: ro.maxLength })
  phone?: string | null;

  @OptionalNormalized((v) => v.trim(), 'ion.popescu@exemplu.ro')
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
  email?: string | null;

  @OptionalId()
  state_id?: number | null;

  @OptionalText(100)
  city?: string | null;

  @OptionalText(255)
  address?: string | null;

  /** Uppercased, spaces removed: "cj 12 abc" is stored as "CJ12ABC". */
  @OptionalNormalized(normalizePlate, 'CJ12ABC')
  @Matches(/^[A-Z0-9-]{2,16}$/, { message: 'Numărul de înmatriculare nu este valid.' })
  car_plate?: string | null;

  @OptionalText(5000)
  notes?: string | null;

  /** A blocked client gets no new pass; `blocked_reason` is then required. */
  @Bool(false)
  blocked?: boolean;

  @OptionalText(255)
  blocked_reason?: string | null;

  /** The form's attempt (common/request-keys.ts): sent again after a lost answer, the client already saved. */
  @OptionalRequestKey()
  request_key?: string;
}

export class UpdateClientDto extends PartialType(OmitType(CreateClientDto, ['request_key'] as const), {
  skipNullProperties: false,
}) {}

/** POST {base}/clients: names, CNP, phone and car plate from their start, e-mail anywhere (when the search has "@" or "."); "Popescu Ion" matches both names. */
export class ClientFilterDto extends ListFilterDto {
  @ApiPropertyOptional({ description: 'true: only blocked clients; false: only the others' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => activeFilter(value) ?? value)
  @IsBoolean({ message: ro.boolean })
  blocked?: boolean;

  @OptionalId()
  state_id?: number | null;
}

/**
 * POST {base}/clients/export: every client of the list's filter (no pages), for the CSV. With
 * `personal` the rows carry CNP, birth date, ID card and address: role 2 only, unless the company
 * lets staff (`staff_personal_export`); without it those fields are null.
 */
export class ClientExportDto extends OmitType(ClientFilterDto, ['page', 'per_page'] as const) {
  @Bool()
  personal?: boolean;
}
