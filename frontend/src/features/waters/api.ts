import {
  watersEndpoints,
  type CreateWaterDto,
  type WaterResponse,
  type WatersControllerListApiArg,
} from './api.generated';

/** Waters: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type Water = WaterResponse;

export type WaterInput = CreateWaterDto;

export type WatersFilter = WatersControllerListApiArg;

export const watersApi = watersEndpoints.enhanceEndpoints({
  endpoints: {
    watersControllerList: {
      providesTags: (result) => [
        { type: 'Water', id: 'LIST' },
        ...(result ?? []).map((w) => ({ type: 'Water' as const, id: w.id })),
      ],
    },
    watersControllerCreate: { invalidatesTags: [{ type: 'Water', id: 'LIST' }] },
    watersControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Water', id }] },
    // The list holds the row (its id tag); a changed name or "active" may move it across filters.
    watersControllerUpdate: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Water', id },
        { type: 'Water', id: 'LIST' },
      ],
    },
    watersControllerRemove: {
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Water', id },
              { type: 'Water', id: 'LIST' },
            ],
    },
  },
});

export const {
  useWatersControllerListQuery: useWatersQuery,
  useWatersControllerCreateMutation: useCreateWaterMutation,
  useWatersControllerGetQuery: useWaterQuery,
  useWatersControllerUpdateMutation: useUpdateWaterMutation,
  useWatersControllerRemoveMutation: useDeleteWaterMutation,
} = watersApi;
