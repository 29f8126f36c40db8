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
    // 25 October 2026: 04:00 → 03:00 local, a day of 25 hours.
    expect(bucharestDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(bucharestDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:00:00.000Z');
    // 23:30 and 00:30 local around both changes fall on their own day.
    expect(bucharestDate(new Date('2026-03-28T21:30:00Z'))).toBe('2026-03-28');
    expect(bucharestDate(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
    expect(bucharestDate(new Date('2026-03-29T20:30:00Z'))).toBe('2026-03-29');
    expect(bucharestDate(new Date('2026-03-29T21:30:00Z'))).toBe('2026-03-30');
    expect(bucharestDate(new Date('2026-10-24T20:30:00Z'))).toBe('2026-10-24');
    expect(bucharestDate(new Date('2026-10-24T21:30:00Z'))).toBe('2026-10-25');
    expect(bucharestDate(new Date('2026-10-25T21:30:00Z'))).toBe('2026-10-25');
    expect(bucharestDate(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-26');
  });

  it('reads the date of an instant in Romania, not in UTC', () => {
    expect(bucharestDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
    expect(bucharestDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
  });

  it('reads the same dates one after the other as Intl does, the remembered day included', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' });
    // Every 7 minutes across the spring and autumn clock changes and an ordinary midnight, forwards
    // then backwards, so each call may hit or leave the day the one before remembered.
    const instants: number[] = [];
    for (const around of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-06-30T21:00:00Z'])
      for (let m = -300; m <= 300; m += 7) instants.push(Date.parse(around) + m * 60_000);
    for (const at of [...instants, ...instants.reverse()])
      expect(bucharestDate(new Date(at))).toBe(intl.format(new Date(at)));
    expect(bucharestDate(new Date(Date.parse('2026-06-30T21:00:00Z') - 1))).toBe('2026-06-30');
    expect(bucharestDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
  });
});
