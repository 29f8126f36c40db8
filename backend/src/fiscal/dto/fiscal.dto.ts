import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import {
  Bool,
  DateOnly,
  FilterOneOf,
  IdList,
  NestedList,
  NestedObject,
  OneOf,
  OptionalId,
  OptionalText,
  RequiredId,
  RequiredText,
} from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { FISCAL_FORMATS, type FiscalFormat } from '../entities/fiscal-device.entity';
import { FISCAL_JOB_STATES, type FiscalJobStatus } from '../entities/fiscal-job.entity';

const sent = (_: object, v: unknown) => v !== undefined;

export class PaymentCodesDto {
  @RequiredText(4, '0')
  cash: string;

  @RequiredText(4, '1')
  card: string;
}

export class PlanVatGroupDto {
  @RequiredId()
  plan_id: number;

  @RequiredText(4, '2')
  vat_group: string;
}

/** A device's settings; on update a field left out keeps its value. */
export class UpdateFiscalDeviceDto {
  @ApiPropertyOptional({ type: String, maxLength: 100 })
  @ValidateIf(sent)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(100, { message: ro.maxLength })
  name?: string;

  @OneOf(FISCAL_FORMATS, false)
  format?: FiscalFormat;

  /** The VAT group printed with every line (as the driver wants it: a digit for FPrint, a letter or digit for ECR Bridge). */
  @ApiPropertyOptional({ type: String, maxLength: 4 })
  @ValidateIf(sent)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(4, { message: ro.maxLength })
  vat_group?: string;

  /** Per plan, the VAT group that replaces the device's. */
  @NestedList(PlanVatGroupDto, { max: 200, maxMessage: 'Cel mult 200 de elemente.', presence: 'sent' })
  plan_vat_groups?: PlanVatGroupDto[];

  /** The codes the driver expects for a cash and a card payment. */
  @NestedObject(PaymentCodesDto, 'sent')
  payment_codes?: PaymentCodesDto;

  /** FPrint: the fields between QUANTITY and the unit, e.g. `1;1;2;0;0`. */
  @ApiPropertyOptional({ type: String, maxLength: 40 })
  @ValidateIf(sent)
  @IsString({ message: ro.string })
  @MaxLength(40, { message: ro.maxLength })
  fprint_fields?: string;

  @ApiPropertyOptional({ type: String, maxLength: 6 })
  @ValidateIf(sent)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(6, { message: ro.maxLength })
  unit?: string;

  /** Off: the agent writes names without diacritics (ș -> s, ț -> t, ă/â -> a, î -> i). */
  @Bool()
  diacritics?: boolean;

  /** The waters whose sales it prints; empty: it prints for every water without a device of its own. */
  @IdList(false)
  water_ids?: number[];

  @Bool()
  active?: boolean;
}

class FiscalDeviceRequired {
  @RequiredText(100, 'Casa poartă')
  name: string;

  @OneOf(FISCAL_FORMATS)
  format: FiscalFormat;
}

/** A new device: its name and format; every other setting has the format's default. */
export class CreateFiscalDeviceDto extends IntersectionType(
  OmitType(UpdateFiscalDeviceDto, ['name', 'format'] as const),
  FiscalDeviceRequired,
) {}

export class FiscalDeviceFilterDto extends ListFilterDto {}

export class FiscalJobFilterDto extends ListFilterDto {
  @OptionalId()
  device_id?: number;

  @FilterOneOf(FISCAL_JOB_STATES)
  status?: FiscalJobStatus;

  @OptionalId()
  pass_id?: number;

  /** Only jobs whose storno (return) still waits to be recorded. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  storno_needed?: boolean;

  /**
   * Only the bons that wait for someone ("Bonuri de rezolvat" on the Casa de marcat page,
   * docs/numbering-and-fiscal.md): a failed bon; a cancelled printed sale whose return is not
   * recorded; a Z report printed without its totals (Z_FARA_TOTALURI); a sale printed with no bon
   * number. Each carries its `attention`.
   */
  @ApiPropertyOptional({
    description:
      'doar bonurile de rezolvat: eșuate, storno de înregistrat, raport Z fără totaluri, bon tipărit fără număr',
  })
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  to_settle?: boolean;
}

export class ZReportFilterDto extends ListFilterDto {
  @OptionalId()
  device_id?: number;

  @DateOnly(false)
  date_from?: string;

  @DateOnly(false)
  date_to?: string;
}

/** A bon printed by hand on the device: its number. */
export class ManualReceiptDto {
  @RequiredText(40, '123')
  receipt_number: string;
}

/** The return (storno) printed on the device for a cancelled sale: its number. */
export class StornoDto {
  @RequiredText(40, '124')
  storno_number: string;
}

export class CancelSaleDto {
  @OptionalText(255)
  reason?: string | null;
}

// ---- the agent's side (FISCAL-PROTOCOL) ----

export class AgentStateDto {
  @ApiProperty({ enum: ['ok', 'out', 'unknown'] })
  @IsIn(['ok', 'out', 'unknown'], { message: ro.inList })
  paper: 'ok' | 'out' | 'unknown';

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Data nu este validă.' })
  last_z_at?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(255, { message: ro.maxLength })
  last_error?: string | null;
}

export class PollDto {
  @RequiredText(64, '5b1f0e9e-3c1e-4f7a-9a53-0f2b7c1d9e11')
  agent_id: string;

  @OptionalText(40)
  version?: string | null;

  @OptionalText(255)
  driver_dir?: string | null;

  @NestedObject(AgentStateDto, 'optional')
  state?: AgentStateDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 30, default: 25 })
  @IsOptional()
  @IsInt({ message: ro.integer })
  @Min(0, { message: ro.min })
  @Max(30, { message: ro.max })
  wait_seconds?: number;
}

/** The largest value of the int columns a Z is stored in (fiscal_z_reports): a larger one is a 422, not a 500. */
const INT_MAX = 2_147_483_647;

export class ZReportResultDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: INT_MAX })
  @IsInt({ message: ro.integer })
  @Min(0, { message: ro.min })
  @Max(INT_MAX, { message: ro.max })
  number: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: INT_MAX })
  @IsInt({ message: ro.integer })
  @Min(0, { message: ro.min })
  @Max(INT_MAX, { message: ro.max })
  receipts: number;

  /** Totals by payment type: `{ "cash": "600.00", "card": "150.00" }`. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  @IsObject({ message: 'Valoarea trebuie să fie un obiect.' })
  totals: Record<string, string>;
}

export class JobResultDto {
  @RequiredText(64)
  agent_id: string;

  @RequiredId()
  attempt: number;

  @OneOf(['printed', 'failed'])
  status: 'printed' | 'failed';

  @OptionalText(40)
  receipt_number?: string | null;

  @OptionalText(40)
  fiscal_serial?: string | null;

  @NestedObject(ZReportResultDto, 'optional')
  z_report?: ZReportResultDto | null;

  @OptionalText(20)
  error_code?: string | null;

  @OptionalText(255)
  error_message?: string | null;
}
