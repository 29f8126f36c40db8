import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The passes' routes. */
export const passesRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/passes' },
  create: { method: 'POST', path: '/api/company/{companyId}/clients/{clientId}/createPass' },
  get: { method: 'GET', path: '/api/company/{companyId}/passes/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/delete' },
} as const;

export type PaymentMethod = Pass['payment_method'];
/** The states a list filters by; a pass's own state may also be "exited" (PASS_EXITED). */
export type PassState = Exclude<Pass['state'], 'exited'>;

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

/** After the angler's exit the pass admits no one: shown, not filtered by. */
const PASS_EXITED = { value: 'exited', label: 'Ieșit', color: 'purple' };

export const passStateOf = (s: string) =>
  PASS_STATES.find((o) => o.value === s) ?? (s === 'exited' ? PASS_EXITED : { value: s, label: s, color: 'default' });

export type Pass = Schemas['PassResponse'];

export type PassInput = Body<'/api/company/{companyId}/clients/{clientId}/createPass', 'post'>;

export type PassesFilter = Body<'/api/company/{companyId}/passes', 'post'>;

export type PassesPage = Schemas['PassPage'];

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
    updatePass: build.mutation<Pass, Body<'/api/company/{companyId}/passes/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(passesRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Pass', id },
        { type: 'Pass', id: 'LIST' },
      ],
    }),
    /** Delete = cancel: the pass stays listed as 'cancelled', its receipt is cancelled too. */
    cancelPass: build.mutation<
      Answer<'/api/company/{companyId}/passes/{id}/delete', 'post'>,
      Ref & Body<'/api/company/{companyId}/passes/{id}/delete', 'post'>
    >({
      query: ({ companyId, id, reason }) =>
        call(passesRoutes.remove, { companyId, id }, { body: { reason: reason || null } }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Pass', id }, { type: 'Pass', id: 'LIST' }, 'Receipt', 'Chart'],
    }),
  }),
});

export const { usePassesQuery, useCreatePassMutation, usePassQuery, useUpdatePassMutation, useCancelPassMutation } =
  passesApi;
