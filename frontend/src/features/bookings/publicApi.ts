import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** Booking online, without an account. */
export const publicBookingRoutes = {
  availability: { method: 'GET', path: '/api/public/companies/{slug}/availability' },
  request: { method: 'POST', path: '/api/public/companies/{slug}/bookings' },
} as const;

export type Availability = Schemas['AvailabilityResponse'];
export type BookingRequest = Body<'/api/public/companies/{slug}/bookings', 'post'>;

export const publicBookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<Availability, { slug: string; water_id: number; from: string; to: string }>({
      query: ({ slug, ...query }) => call(publicBookingRoutes.availability, { slug }, { query }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    requestBooking: build.mutation<
      Answer<'/api/public/companies/{slug}/bookings', 'post'>,
      BookingRequest & { slug: string }
    >({
      query: ({ slug, ...body }) => call(publicBookingRoutes.request, { slug }, { body }),
      // The form shows the answer's messages itself, on its fields.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useAvailabilityQuery, useRequestBookingMutation } = publicBookingApi;
