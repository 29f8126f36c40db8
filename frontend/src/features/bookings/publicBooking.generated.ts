// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
export type AvailabilityDay = {
  date: string;
  /** requested: doar cereri online în așteptare (standul nu poate fi cerut din nou) */
  state: 'free' | 'requested' | 'taken';
};
export type AvailabilityStand = {
  id: number;
  number: string;
  name: string | null;
  capacity: number;
  /** suplimentul standului pe zi */
  supplement: string;
  x: number;
  y: number;
  days: AvailabilityDay[];
};
export type AvailabilityResponse = {
  water_id: number;
  from: string;
  to: string;
  max_anglers_per_day: number | null;
  /** apa întreagă: ocupată când s-a atins numărul maxim de pescari */
  days: AvailabilityDay[];
  stands: AvailabilityStand[];
};
export type ErrorResponse = {
  message: string;
};
export type ValidationErrorResponse = {
  /** 'Datele trimise nu sunt valide.' */
  message: string;
  /** câmp -> mesaje în română */
  errors: {
    [key: string]: string[];
  };
};
export type PublicBookingResponse = {
  id: number;
  status: 'pending';
};
export type PublicBookingDto = {
  /** litere, spații, cratime, apostrofuri și puncte */
  guest_name: string;
  /** se păstrează în forma E.164 (+40722123456) */
  guest_phone: string;
  guest_email: string;
  water_id: number;
  stand_id?: number | null;
  plan_id: number;
  starts_at: string;
  ends_at: string;
  anglers: number;
  consent: true;
  website?: string | null;
};
