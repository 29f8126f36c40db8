import {
  bookingsEndpoints,
  type BoardHolder as Holder,
  type BoardStand as Stand_,
  type BookingFilterDto,
  type BookingResponse,
  type CreateBookingDto,
  type StandResponse,
} from './api.generated';

/**
 * Stands, bookings, the lake's board: the endpoints are generated from openapi.json
 * (api.generated.ts); their cache tags are here.
 */
export type Stand = StandResponse;
export type Booking = BookingResponse;
export type BookingInput = CreateBookingDto;
export type BookingsFilter = BookingFilterDto;
export type BoardStand = Stand_;
export type BoardHolder = Holder;
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

const bookingTags = (id: number) => [
  { type: 'Booking' as const, id },
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Pass' as const, id: 'LIST' },
  { type: 'Receipt' as const, id: 'LIST' },
];

/** A water's stands: one tag per water. */
const standsTag = (waterId: number) => ({ type: 'Stand' as const, id: `water-${waterId}` });

export const bookingsApi = bookingsEndpoints.enhanceEndpoints({
  endpoints: {
    standsControllerList: { providesTags: (_r, _e, { id }) => [standsTag(id)] },
    standsControllerCreate: { invalidatesTags: (_r, _e, { createStandDto }) => [standsTag(createStandDto.water_id)] },
    // The answer names the stand's water (whose list shows it).
    standsControllerUpdate: { invalidatesTags: (result) => (result ? [standsTag(result.water_id)] : []) },
    // The answer is a message: every water's stands list refetches (only the ones on screen ask).
    standsControllerRemove: { invalidatesTags: (_r, error) => (error ? [] : ['Stand']) },
    bookingsControllerList: { providesTags: [{ type: 'Booking', id: 'LIST' }] },
    bookingsControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Booking', id }] },
    bookingsControllerCreate: {
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Receipt', id: 'LIST' },
      ],
    },
    bookingsControllerConfirm: { invalidatesTags: (_r, _e, { id }) => bookingTags(id) },
    bookingsControllerCancel: { invalidatesTags: (_r, _e, { id }) => bookingTags(id) },
    bookingsControllerNoShow: { invalidatesTags: (_r, _e, { id }) => bookingTags(id) },
    bookingsControllerCheckIn: { invalidatesTags: (_r, _e, { id }) => bookingTags(id) },
    bookingsControllerBoard: { providesTags: [{ type: 'Booking', id: 'LIST' }] },
  },
});

export const {
  useStandsControllerListQuery: useStandsQuery,
  useStandsControllerCreateMutation: useCreateStandMutation,
  useStandsControllerUpdateMutation: useUpdateStandMutation,
  useStandsControllerRemoveMutation: useDeleteStandMutation,
  useBookingsControllerListQuery: useBookingsQuery,
  useBookingsControllerGetQuery: useBookingQuery,
  useBookingsControllerCreateMutation: useCreateBookingMutation,
  useBookingsControllerConfirmMutation: useConfirmBookingMutation,
  useBookingsControllerCancelMutation: useCancelBookingMutation,
  useBookingsControllerNoShowMutation: useNoShowBookingMutation,
  useBookingsControllerCheckInMutation: useCheckInBookingMutation,
  useBookingsControllerBoardQuery: useBoardQuery,
} = bookingsApi;
