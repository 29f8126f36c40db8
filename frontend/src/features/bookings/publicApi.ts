import { publicBookingEndpoints } from './publicBooking.generated';

/**
 * Booking online, without an account: the endpoints are generated from openapi.json
 * (publicBooking.generated.ts, in the public page's chunk); their options are here.
 */
export const publicBookingApi = publicBookingEndpoints.enhanceEndpoints({
  endpoints: {
    publicBookingsControllerAvailability: { extraOptions: { silent: true }, keepUnusedDataFor: 0 },
    // The form shows the answer's messages itself, on its fields.
    publicBookingsControllerRequest: { extraOptions: { silent: true } },
  },
});

export const {
  usePublicBookingsControllerAvailabilityQuery: useAvailabilityQuery,
  usePublicBookingsControllerRequestMutation: useRequestBookingMutation,
} = publicBookingApi;
