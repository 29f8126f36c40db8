import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Body, Schemas } from '@/shared/api/schema';

/** The catch log of a pass and its exit. */
export const catchesRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/catches' },
  create: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/createCatch' },
  remove: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/catches/{catchId}/delete' },
  checkout: { method: 'POST', path: '/api/company/{companyId}/passes/{id}/checkout' },
  chart: { method: 'POST', path: '/api/company/{companyId}/catchChart' },
} as const;

export type CatchChart = Schemas['CatchChartResponse'];

export type Catch = Schemas['CatchResponse'];
export type CatchInput = Body<'/api/company/{companyId}/passes/{id}/createCatch', 'post'>;
export type CheckoutInput = Body<'/api/company/{companyId}/passes/{id}/checkout', 'post'>;
export type Checkout = Schemas['CheckoutResponse'];

type Ref = { companyId: number; id: number };
/** The catches of a pass ride on the pass's tag type (one list per pass). */
const catchesTag = (id: number) => ({ type: 'Pass' as const, id: `catches-${id}` });

export const catchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    catches: build.query<Schemas['CatchPage'], Ref>({
      // A pass's catches fit one page (an exit rarely has more than a few dozen).
      query: ({ companyId, id }) => call(catchesRoutes.list, { companyId, id }, { body: { per_page: 100 } }),
      providesTags: (_r, _e, { id }) => [catchesTag(id)],
    }),
    createCatch: build.mutation<Catch, Ref & CatchInput>({
      query: ({ companyId, id, ...body }) => call(catchesRoutes.create, { companyId, id }, { body }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [catchesTag(id), 'Chart']),
    }),
    deleteCatch: build.mutation<unknown, Ref & { catchId: number }>({
      query: ({ companyId, id, catchId }) => call(catchesRoutes.remove, { companyId, id, catchId }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [catchesTag(id), 'Chart']),
    }),
    checkout: build.mutation<Checkout, Ref & CheckoutInput>({
      query: ({ companyId, id, ...body }) => call(catchesRoutes.checkout, { companyId, id }, { body }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [catchesTag(id), { type: 'Pass', id }, { type: 'Pass', id: 'LIST' }, 'Receipt', 'Chart'],
    }),
    /** The dashboard's kg kept and released per species per month. */
    catchChart: build.query<CatchChart, { companyId: number } & Body<'/api/company/{companyId}/catchChart', 'post'>>({
      query: ({ companyId, ...body }) => call(catchesRoutes.chart, { companyId }, { body }),
      providesTags: ['Chart'],
    }),
  }),
});

export const {
  useCatchChartQuery,
  useCatchesQuery,
  useCreateCatchMutation,
  useDeleteCatchMutation,
  useCheckoutMutation,
} = catchesApi;
