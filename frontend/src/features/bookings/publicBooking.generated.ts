// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type { AvailabilityResponse, PublicBookingDto, PublicBookingResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicBookingsControllerAvailability: build.query<
      PublicBookingsControllerAvailabilityApiResponse,
      PublicBookingsControllerAvailabilityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}/availability`,
        params: {
          water_id: queryArg.waterId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    publicBookingsControllerRequest: build.mutation<
      PublicBookingsControllerRequestApiResponse,
      PublicBookingsControllerRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/public/companies/${encodeURIComponent(String(queryArg.slug))}/bookings`,
        method: 'POST',
        body: queryArg.publicBookingDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as publicBookingEndpoints };
export type PublicBookingsControllerAvailabilityApiResponse = /** status 200 OK */ AvailabilityResponse;
export type PublicBookingsControllerAvailabilityApiArg = {
  slug: string;
  waterId: number;
  from: string;
  to: string;
};
export type PublicBookingsControllerRequestApiResponse = /** status 201 Creat */ PublicBookingResponse;
export type PublicBookingsControllerRequestApiArg = {
  slug: string;
  publicBookingDto: PublicBookingDto;
};
