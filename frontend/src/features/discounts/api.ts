import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Query, Schemas } from '@/shared/api/schema';
import { formatLei } from '@/shared/format';

/** SPEC.md §7 "Discounts". */
export const discountsRoutes = {
  list: { method: 'GET', path: '/api/company/{companyId}/discounts' },
  create: { method: 'POST', path: '/api/company/{companyId}/createDiscount' },
  get: { method: 'GET', path: '/api/company/{companyId}/discounts/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/discounts/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/discounts/{id}/delete' },
} as const;

export type DiscountType = Discount['type'];

export const DISCOUNT_TYPES: { value: DiscountType; label: string }[] = [
  { value: 'percent', label: 'Procent' },
  { value: 'fixed', label: 'Sumă fixă' },
];

export type Discount = Schemas['DiscountResponse'];

export type DiscountInput = Body<'/api/company/{companyId}/createDiscount', 'post'>;

export type DiscountsFilter = Query<'/api/company/{companyId}/discounts', 'get'> & { companyId: number };

/** "10%" (decimals only when there are some: "12,5%") or "15,00 lei". */
export function formatDiscountValue(d: Pick<Discount, 'type' | 'value'>): string {
  if (d.type === 'fixed') return formatLei(d.value);
  return `${String(Number(d.value)).replace('.', ',')}%`;
}

type Ref = { companyId: number; id: number };

export const discountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    discounts: build.query<Discount[], DiscountsFilter>({
      query: ({ companyId, ...query }) => call(discountsRoutes.list, { companyId }, { query: { ...query } }),
      providesTags: (result) => [
        { type: 'Discount', id: 'LIST' },
        ...(result ?? []).map((d) => ({ type: 'Discount' as const, id: d.id })),
      ],
    }),
    createDiscount: build.mutation<Discount, DiscountInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(discountsRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Discount', id: 'LIST' }],
    }),
    discount: build.query<Discount, Ref>({
      query: ({ companyId, id }) => call(discountsRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Discount', id }],
    }),
    updateDiscount: build.mutation<Discount, Body<'/api/company/{companyId}/discounts/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(discountsRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Discount', id },
        { type: 'Discount', id: 'LIST' },
      ],
    }),
    deleteDiscount: build.mutation<Answer<'/api/company/{companyId}/discounts/{id}/delete', 'post'>, Ref>({
      query: ({ companyId, id }) => call(discountsRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Discount', id },
              { type: 'Discount', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useDiscountsQuery,
  useCreateDiscountMutation,
  useDiscountQuery,
  useUpdateDiscountMutation,
  useDeleteDiscountMutation,
} = discountsApi;
