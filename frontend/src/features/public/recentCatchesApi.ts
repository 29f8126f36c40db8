import { recentCatchesEndpoints } from './recentCatches.generated';

export const recentCatchesApi = recentCatchesEndpoints.enhanceEndpoints({
  endpoints: {
    // An optional section: on any error the page simply leaves it out.
    publicCatchesControllerRecent: { extraOptions: { silent: true } },
  },
});

export const { usePublicCatchesControllerRecentQuery: usePublicCatchesQuery } = recentCatchesApi;
