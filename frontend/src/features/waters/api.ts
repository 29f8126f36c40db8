import {
  watersEndpoints,
  type CreateWaterDto,
  type WaterResponse,
  type WatersControllerListApiArg,
} from './api.generated';
import { resourceTags } from '@/shared/list/resourceTags';

/** Waters: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Water = WaterResponse;

export type WaterInput = CreateWaterDto;

export type WatersFilter = WatersControllerListApiArg;

export const watersApi = watersEndpoints.enhanceEndpoints({
  // An update invalidates the list too: a changed name or "active" may move the row across filters.
  endpoints: resourceTags('Water', 'watersController'),
});

export const {
  useWatersControllerListQuery: useWatersQuery,
  useWatersControllerCreateMutation: useCreateWaterMutation,
  useWatersControllerGetQuery: useWaterQuery,
  useWatersControllerUpdateMutation: useUpdateWaterMutation,
  useWatersControllerRemoveMutation: useDeleteWaterMutation,
} = watersApi;
