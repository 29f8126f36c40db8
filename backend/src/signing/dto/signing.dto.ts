import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { toInt } from '@app/common/pagination';
import { ro } from '@app/common/validation/messages';

export class RevocationsQueryDto {
  /** The `seq` of the last answer: only the passes cancelled after it. Left out: the whole list. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: ro.integer })
  @Min(0, { message: ro.min })
  after?: number;

  /**
   * What pages before the sequence sent (the instant of their last sync): still accepted, echoed,
   * and answered with the whole list, which no late commit can make incomplete.
   */
  @ApiPropertyOptional({ type: String, format: 'date-time', deprecated: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Introduceți un moment valid (ISO-8601).' })
  since?: string;
}

export class VerifyPassDto {
  /** The compact JWS from the QR code (after `#`). */
  @ApiProperty({ type: String, maxLength: 4096 })
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(4096, { message: ro.maxLength })
  token: string;

  /** The slug of the page that asks: a pass of another company is unknown there. */
  @ApiPropertyOptional({ type: String, maxLength: 40 })
  @IsOptional()
  @IsString({ message: ro.string })
  @MaxLength(40, { message: ro.maxLength })
  company?: string;
}
