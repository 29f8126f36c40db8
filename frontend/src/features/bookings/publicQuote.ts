import { bucharestWallClock, fromBani, stayPrice, type PricedPlan } from '@balti/domain';

/**
 * What a booking request will cost, shown on the public page before it is sent: the plan's price for
 * each of its durations the stay takes, plus the stand's supplement for each day booked (a started
 * day counts whole), as the check-in charges it (packages/domain/src/pricing.ts stayPrice).
 */
export interface BookingQuote {
  /** The plan's own price, how many times the stay takes it, and their product. */
  price: string;
  periods: number;
  plan: string;
  days: number;
  supplement: string;
  total: string;
}

export function bookingQuote(
  plan: PricedPlan | null,
  standSupplement: string | null,
  startsAt: string,
  endsAt: string,
): BookingQuote | null {
  const from = Date.parse(startsAt);
  const to = Date.parse(endsAt);
  if (plan === null || Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  const stay = stayPrice(plan, standSupplement, new Date(from), new Date(to));
  return {
    price: fromBani(stay.plan / stay.periods),
    periods: stay.periods,
    plan: fromBani(stay.plan),
    days: stay.days,
    supplement: fromBani(stay.supplement),
    total: fromBani(stay.base),
  };
}

/** The hour a public request's arrival defaults to: a lake's morning. */
const MORNING = 7;

/**
 * The arrival a public request form starts with (day YYYY-MM-DD and time on Romania's clock): this
 * morning at 07:00 while that is still to come, else tomorrow's. A booking may not start before the
 * current hour (backend/src/bookings/public-bookings.service.ts), so today 07:00 at 09:00 would be
 * refused.
 */
export function defaultArrival(now: Date = new Date()): { day: string; time: string } {
  const wall = new Date(bucharestWallClock(now));
  if (wall.getUTCHours() >= MORNING) wall.setUTCDate(wall.getUTCDate() + 1);
  return { day: wall.toISOString().slice(0, 10), time: `0${MORNING}:00` };
}
