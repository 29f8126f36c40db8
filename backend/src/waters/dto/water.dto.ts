import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import {
  Bool,
  IdList,
  OptionalId,
  OptionalInt,
  OptionalText,
  RequiredName,
  FilterOneOf,
} from '@app/common/validation/fields';
import { ListFilterDto } from '@app/common/pagination';
import { applyDecorators } from '@nestjs/common';
import { registerDecorator } from 'class-validator';

/** A decimal with a range, as a number or a numeric string (surface, coordinates). */
function Decimal(min: number, max: number, decimals: number) {
  const pattern = new RegExp(`^-?\\d{1,7}(\\.\\d{1,${decimals}})?$`);
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    ValidateIf((_, v) => v !== null && v !== undefined && v !== ''),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'decimalRange',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: `Introduceți un număr între ${min} și ${max}, cu cel mult ${decimals} zecimale.` },
        validator: {
          validate: (v: unknown) =>
            (typeof v === 'number' || typeof v === 'string') &&
            pattern.test(String(v).trim()) &&
            Number(v) >= min &&
            Number(v) <= max,
        },
      }),
  );
}

export class CreateWaterDto {
  @RequiredName(120, 'Lacul Mare')
  name: string;

  @OptionalId()
  state_id?: number | null;

  @OptionalText(100)
  city?: string | null;

  @Decimal(0, 100000, 2)
  surface_ha?: string | number | null;

  @OptionalText(5000)
  description?: string | null;

  @OptionalText(20000)
  rules?: string | null;

  @Decimal(-90, 90, 6)
  latitude?: string | number | null;

  @Decimal(-180, 180, 6)
  longitude?: string | number | null;

  @IdList(false, 50)
  fish_ids?: number[];

  /** Species released only on this water: a catch of one is never recorded as kept. */
  @IdList(false, 50)
  release_fish_ids?: number[];

  @Bool(true)
  active?: boolean;

  /** At most this many anglers a day (bookings and passes); null or left out = no limit. */
  @OptionalInt(1, 10000)
  max_anglers_per_day?: number | null;
}

export class UpdateWaterDto extends PartialType(CreateWaterDto, { skipNullProperties: false }) {}

export class WaterFilterDto extends ListFilterDto {
  @FilterOneOf(['1', '0', 'true', 'false'])
  active?: string;
}
