import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ro } from '@app/common/validation/messages';

export class RevocationsQueryDto {
  /** ISO-8601 instant of the last sync; left out (or older than 90 days): the last 90 days. */
  @ApiPropertyOptional({ type: String, format: 'date-time' })
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
