// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
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
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    standsControllerList: build.query<StandsControllerListApiResponse, StandsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/waters/${encodeURIComponent(String(queryArg.id))}/stands`,
      }),
    }),
    standsControllerCreate: build.mutation<StandsControllerCreateApiResponse, StandsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createStand`,
        method: 'POST',
        body: queryArg.createStandDto,
      }),
    }),
    standsControllerGet: build.query<StandsControllerGetApiResponse, StandsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    standsControllerUpdate: build.mutation<StandsControllerUpdateApiResponse, StandsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateStandDto,
      }),
    }),
    standsControllerRemove: build.mutation<StandsControllerRemoveApiResponse, StandsControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/stands/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
    bookingsControllerList: build.query<BookingsControllerListApiResponse, BookingsControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings`,
        method: 'POST',
        body: queryArg.bookingFilterDto,
      }),
    }),
    bookingsControllerCreate: build.mutation<BookingsControllerCreateApiResponse, BookingsControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createBooking`,
        method: 'POST',
        body: queryArg.createBookingDto,
      }),
    }),
    bookingsControllerGet: build.query<BookingsControllerGetApiResponse, BookingsControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    bookingsControllerUpdate: build.mutation<BookingsControllerUpdateApiResponse, BookingsControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateBookingDto,
      }),
    }),
    bookingsControllerConfirm: build.mutation<BookingsControllerConfirmApiResponse, BookingsControllerConfirmApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/confirm`,
        method: 'POST',
      }),
    }),
    bookingsControllerCancel: build.mutation<BookingsControllerCancelApiResponse, BookingsControllerCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
        body: queryArg.bookingReasonDto,
      }),
    }),
    bookingsControllerNoShow: build.mutation<BookingsControllerNoShowApiResponse, BookingsControllerNoShowApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/noShow`,
        method: 'POST',
      }),
    }),
    bookingsControllerCheckIn: build.mutation<BookingsControllerCheckInApiResponse, BookingsControllerCheckInApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/bookings/${encodeURIComponent(String(queryArg.id))}/checkIn`,
        method: 'POST',
        body: queryArg.checkInDto,
      }),
    }),
    bookingsControllerBoard: build.query<BookingsControllerBoardApiResponse, BookingsControllerBoardApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/board`,
        method: 'POST',
        body: queryArg.boardDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as bookingsEndpoints };
export type StandsControllerListApiResponse = /** status 200 Listă */ StandResponse[];
export type StandsControllerListApiArg = {
  companyId: number;
  id: number;
};
export type StandsControllerCreateApiResponse = /** status 201 Creat */ StandResponse;
export type StandsControllerCreateApiArg = {
  companyId: number;
  createStandDto: CreateStandDto;
};
export type StandsControllerGetApiResponse = /** status 200 OK */ StandResponse;
export type StandsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type StandsControllerUpdateApiResponse = /** status 200 OK */ StandResponse;
export type StandsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateStandDto: UpdateStandDto;
};
export type StandsControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type StandsControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerListApiResponse = /** status 200 O pagină */ BookingPage;
export type BookingsControllerListApiArg = {
  companyId: number;
  bookingFilterDto: BookingFilterDto;
};
export type BookingsControllerCreateApiResponse = /** status 201 Creat */ BookingResponse;
export type BookingsControllerCreateApiArg = {
  companyId: number;
  createBookingDto: CreateBookingDto;
};
export type BookingsControllerGetApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerUpdateApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateBookingDto: UpdateBookingDto;
};
export type BookingsControllerConfirmApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerConfirmApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerCancelApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerCancelApiArg = {
  companyId: number;
  id: number;
  bookingReasonDto: BookingReasonDto;
};
export type BookingsControllerNoShowApiResponse = /** status 200 OK */ BookingResponse;
export type BookingsControllerNoShowApiArg = {
  companyId: number;
  id: number;
};
export type BookingsControllerCheckInApiResponse = /** status 200 OK */ PassResponse;
export type BookingsControllerCheckInApiArg = {
  companyId: number;
  id: number;
  checkInDto: CheckInDto;
};
export type BookingsControllerBoardApiResponse = /** status 200 OK */ BoardResponse;
export type BookingsControllerBoardApiArg = {
  companyId: number;
  boardDto: BoardDto;
};
