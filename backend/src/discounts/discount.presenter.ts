import { money } from '@app/common/money';
import { Bool, Instant, Int, Money, OneOf, Text } from '@app/common/openapi';
import { DISCOUNT_TYPES, type Discount, type DiscountType } from './entities/discount.entity';

export class DiscountResponse {
  @Int() id: number;
  @Text() name: string;
  @OneOf(DISCOUNT_TYPES) type: DiscountType;
  @Money({ description: 'procent (0–100) sau lei, 2 zecimale' }) value: string;
  @Text({ nullable: true }) description: string | null;
  @Bool() active: boolean;
  @Instant() created_at: Date;
  @Instant() updated_at: Date;
}

export function presentDiscount(discount: Discount): DiscountResponse {
  return {
    id: discount.id,
    name: discount.name,
    type: discount.type,
    value: money(discount.value),
    description: discount.description,
    active: discount.active,
    created_at: discount.created_at,
    updated_at: discount.updated_at,
  };
}
