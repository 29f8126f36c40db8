import { passPrice, standDays } from './pricing';

describe('passPrice', () => {
  it('is the plan price without a discount', () => {
    expect(passPrice('50.00', null)).toEqual({ price: 50, discount_amount: 0, total: 50 });
    expect(passPrice(undefined, undefined)).toEqual({ price: 0, discount_amount: 0, total: 0 });
  });

  it('takes a percent off, rounded to bani', () => {
    expect(passPrice('50.00', { type: 'percent', value: '20.00' })).toEqual({
      price: 50,
      discount_amount: 10,
      total: 40,
    });
    expect(passPrice('33.33', { type: 'percent', value: '15' })).toEqual({
      price: 33.33,
      discount_amount: 5,
      total: 28.33,
    });
    expect(passPrice('10.01', { type: 'percent', value: '50' })).toEqual({
      price: 10.01,
      discount_amount: 5.01,
      total: 5,
    });
    expect(passPrice('80', { type: 'percent', value: '100' }).total).toBe(0);
  });

  it('takes a fixed amount off, never below 0', () => {
    expect(passPrice('50.00', { type: 'fixed', value: '10.00' })).toEqual({
      price: 50,
      discount_amount: 10,
      total: 40,
    });
    expect(passPrice('5.00', { type: 'fixed', value: '10.00' })).toEqual({ price: 5, discount_amount: 5, total: 0 });
  });

  it('has no floating-point drift', () => {
    expect(passPrice('0.30', { type: 'fixed', value: '0.10' }).total).toBe(0.2);
    expect(passPrice(400, { type: 'percent', value: 12.5 })).toEqual({ price: 400, discount_amount: 50, total: 350 });
  });

  it("adds the stand's supplement × days to the price, before the discount", () => {
    expect(passPrice('120.50', null, { supplement: '15.25', days: 2 })).toEqual({
      price: 151,
      discount_amount: 0,
      total: 151,
    });
    expect(passPrice('100', { type: 'percent', value: '10' }, { supplement: '25', days: 1 })).toEqual({
      price: 125,
      discount_amount: 12.5,
      total: 112.5,
    });
    expect(passPrice('100', null, null).total).toBe(100);
  });
});

describe('standDays', () => {
  const at = (iso: string) => new Date(iso);
  it('counts started days, at least one', () => {
    expect(standDays(at('2026-06-12T04:00:00Z'), at('2026-06-12T10:00:00Z'))).toBe(1);
    expect(standDays(at('2026-06-12T04:00:00Z'), at('2026-06-13T04:00:00Z'))).toBe(1);
    expect(standDays(at('2026-06-12T04:00:00Z'), at('2026-06-13T04:00:01Z'))).toBe(2);
    expect(standDays(at('2026-06-12T04:00:00Z'), at('2026-06-14T04:00:00Z'))).toBe(2);
    expect(standDays(at('2026-06-12T04:00:00Z'), at('2026-06-12T04:00:00Z'))).toBe(1);
  });
});

describe('standDays across the clock changes', () => {
  const at = (iso: string) => new Date(iso);
  it('counts days on the Romanian clock, each one begun counted whole', () => {
    // 24 October 10:00 (UTC+3) → 25 October 10:00 (UTC+2): 25 real hours, one day.
    expect(standDays(at('2026-10-24T07:00:00Z'), at('2026-10-25T08:00:00Z'))).toBe(1);
    expect(standDays(at('2026-10-24T07:00:00Z'), at('2026-10-25T08:00:01Z'))).toBe(2);
    // 28 March 10:00 (UTC+2) → 29 March 10:00 (UTC+3): 23 real hours, one day; 10:30 begins a second.
    expect(standDays(at('2026-03-28T08:00:00Z'), at('2026-03-29T07:00:00Z'))).toBe(1);
    expect(standDays(at('2026-03-28T08:00:00Z'), at('2026-03-29T07:30:00Z'))).toBe(2);
  });
});
