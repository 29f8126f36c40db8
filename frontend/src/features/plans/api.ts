import {
  plansEndpoints,
  type CreatePlanDto,
  type PlanResponse,
  type PlansControllerListApiArg,
  type PlansResponse as PlansPage,
} from './api.generated';

/** Plans: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Plan = PlanResponse;

export type PlansResponse = PlansPage;

export type PlanInput = CreatePlanDto;

export type PlansFilter = PlansControllerListApiArg;

export const plansApi = plansEndpoints.enhanceEndpoints({
  endpoints: {
    plansControllerList: {
      // The answer carries the waters and discounts too: it follows their changes.
      providesTags: (result) => [
        { type: 'Plan', id: 'LIST' },
        ...(result?.plans ?? []).map((p) => ({ type: 'Plan' as const, id: p.id })),
        { type: 'Water', id: 'LIST' },
        { type: 'Discount', id: 'LIST' },
      ],
    },
    plansControllerCreate: { invalidatesTags: [{ type: 'Plan', id: 'LIST' }] },
    plansControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Plan', id }] },
    plansControllerUpdate: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Plan', id },
        { type: 'Plan', id: 'LIST' },
      ],
    },
    plansControllerRemove: {
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Plan', id },
              { type: 'Plan', id: 'LIST' },
            ],
    },
  },
});

export const {
  usePlansControllerListQuery: usePlansQuery,
  usePlansControllerCreateMutation: useCreatePlanMutation,
  usePlansControllerGetQuery: usePlanQuery,
  usePlansControllerUpdateMutation: useUpdatePlanMutation,
  usePlansControllerRemoveMutation: useDeletePlanMutation,
} = plansApi;
