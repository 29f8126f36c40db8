// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type StandsControllerListApiArg = { companyId: number; id: number };
export type BookingsControllerListApiArg = { companyId: number; bookingFilterDto: S.BookingFilterDto };
export const bookingsEndpoints = inject<{
  standsControllerList: Query<S.StandResponse[], StandsControllerListApiArg>;
  standsControllerCreate: Mutation<S.StandResponse, { companyId: number; createStandDto: S.CreateStandDto }>;
  standsControllerGet: Query<S.StandResponse, { companyId: number; id: number }>;
  standsControllerUpdate: Mutation<
    S.StandResponse,
    { companyId: number; id: number; updateStandDto: S.UpdateStandDto }
  >;
  standsControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
  bookingsControllerList: Query<S.BookingPage, BookingsControllerListApiArg>;
  bookingsControllerCreate: Mutation<S.BookingResponse, { companyId: number; createBookingDto: S.CreateBookingDto }>;
  bookingsControllerGet: Query<S.BookingResponse, { companyId: number; id: number }>;
  bookingsControllerUpdate: Mutation<
    S.BookingResponse,
    { companyId: number; id: number; updateBookingDto: S.UpdateBookingDto }
  >;
  bookingsControllerConfirm: Mutation<S.BookingResponse, { companyId: number; id: number }>;
  bookingsControllerCancel: Mutation<
    S.BookingResponse,
    { companyId: number; id: number; bookingReasonDto: S.BookingReasonDto }
  >;
  bookingsControllerNoShow: Mutation<S.BookingResponse, { companyId: number; id: number }>;
  bookingsControllerCheckIn: Mutation<S.PassResponse, { companyId: number; id: number; checkInDto: S.CheckInDto }>;
  bookingsControllerBoard: Query<S.BoardResponse, { companyId: number; boardDto: S.BoardDto }>;
}>({
  standsControllerList: { query: 'GET /api/company/{companyId}/waters/{id}/stands' },
  standsControllerCreate: { mutation: 'POST /api/company/{companyId}/createStand', body: 'createStandDto' },
  standsControllerGet: { query: 'GET /api/company/{companyId}/stands/{id}' },
  standsControllerUpdate: { mutation: 'POST /api/company/{companyId}/stands/{id}/update', body: 'updateStandDto' },
  standsControllerRemove: { mutation: 'POST /api/company/{companyId}/stands/{id}/delete' },
  bookingsControllerList: { query: 'POST /api/company/{companyId}/bookings', body: 'bookingFilterDto' },
  bookingsControllerCreate: { mutation: 'POST /api/company/{companyId}/createBooking', body: 'createBookingDto' },
  bookingsControllerGet: { query: 'GET /api/company/{companyId}/bookings/{id}' },
  bookingsControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/bookings/{id}/update',
    body: 'updateBookingDto',
  },
  bookingsControllerConfirm: { mutation: 'POST /api/company/{companyId}/bookings/{id}/confirm' },
  bookingsControllerCancel: {
    mutation: 'POST /api/company/{companyId}/bookings/{id}/cancel',
    body: 'bookingReasonDto',
  },
  bookingsControllerNoShow: { mutation: 'POST /api/company/{companyId}/bookings/{id}/noShow' },
  bookingsControllerCheckIn: { mutation: 'POST /api/company/{companyId}/bookings/{id}/checkIn', body: 'checkInDto' },
  bookingsControllerBoard: { query: 'POST /api/company/{companyId}/board', body: 'boardDto' },
});
