import { PartialType } from '@nestjs/swagger';
import { Bool, Money, OneOf, OptionalText, RequiredName, FilterOneOf } from '@app/common/validation/fields';
import { ListFilterDto } from '@app/common/pagination';
import { DISCOUNT_TYPES, type DiscountType } from '../entities/discount.entity';

export class CreateDiscountDto {
  @RequiredName(120, 'Pensionari')
  name: string;

  @OneOf(DISCOUNT_TYPES)
  type: DiscountType;

  /** The shape (a sum with at most two decimals) is checked here; the range depends on `type` (the service checks it). */
  @Money()
  value: string | number;

  @OptionalText(5000)
  description?: string | null;

  @Bool(true)
  active?: boolean;
}

export class UpdateDiscountDto extends PartialType(CreateDiscountDto, { skipNullProperties: false }) {}

export class DiscountFilterDto extends ListFilterDto {
  @FilterOneOf(['1', '0', 'true', 'false'])
  active?: string;

  @FilterOneOf(DISCOUNT_TYPES)
  type?: DiscountType;
}
