import {
  plansEndpoints,
  type CreatePlanDto,
  type PlanResponse,
  type PlansControllerListApiArg,
  type PlansResponse as PlansPage,
} from './api.generated';
import { formatLei } from '@/shared/format';
import { resourceTags } from '@/shared/list/resourceTags';

/** Plans: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Plan = PlanResponse;

/** A plan as a staff form's select offers it: its name and its price ("Permis o zi (50,00 lei)"). */
export const planOption = (plan: { id: number; name: string; price: string }) => ({
  value: plan.id,
  label: `${plan.name} (${formatLei(plan.price)})`,
});

export type PlansResponse = PlansPage;

export type PlanInput = CreatePlanDto;

export type PlansFilter = PlansControllerListApiArg;

export const plansApi = plansEndpoints.enhanceEndpoints({
  endpoints: resourceTags('Plan', 'plansController', {
    // The answer carries the waters and discounts too: it follows their changes.
    rows: (result: PlansPage) => result.plans,
    also: {
      list: [
        { type: 'Water', id: 'LIST' },
        { type: 'Discount', id: 'LIST' },
      ],
    },
  }),
});

export const {
  usePlansControllerListQuery: usePlansQuery,
  usePlansControllerCreateMutation: useCreatePlanMutation,
  usePlansControllerGetQuery: usePlanQuery,
  usePlansControllerUpdateMutation: useUpdatePlanMutation,
  usePlansControllerRemoveMutation: useDeletePlanMutation,
} = plansApi;
