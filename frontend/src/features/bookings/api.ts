import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** Stands, bookings, the lake's board. */
export const bookingsRoutes = {
  stands: { method: 'GET', path: '/api/company/{companyId}/waters/{id}/stands' },
  createStand: { method: 'POST', path: '/api/company/{companyId}/createStand' },
  updateStand: { method: 'POST', path: '/api/company/{companyId}/stands/{id}/update' },
  deleteStand: { method: 'POST', path: '/api/company/{companyId}/stands/{id}/delete' },
  list: { method: 'POST', path: '/api/company/{companyId}/bookings' },
  create: { method: 'POST', path: '/api/company/{companyId}/createBooking' },
  get: { method: 'GET', path: '/api/company/{companyId}/bookings/{id}' },
  confirm: { method: 'POST', path: '/api/company/{companyId}/bookings/{id}/confirm' },
  cancel: { method: 'POST', path: '/api/company/{companyId}/bookings/{id}/cancel' },
  noShow: { method: 'POST', path: '/api/company/{companyId}/bookings/{id}/noShow' },
  checkIn: { method: 'POST', path: '/api/company/{companyId}/bookings/{id}/checkIn' },
  board: { method: 'POST', path: '/api/company/{companyId}/board' },
} as const;

export type Stand = Schemas['StandResponse'];
export type StandInput = Body<'/api/company/{companyId}/createStand', 'post'>;
export type Booking = Schemas['BookingResponse'];
export type BookingInput = Body<'/api/company/{companyId}/createBooking', 'post'>;
export type BookingsFilter = Body<'/api/company/{companyId}/bookings', 'post'> & { companyId: number };
export type BookingsPage = Answer<'/api/company/{companyId}/bookings', 'post'>;
export type Board = Schemas['BoardResponse'];
export type BoardStand = Schemas['BoardStand'];
export type BoardHolder = Schemas['BoardHolder'];
export type BookingStatus = Booking['status'];

export const BOOKING_STATUSES: { value: BookingStatus; label: string; color: string }[] = [
  // antd's "gold" text on its tint is 2.75:1; gold-8 reads (≥ 4.5:1, WCAG AA).
  { value: 'pending', label: 'În așteptare', color: '#ad6800' },
  { value: 'confirmed', label: 'Confirmată', color: 'blue' },
  { value: 'checked_in', label: 'Prezentat', color: 'green' },
  { value: 'cancelled', label: 'Anulată', color: 'default' },
  { value: 'no_show', label: 'Neprezentat', color: 'red' },
];
export const BOOKING_SOURCES: { value: Booking['source']; label: string }[] = [
  { value: 'gate', label: 'La poartă' },
  { value: 'phone', label: 'Telefon' },
  { value: 'online', label: 'Online' },
];
/** Each state's colour: a tag's text on its tint and a map marker behind white text, both ≥ 4.5:1 (WCAG AA). */
export const BOARD_STATES: Record<BoardStand['state'], { label: string; color: string }> = {
  free: { label: 'Liber', color: '#237804' },
  booked: { label: 'Rezervat', color: '#0958d9' },
  occupied: { label: 'Ocupat', color: '#cf1322' },
  leaving: { label: 'Pleacă azi', color: '#ad4e00' },
};

export const statusOf = (s: BookingStatus) => BOOKING_STATUSES.find((x) => x.value === s) ?? BOOKING_STATUSES[0];
export const sourceLabel = (s: Booking['source']) => BOOKING_SOURCES.find((x) => x.value === s)?.label ?? s;

type Ref = { companyId: number; id: number };
const bookingTags = (id: number) => [
  { type: 'Booking' as const, id },
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Pass' as const, id: 'LIST' },
  { type: 'Receipt' as const, id: 'LIST' },
];

export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stands: build.query<Stand[], Ref>({
      query: ({ companyId, id }) => call(bookingsRoutes.stands, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Stand', id: `water-${id}` }],
    }),
    createStand: build.mutation<Stand, StandInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(bookingsRoutes.createStand, { companyId }, { body }),
      invalidatesTags: (_r, _e, { water_id }) => [{ type: 'Stand', id: `water-${water_id}` }],
    }),
    updateStand: build.mutation<Stand, Partial<StandInput> & Ref & { waterId: number }>({
      query: ({ companyId, id, waterId: _w, ...body }) => call(bookingsRoutes.updateStand, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { waterId }) => [{ type: 'Stand', id: `water-${waterId}` }],
    }),
    deleteStand: build.mutation<
      Answer<'/api/company/{companyId}/stands/{id}/delete', 'post'>,
      Ref & { waterId: number }
    >({
      query: ({ companyId, id }) => call(bookingsRoutes.deleteStand, { companyId, id }),
      invalidatesTags: (_r, error, { waterId }) => (error ? [] : [{ type: 'Stand', id: `water-${waterId}` }]),
    }),
    bookings: build.query<BookingsPage, BookingsFilter>({
      query: ({ companyId, ...body }) => call(bookingsRoutes.list, { companyId }, { body }),
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    booking: build.query<Booking, Ref>({
      query: ({ companyId, id }) => call(bookingsRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Booking', id }],
    }),
    createBooking: build.mutation<Booking, BookingInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(bookingsRoutes.create, { companyId }, { body }),
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Receipt', id: 'LIST' },
      ],
    }),
    confirmBooking: build.mutation<Booking, Ref>({
      query: ({ companyId, id }) => call(bookingsRoutes.confirm, { companyId, id }),
      invalidatesTags: (_r, _e, { id }) => bookingTags(id),
    }),
    cancelBooking: build.mutation<Booking, Ref & { reason?: string | null }>({
      query: ({ companyId, id, reason }) => call(bookingsRoutes.cancel, { companyId, id }, { body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => bookingTags(id),
    }),
    noShowBooking: build.mutation<Booking, Ref>({
      query: ({ companyId, id }) => call(bookingsRoutes.noShow, { companyId, id }),
      invalidatesTags: (_r, _e, { id }) => bookingTags(id),
    }),
    checkInBooking: build.mutation<
      Answer<'/api/company/{companyId}/bookings/{id}/checkIn', 'post'>,
      Ref & Body<'/api/company/{companyId}/bookings/{id}/checkIn', 'post'>
    >({
      query: ({ companyId, id, ...body }) => call(bookingsRoutes.checkIn, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => bookingTags(id),
    }),
    board: build.query<Board, { companyId: number; date: string; water_id?: number }>({
      query: ({ companyId, ...body }) => call(bookingsRoutes.board, { companyId }, { body }),
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
  }),
});

export const {
  useStandsQuery,
  useCreateStandMutation,
  useUpdateStandMutation,
  useDeleteStandMutation,
  useBookingsQuery,
  useBookingQuery,
  useCreateBookingMutation,
  useConfirmBookingMutation,
  useCancelBookingMutation,
  useNoShowBookingMutation,
  useCheckInBookingMutation,
  useBoardQuery,
} = bookingsApi;
