import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { Bool, OneOf, OptionalInt, FilterOneOf } from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';
import { DOC_TYPES, DocType } from '../entities/doc-series.entity';

export class CreateDocSeriesDto {
  @OneOf(DOC_TYPES)
  type: DocType;

  @ApiProperty({ example: 'BD', description: '1–10 of A-Z and 0-9' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @Matches(/^[A-Z0-9]{1,10}$/, { message: 'Seria are 1–10 caractere: litere mari fără diacritice și cifre.' })
  series: string;

  @OptionalInt(1, 999_999_999)
  next_number?: number;

  @Bool(false)
  is_default?: boolean;

  @Bool(true)
  active?: boolean;
}

export class UpdateDocSeriesDto extends PartialType(CreateDocSeriesDto, { skipNullProperties: false }) {}

export class DocSeriesFilterDto {
  @FilterOneOf(DOC_TYPES)
  type?: DocType;
}
