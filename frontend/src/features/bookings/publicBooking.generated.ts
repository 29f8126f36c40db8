// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type { AvailabilityResponse, PublicBookingDto, PublicBookingResponse } from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const publicBookingEndpoints = inject<{
  publicBookingsControllerAvailability: Query<
    AvailabilityResponse,
    { slug: string; waterId: number; from: string; to: string }
  >;
  publicBookingsControllerRequest: Mutation<
    PublicBookingResponse,
    { slug: string; publicBookingDto: PublicBookingDto }
  >;
}>({
  publicBookingsControllerAvailability: {
    query: 'GET /api/public/companies/{slug}/availability',
    params: ['water_id', 'from', 'to'],
  },
  publicBookingsControllerRequest: { mutation: 'POST /api/public/companies/{slug}/bookings', body: 'publicBookingDto' },
});
