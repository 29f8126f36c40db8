// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';

export const publicBookingEndpoints = inject<{
  publicBookingsControllerAvailability: Query<
    S.AvailabilityResponse,
    { slug: string; waterId: number; from: string; to: string }
  >;
  publicBookingsControllerRequest: Mutation<
    S.PublicBookingResponse,
    { slug: string; publicBookingDto: S.PublicBookingDto }
  >;
}>({
  publicBookingsControllerAvailability: {
    query: 'GET /api/public/companies/{slug}/availability',
    params: ['water_id', 'from', 'to'],
  },
  publicBookingsControllerRequest: { mutation: 'POST /api/public/companies/{slug}/bookings', body: 'publicBookingDto' },
});
