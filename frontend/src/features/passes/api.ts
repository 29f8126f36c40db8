import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Paginated } from '@/shared/api/types';
import type { DiscountType } from '@/features/discounts/api';
import type { DurationUnit } from '@/features/plans/duration';

/** SPEC.md §7 "Passes". */
export const passesRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/passes' },
  create: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/createPass' },
  get: { method: 'GET', path: '/api/company/{companyId}/passes/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/delete' },
} as const;

export type PaymentMethod = 'cash' | 'card' | 'transfer';
export type PassState = 'upcoming' | 'valid' | 'expired' | 'cancelled';

export const PAYMENT_METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Numerar' },
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Transfer' },
];

export const paymentLabel = (m: string): string => PAYMENT_METHODS.find((o) => o.value === m)?.label ?? m;

export const PASS_STATES: { value: PassState; label: string; color: string }[] = [
  { value: 'valid', label: 'Valabil', color: 'green' },
  { value: 'upcoming', label: 'Neînceput', color: 'blue' },
  { value: 'expired', label: 'Expirat', color: 'default' },
  { value: 'cancelled', label: 'Anulat', color: 'red' },
];

export const passStateOf = (s: string) =>
  PASS_STATES.find((o) => o.value === s) ?? { value: s, label: s, color: 'default' };

export interface Pass {
  id: number;
  client_id: number;
  client?: { id: number; name: string; cnp: string | null; phone: string | null };
  water_id: number;
  water?: { id: number; name: string };
  plan_id: number;
  plan?: { id: number; name: string; duration_value: number; duration_unit: DurationUnit; night: boolean };
  discount_id: number | null;
  discount: { id: number; name: string; type: DiscountType; value: string } | null;
  doc_series_id: number;
  series: string;
  number: number;
  code: string;
  verify_url: string;
  valid_from: string;
  valid_to: string;
  price: string;
  discount_amount: string;
  total: string;
  rods: number | null;
  retention_kg: string;
  payment_method: PaymentMethod;
  car_plate: string | null;
  notes: string | null;
  receipt_id: number | null;
  receipt: { id: number; series: string; number: number; status: 'issued' | 'cancelled' } | null;
  status: 'active' | 'cancelled';
  state: PassState;
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
}

export interface PassInput {
  plan_id: number;
  water_id: number;
  discount_id: number | null;
  valid_from?: string;
  payment_method: PaymentMethod;
  notes: string | null;
  car_plate: string | null;
  issue_receipt: boolean;
  fiscal_receipt_no: string | null;
  /** The company's default pass / receipt series when left out. */
  doc_series_id?: number | null;
  receipt_series_id?: number | null;
}

export interface PassesFilter {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  date_from?: string;
  date_to?: string;
  water_id?: number;
  plan_id?: number;
  client_id?: number;
  status?: PassState;
}

export interface PassesPage extends Paginated<Pass> {
  totals: { passes: number; total: string | number };
}

type Ref = { companyId: number; id: number };

export const passesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passes: build.query<PassesPage, PassesFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(passesRoutes.list, { companyId }, { body }),
      providesTags: (result) => [
        { type: 'Pass', id: 'LIST' },
        ...(result?.data ?? []).map((p) => ({ type: 'Pass' as const, id: p.id })),
      ],
    }),
    createPass: build.mutation<Pass, PassInput & { companyId: number; clientId: number }>({
      query: ({ companyId, clientId, ...body }) => call(passesRoutes.create, { companyId, clientId }, { body }),
      invalidatesTags: [{ type: 'Pass', id: 'LIST' }, { type: 'Receipt', id: 'LIST' }, 'Chart'],
    }),
    pass: build.query<Pass, Ref>({
      query: ({ companyId, id }) => call(passesRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Pass', id }],
    }),
    updatePass: build.mutation<Pass, Partial<Pick<PassInput, 'notes' | 'car_plate' | 'payment_method'>> & Ref>({
      query: ({ companyId, id, ...body }) => call(passesRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Pass', id },
        { type: 'Pass', id: 'LIST' },
      ],
    }),
    /** Delete = cancel: the pass stays listed as 'cancelled', its receipt is cancelled too. */
    cancelPass: build.mutation<unknown, Ref & { reason?: string | null }>({
      query: ({ companyId, id, reason }) =>
        call(passesRoutes.remove, { companyId, id }, { body: { reason: reason || null } }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Pass', id }, { type: 'Pass', id: 'LIST' }, 'Receipt', 'Chart'],
    }),
  }),
});

export const { usePassesQuery, useCreatePassMutation, usePassQuery, useUpdatePassMutation, useCancelPassMutation } =
  passesApi;
