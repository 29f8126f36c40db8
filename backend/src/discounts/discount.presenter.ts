import { money } from '@app/common/money';
import type { Discount } from './entities/discount.entity';

export function presentDiscount(discount: Discount) {
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
