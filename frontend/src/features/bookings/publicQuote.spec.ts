import { bookingQuote, defaultArrival } from './publicQuote';

const day = { price: '120.50', duration_value: 1, duration_unit: 'days' as const };

describe('the public booking quote', () => {
  it('adds the stand supplement per day, a started day counted whole, to the plan price', () => {
    expect(bookingQuote(day, '15.25', '2031-07-10T04:00:00Z', '2031-07-10T10:00:00Z')).toEqual({
      price: '120.50',
      periods: 1,
      plan: '120.50',
      days: 1,
      supplement: '15.25',
      total: '135.75',
    });
  });

  it('charges the plan for each of its durations the stay takes', () => {
    expect(bookingQuote(day, '15.25', '2031-07-10T04:00:00Z', '2031-07-12T04:00:00Z')).toEqual({
      price: '120.50',
      periods: 2,
      plan: '241.00',
      days: 2,
      supplement: '30.50',
      total: '271.50',
    });
    const halfDay = { price: '40', duration_value: 12, duration_unit: 'hours' as const };
    expect(bookingQuote(halfDay, null, '2031-07-10T04:00:00Z', '2031-07-11T05:00:00Z')?.total).toBe('120.00');
  });

  it('without a stand, the plan price alone; nothing without a plan or with the departure first', () => {
    expect(bookingQuote({ ...day, price: '50' }, null, '2031-07-10T04:00:00Z', '2031-07-11T04:00:00Z')).toEqual({
      price: '50.00',
      periods: 1,
      plan: '50.00',
      days: 0,
      supplement: '0.00',
      total: '50.00',
    });
    expect(bookingQuote(null, '10', '2031-07-10T04:00:00Z', '2031-07-11T04:00:00Z')).toBeNull();
    expect(bookingQuote(day, '10', '2031-07-11T04:00:00Z', '2031-07-10T04:00:00Z')).toBeNull();
  });

  it('charges one day for a night the clocks change, as the check-in does', () => {
    // 24 October 2026 10:00 (UTC+3) → 25 October 10:00 (UTC+2): 25 real hours, one day on the clock.
    expect(bookingQuote(day, '10', '2026-10-24T07:00:00Z', '2026-10-25T08:00:00Z')).toMatchObject({
      days: 1,
      periods: 1,
    });
    // 28 March 2026 10:00 (UTC+2) → 29 March 10:30 (UTC+3): 23.5 real hours, a second day begun.
    expect(bookingQuote(day, '10', '2026-03-28T08:00:00Z', '2026-03-29T07:30:00Z')).toMatchObject({
      days: 2,
      periods: 2,
    });
  });
});

describe("the public form's default arrival", () => {
  it('is this morning at 07:00 while it is to come, else tomorrow morning (Romanian clock)', () => {
    // 06:30 in Romania (UTC+2 in winter).
    expect(defaultArrival(new Date('2026-12-02T04:30:00Z'))).toEqual({ day: '2026-12-02', time: '07:00' });
    // 07:00 exactly and 09:06: the current hour is already begun.
    expect(defaultArrival(new Date('2026-12-02T05:00:00Z'))).toEqual({ day: '2026-12-03', time: '07:00' });
    expect(defaultArrival(new Date('2026-12-02T07:06:00Z'))).toEqual({ day: '2026-12-03', time: '07:00' });
    // 23:30 on 31 December in Romania is still that day; 00:30 on 1 January is the next.
    expect(defaultArrival(new Date('2026-12-31T21:30:00Z'))).toEqual({ day: '2027-01-01', time: '07:00' });
    expect(defaultArrival(new Date('2026-12-31T22:30:00Z'))).toEqual({ day: '2027-01-01', time: '07:00' });
  });
});
