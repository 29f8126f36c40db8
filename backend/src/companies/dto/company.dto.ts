import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsCui, IsIban, IsPhone, IsSlug, NotReservedSlug } from '@app/common/validation/decorators';
import { Bool, OneOf, OptionalInt } from '@app/common/validation/fields';
import { FISCAL_MODES, type FiscalMode } from '../entities/company.entity';
import { ro } from '@app/common/validation/messages';
import { stack } from '@app/common/validation/stack';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Optional text: '' and null both clear the field. */
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;
const present = (_: object, v: unknown) => v !== null && v !== undefined;
/** An optional text of the company's card: '' and null clear it, any other value must pass `rules` (checked in their order). */
const Nullable = (rules: PropertyDecorator[], example?: string) =>
  stack(
    ApiPropertyOptional({ type: String, nullable: true, ...(example ? { example } : {}) }),
    IsOptional(),
    Transform(blankToNull),
    ValidateIf(present),
    ...rules,
  );

export class CreateCompanyDto {
  @ApiProperty({ example: 'Balta Demo SRL' })
  @Transform(trim)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(160, { message: ro.maxLength })
  name: string;

  @ApiProperty({ example: 'balta-demo', description: 'Public subdomain: 3–40 of a-z 0-9 -' })
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @IsSlug()
  @NotReservedSlug()
  slug: string;

  @ApiProperty({ example: 'RO18547290', description: 'Romanian CIF; the RO prefix marks a VAT payer' })
  @Transform(trim)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @IsCui()
  cui: string;

  @Nullable([IsString({ message: ro.string }), MaxLength(32, { message: ro.maxLength })], 'J40/1234/2020')
  reg_com?: string | null;

  @Nullable([IsString({ message: ro.string }), MaxLength(255, { message: ro.maxLength })])
  address?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'County id from GET /states' })
  @IsOptional()
  @ValidateIf(present)
  @IsInt({ message: ro.integer })
  @Min(1, { message: ro.min })
  state_id?: number | null;

  @Nullable([IsString({ message: ro.string }), MaxLength(100, { message: ro.maxLength })])
  city?: string | null;

  @Nullable([IsPhone()])
  phone?: string | null;

  @Nullable([IsEmail({}, { message: ro.email }), MaxLength(160, { message: ro.maxLength })])
  email?: string | null;

  @Nullable([IsIban()], 'RO49AAAA1B31007593840000')
  iban?: string | null;

  @Nullable([IsString({ message: ro.string }), MaxLength(100, { message: ro.maxLength })])
  bank?: string | null;
}

/** Privacy settings: only in the company update. */
class CompanyPrivacyDto {
  /** Off: the client forms hide the CNP and the API refuses one. */
  @Bool()
  store_cnp?: boolean;

  /** Off: no copies of identity documents are uploaded. */
  @Bool()
  store_id_documents?: boolean;

  /** Client documents are deleted after this many months (0 = kept). */
  @OptionalInt(0, 120)
  documents_retention_months?: number;

  /** Clients with no pass, receipt or booking for this many years are anonymized (0 = never). */
  @OptionalInt(0, 50)
  inactive_client_anonymize_years?: number;

  /** On: the public page shows "Capturi recente" (species and weight only, never a name). */
  @Bool()
  public_recent_catches?: boolean;

  /** On: staff too may export clients with CNP, ID card and address (default: role 2 only). */
  @Bool()
  staff_personal_export?: boolean;

  /** A booking from the public page starts at most this many days ahead (default 90). */
  @OptionalInt(1, 730)
  booking_days_ahead?: number;

  /** Online requests one address, and one phone, may have waiting at once (default 3). */
  @OptionalInt(1, 50)
  public_pending_limit?: number;
}

/** How sales are documented (only in the company update). */
class CompanyFiscalDto {
  /** `receipt`: a chitanță; `amef`: a cash or card sale is printed by the fiscal cash register. */
  @OneOf(FISCAL_MODES, false)
  fiscal_mode?: FiscalMode;
}

/** Update takes the same fields as create; a field left out keeps its value. */
export class UpdateCompanyDto extends IntersectionType(
  PartialType(CreateCompanyDto, { skipNullProperties: false }),
  IntersectionType(CompanyPrivacyDto, CompanyFiscalDto),
) {}
