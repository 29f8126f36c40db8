import { fromBani, stayPrice, type PricedPlan } from '@balti/domain';

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
