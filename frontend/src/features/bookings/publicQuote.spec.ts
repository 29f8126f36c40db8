import { bookingQuote, standDays } from './publicQuote';

describe('the public booking quote', () => {
  it('counts a started day whole, one day at least', () => {
    expect(standDays('2031-07-10T04:00:00Z', '2031-07-10T10:00:00Z')).toBe(1);
    expect(standDays('2031-07-10T04:00:00Z', '2031-07-11T04:00:00Z')).toBe(1);
    expect(standDays('2031-07-10T04:00:00Z', '2031-07-11T05:00:00Z')).toBe(2);
  });

  it('adds the stand supplement per day to the plan price', () => {
    expect(bookingQuote('120.50', '15.25', '2031-07-10T04:00:00Z', '2031-07-12T04:00:00Z')).toEqual({
      price: '120.50',
      days: 2,
      supplement: '30.50',
      total: '151.00',
    });
  });

  it('without a stand, the plan price alone; nothing without a plan or with the departure first', () => {
    expect(bookingQuote('50', null, '2031-07-10T04:00:00Z', '2031-07-11T04:00:00Z')).toEqual({
      price: '50.00',
      days: 0,
      supplement: '0.00',
      total: '50.00',
    });
    expect(bookingQuote(null, '10', '2031-07-10T04:00:00Z', '2031-07-11T04:00:00Z')).toBeNull();
    expect(bookingQuote('50', '10', '2031-07-11T04:00:00Z', '2031-07-10T04:00:00Z')).toBeNull();
  });

  it('charges one day for a night the clocks change, as the check-in does', () => {
    // 24 October 2026 10:00 (UTC+3) → 25 October 10:00 (UTC+2): 25 real hours, one day on the clock.
    expect(bookingQuote('50', '10', '2026-10-24T07:00:00Z', '2026-10-25T08:00:00Z')?.days).toBe(1);
    // 28 March 2026 10:00 (UTC+2) → 29 March 10:30 (UTC+3): 23.5 real hours, a second day begun.
    expect(bookingQuote('50', '10', '2026-03-28T08:00:00Z', '2026-03-29T07:30:00Z')?.days).toBe(2);
  });
});
