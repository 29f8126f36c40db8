// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type DiscountsControllerListApiArg = { companyId: number } & S.ListArgs & {
    active?: ('1' | '0' | 'true' | 'false') | null;
    type?: ('percent' | 'fixed') | null;
  };
export const discountsEndpoints = inject<{
  discountsControllerList: Query<S.DiscountResponse[], DiscountsControllerListApiArg>;
  discountsControllerCreate: Mutation<
    S.DiscountResponse,
    { companyId: number; createDiscountDto: S.CreateDiscountDto }
  >;
  discountsControllerGet: Query<S.DiscountResponse, { companyId: number; id: number }>;
  discountsControllerUpdate: Mutation<
    S.DiscountResponse,
    { companyId: number; id: number; updateDiscountDto: S.UpdateDiscountDto }
  >;
  discountsControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
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
