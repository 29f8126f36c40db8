import {
  discountsEndpoints,
  type CreateDiscountDto,
  type DiscountResponse,
  type DiscountsControllerListApiArg,
} from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';
import { formatLei } from '@/shared/format';

export type DiscountType = Discount['type'];

export const DISCOUNT_TYPES: { value: DiscountType; label: string }[] = [
  { value: 'percent', label: 'Procent' },
  { value: 'fixed', label: 'Sumă fixă' },
];

/** Discounts: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Discount = DiscountResponse;

export type DiscountInput = CreateDiscountDto;

export type DiscountsFilter = DiscountsControllerListApiArg;

/** "10%" (decimals only when there are some: "12,5%") or "15,00 lei". */
export function formatDiscountValue(d: Pick<Discount, 'type' | 'value'>): string {
  if (d.type === 'fixed') return formatLei(d.value);
  return `${String(Number(d.value)).replace('.', ',')}%`;
}

export const discountsApi = discountsEndpoints.enhanceEndpoints({
  endpoints: resourceTags('Discount', 'discountsController'),
});

export const {
  useDiscountsControllerListQuery: useDiscountsQuery,
  useDiscountsControllerCreateMutation: useCreateDiscountMutation,
  useDiscountsControllerGetQuery: useDiscountQuery,
  useDiscountsControllerUpdateMutation: useUpdateDiscountMutation,
  useDiscountsControllerRemoveMutation: useDeleteDiscountMutation,
} = discountsApi;
