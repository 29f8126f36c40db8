import { planPeriods, priceOf, stayPrice, validTo } from './pricing';

describe('priceOf', () => {
  it('takes a percent off, rounded to the ban', () => {
    expect(priceOf('50.00', { type: 'percent', value: '20.00' })).toEqual({
      price: '50.00',
      discount_amount: '10.00',
      total: '40.00',
    });
    expect(priceOf('33.33', { type: 'percent', value: '15' })).toEqual({
      price: '33.33',
      discount_amount: '5.00',
      total: '28.33',
    });
  });

  it('never lets a fixed discount make the total negative', () => {
    expect(priceOf('30.00', { type: 'fixed', value: '50.00' })).toEqual({
      price: '30.00',
      discount_amount: '30.00',
      total: '0.00',
    });
  });

  it('charges the plan price without a discount', () => {
    expect(priceOf(80, null)).toEqual({ price: '80.00', discount_amount: '0.00', total: '80.00' });
  });
});

describe('validTo', () => {
  const from = new Date('2026-01-31T06:00:00Z');
  it('adds hours and days as elapsed time', () => {
    expect(validTo(from, 24, 'hours').toISOString()).toBe('2026-02-01T06:00:00.000Z');
    expect(validTo(from, 3, 'days').toISOString()).toBe('2026-02-03T06:00:00.000Z');
  });

  it("adds months on the calendar, clamping to the month's last day", () => {
    expect(validTo(from, 1, 'months').toISOString()).toBe('2026-02-28T06:00:00.000Z');
    // 15 March 08:00 in Romania (winter time) → 15 April 08:00 (summer time), not 09:00.
    expect(validTo(new Date('2026-03-15T06:00:00Z'), 1, 'months').toISOString()).toBe('2026-04-15T05:00:00.000Z');
    expect(validTo(new Date('2028-02-29T06:00:00Z'), 1, 'years').toISOString()).toBe('2029-02-28T06:00:00.000Z');
  });
});

// Days, months and years are Romania's calendar (docs/conventions.md: a calendar day is Romania's
// day): a "1 zi" pass ends at the same clock time the next day in Bucharest, also across the night
// the clocks change; "24 de ore" are 24 real hours.
describe('validTo across the clock changes', () => {
  it('ends a day pass at the same Romanian clock time the next day', () => {
    // Sold on Saturday 28 March 2026 at 20:00 (UTC+2): the clocks go 03:00 → 04:00 that night.
    expect(validTo(new Date('2026-03-28T18:00:00Z'), 1, 'days').toISOString()).toBe('2026-03-29T17:00:00.000Z');
    // Sold on Saturday 24 October 2026 at 20:00 (UTC+3): the clocks go 04:00 → 03:00 that night.
    expect(validTo(new Date('2026-10-24T17:00:00Z'), 1, 'days').toISOString()).toBe('2026-10-25T18:00:00.000Z');
    // Sold on the change's day itself, after it: 25 October 10:00 (UTC+2) → 26 October 10:00.
    expect(validTo(new Date('2026-10-25T08:00:00Z'), 1, 'days').toISOString()).toBe('2026-10-26T08:00:00.000Z');
    // A clock time the spring night skips (03:30) is the hour after it.
    expect(validTo(new Date('2026-03-28T01:30:00Z'), 1, 'days').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps hours as elapsed time', () => {
    expect(validTo(new Date('2026-03-28T18:00:00Z'), 24, 'hours').toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(validTo(new Date('2026-10-24T17:00:00Z'), 24, 'hours').toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });

  it("adds months on Romania's calendar, not UTC's", () => {
    // 31 March 01:30 in Romania is still 30 March in UTC: one month later is 30 April 01:30.
    expect(validTo(new Date('2026-03-30T22:30:00Z'), 1, 'months').toISOString()).toBe('2026-04-29T22:30:00.000Z');
    // 1 October 10:00 (UTC+3) → 1 November 10:00 (UTC+2).
    expect(validTo(new Date('2026-10-01T07:00:00Z'), 1, 'months').toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(validTo(new Date('2026-10-01T07:00:00Z'), 1, 'years').toISOString()).toBe('2027-10-01T07:00:00.000Z');
  });
});

describe('planPeriods', () => {
  const friday = new Date('2031-07-11T05:00:00Z'); // 08:00 in Romania
  it("counts the plan's durations a booking takes, a begun one whole", () => {
    expect(planPeriods(friday, new Date('2031-07-12T05:00:00Z'), 1, 'days')).toBe(1);
    expect(planPeriods(friday, new Date('2031-07-13T05:00:00Z'), 1, 'days')).toBe(2);
    expect(planPeriods(friday, new Date('2031-07-13T05:00:01Z'), 1, 'days')).toBe(3);
    expect(planPeriods(friday, new Date('2031-07-11T11:00:00Z'), 1, 'days')).toBe(1);
    expect(planPeriods(friday, new Date('2031-07-12T05:00:00Z'), 12, 'hours')).toBe(2);
    expect(planPeriods(friday, new Date('2031-07-12T06:00:00Z'), 12, 'hours')).toBe(3);
    expect(planPeriods(friday, new Date('2031-07-25T05:00:00Z'), 1, 'years')).toBe(1);
  });

  it('keeps a day a day across the night the clocks change', () => {
    // Saturday 24 October 2026 20:00 (UTC+3) to Monday 26 October 20:00 (UTC+2): two calendar days, 49 hours.
    expect(planPeriods(new Date('2026-10-24T17:00:00Z'), new Date('2026-10-26T18:00:00Z'), 1, 'days')).toBe(2);
  });

  it('is one for an empty or reversed interval', () => {
    expect(planPeriods(friday, friday, 1, 'days')).toBe(1);
    expect(planPeriods(friday, new Date('2031-07-10T05:00:00Z'), 1, 'days')).toBe(1);
  });
});

describe('stayPrice', () => {
  const plan = { price: '100.50', duration_value: 1, duration_unit: 'days' as const };
  const from = new Date('2031-07-11T05:00:00Z');
  it("charges the plan once for its own duration, with the stand's supplement per day", () => {
    expect(stayPrice(plan, '20', from, new Date('2031-07-12T05:00:00Z'))).toEqual({
      periods: 1,
      days: 1,
      plan: 10050,
      supplement: 2000,
      base: 12050,
    });
  });

  it('charges each duration a longer stay takes, and no supplement without a stand', () => {
    expect(stayPrice(plan, null, from, new Date('2031-07-13T05:00:00Z'))).toEqual({
      periods: 2,
      days: 0,
      plan: 20100,
      supplement: 0,
      base: 20100,
    });
    expect(stayPrice(plan, '20', from, new Date('2031-07-13T06:00:00Z')).base).toBe(3 * 10050 + 3 * 2000);
  });
});
