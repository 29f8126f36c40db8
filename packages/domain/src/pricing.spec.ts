import { priceOf, validTo } from './pricing';

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
    expect(validTo(new Date('2026-03-15T06:00:00Z'), 1, 'months').toISOString()).toBe('2026-04-15T06:00:00.000Z');
    expect(validTo(new Date('2028-02-29T06:00:00Z'), 1, 'years').toISOString()).toBe('2029-02-28T06:00:00.000Z');
  });
});
