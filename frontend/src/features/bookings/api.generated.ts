// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type {
  BoardDto,
  BoardResponse,
  BookingFilterDto,
  BookingPage,
  BookingReasonDto,
  BookingResponse,
  CheckInDto,
  CreateBookingDto,
  CreateStandDto,
  MessageResponse,
  PassResponse,
  StandResponse,
  UpdateBookingDto,
  UpdateStandDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type StandsControllerListApiArg = { companyId: number; id: number };
export type BookingsControllerListApiArg = { companyId: number; bookingFilterDto: BookingFilterDto };
export const bookingsEndpoints = inject<{
  standsControllerList: Query<StandResponse[], StandsControllerListApiArg>;
  standsControllerCreate: Mutation<StandResponse, { companyId: number; createStandDto: CreateStandDto }>;
  standsControllerGet: Query<StandResponse, { companyId: number; id: number }>;
  standsControllerUpdate: Mutation<StandResponse, { companyId: number; id: number; updateStandDto: UpdateStandDto }>;
  standsControllerRemove: Mutation<MessageResponse, { companyId: number; id: number }>;
  bookingsControllerList: Query<BookingPage, BookingsControllerListApiArg>;
  bookingsControllerCreate: Mutation<BookingResponse, { companyId: number; createBookingDto: CreateBookingDto }>;
  bookingsControllerGet: Query<BookingResponse, { companyId: number; id: number }>;
  bookingsControllerUpdate: Mutation<
    BookingResponse,
    { companyId: number; id: number; updateBookingDto: UpdateBookingDto }
  >;
  bookingsControllerConfirm: Mutation<BookingResponse, { companyId: number; id: number }>;
  bookingsControllerCancel: Mutation<
    BookingResponse,
    { companyId: number; id: number; bookingReasonDto: BookingReasonDto }
  >;
  bookingsControllerNoShow: Mutation<BookingResponse, { companyId: number; id: number }>;
  bookingsControllerCheckIn: Mutation<PassResponse, { companyId: number; id: number; checkInDto: CheckInDto }>;
  bookingsControllerBoard: Query<BoardResponse, { companyId: number; boardDto: BoardDto }>;
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
