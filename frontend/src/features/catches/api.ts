import { catchesEndpoints } from './api.generated';

/**
 * The catch log of a pass and its exit: the endpoints are generated from openapi.json
 * (api.generated.ts); their cache tags are here.
 */
type Ref = { companyId: number; id: number };
/** The catches of a pass ride on the pass's tag type (one list per pass). */
const catchesTag = (id: number) => ({ type: 'Pass' as const, id: `catches-${id}` });

export const catchesApi = catchesEndpoints.enhanceEndpoints({
  endpoints: {
    catchesControllerList: { providesTags: (_r, _e, { id }) => [catchesTag(id)] },
    catchesControllerCreate: { invalidatesTags: (_r, error, { id }) => (error ? [] : [catchesTag(id), 'Chart']) },
    catchesControllerRemove: { invalidatesTags: (_r, error, { id }) => (error ? [] : [catchesTag(id), 'Chart']) },
    catchesControllerCheckout: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [catchesTag(id), { type: 'Pass', id }, { type: 'Pass', id: 'LIST' }, 'Receipt', 'Chart'],
    },
    /** The dashboard's kg kept and released per species per month. */
    catchChartControllerChart: { providesTags: ['Chart'] },
  },
});

export const {
  useCatchChartControllerChartQuery: useCatchChartQuery,
  useCatchesControllerCreateMutation: useCreateCatchMutation,
  useCatchesControllerRemoveMutation: useDeleteCatchMutation,
  useCatchesControllerCheckoutMutation: useCheckoutMutation,
} = catchesApi;

/** A pass's catches: they fit one page (an exit rarely has more than a few dozen). */
export function useCatchesQuery(ref: Ref, options?: { skip?: boolean }) {
  return catchesApi.useCatchesControllerListQuery({ ...ref, catchFilterDto: { per_page: 100 } }, options);
}
