import { statesEndpoints } from './api.generated';

/** The counties (județe): generated from openapi.json (api.generated.ts); kept an hour, they never change. */
export const statesApi = statesEndpoints.enhanceEndpoints({
  endpoints: { referenceControllerStates: { keepUnusedDataFor: 3600 } },
});

export const { useReferenceControllerStatesQuery: useStatesQuery } = statesApi;
