import { bucharestDate, bucharestDayEnd, bucharestDayStart } from './time';

describe('Romanian calendar days', () => {
  it('starts a winter day at 22:00 UTC and a summer day at 21:00 UTC the evening before', () => {
    expect(bucharestDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(bucharestDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 03:00 → 04:00 local. The day starts still in winter time.
    expect(bucharestDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(bucharestDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('reads the date of an instant in Romania, not in UTC', () => {
    expect(bucharestDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
    expect(bucharestDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
  });
});
