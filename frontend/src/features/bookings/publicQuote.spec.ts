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
});
