// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  CreateDiscountDto,
  DiscountResponse,
  ListArgs,
  MessageResponse,
  UpdateDiscountDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type DiscountsControllerListApiArg = { companyId: number } & ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
    type?: ('percent' | 'fixed') | null;
  };
export const discountsEndpoints = inject<{
  discountsControllerList: Query<DiscountResponse[], DiscountsControllerListApiArg>;
  discountsControllerCreate: Mutation<DiscountResponse, { companyId: number; createDiscountDto: CreateDiscountDto }>;
  discountsControllerGet: Query<DiscountResponse, { companyId: number; id: number }>;
  discountsControllerUpdate: Mutation<
    DiscountResponse,
    { companyId: number; id: number; updateDiscountDto: UpdateDiscountDto }
  >;
  discountsControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
}>({
  discountsControllerList: {
    query: 'GET /api/company/{companyId}/discounts',
    params: ['page', 'per_page', 'search', 'sort_by', 'sort_dir', 'after', 'active', 'type'],
  },
  discountsControllerCreate: { mutation: 'POST /api/company/{companyId}/createDiscount', body: 'createDiscountDto' },
  discountsControllerGet: { query: 'GET /api/company/{companyId}/discounts/{id}' },
  discountsControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/discounts/{id}/update',
    body: 'updateDiscountDto',
  },
  discountsControllerRemove: { mutation: 'POST /api/company/{companyId}/discounts/{id}/delete' },
});
