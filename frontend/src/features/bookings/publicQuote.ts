import { standDays as daysOnTheClock } from '@balti/domain';

/**
 * What a booking request will cost, shown on the public page before it is sent: the plan's price
 * plus the stand's supplement for each day booked (a started day counts whole), as the check-in
 * charges it (backend/src/bookings/booking.presenter.ts bookingTotals).
 */
export interface BookingQuote {
  price: string;
  days: number;
  supplement: string;
  total: string;
}

const bani = (lei: string | number) => Math.round(Number(lei) * 100);
const lei = (b: number) => (b / 100).toFixed(2);

/** Days the stand is held: at least one, a started day on the Romanian clock counted whole. */
export function standDays(startsAt: string, endsAt: string): number {
  return daysOnTheClock(new Date(startsAt), new Date(endsAt));
}

export function bookingQuote(
  planPrice: string | null,
  standSupplement: string | null,
  startsAt: string,
  endsAt: string,
): BookingQuote | null {
  if (planPrice === null || Number.isNaN(Date.parse(startsAt)) || Number.isNaN(Date.parse(endsAt))) return null;
  if (Date.parse(endsAt) <= Date.parse(startsAt)) return null;
  const days = standSupplement === null ? 0 : standDays(startsAt, endsAt);
  const supplement = standSupplement === null ? 0 : bani(standSupplement) * days;
  return { price: lei(bani(planPrice)), days, supplement: lei(supplement), total: lei(bani(planPrice) + supplement) };
}
