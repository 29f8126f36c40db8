import dayjs from 'dayjs';
import { onRomanianClock, romanianDayTime, romanianInstant, romanianToday } from './romanianClock';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

const ZONES = ['UTC', 'Europe/Bucharest', 'Asia/Tokyo', 'America/Sao_Paulo'];

describe("Romania's clock on any phone", () => {
  it('shows an instant in a picker as the lake reads it, across the clock changes', () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        expect(onRomanianClock('2026-03-29T00:59:00Z').format('DD.MM.YYYY HH:mm')).toBe('29.03.2026 02:59');
        expect(onRomanianClock('2026-03-29T01:00:00Z').format('DD.MM.YYYY HH:mm')).toBe('29.03.2026 04:00');
        expect(onRomanianClock('2026-10-24T21:30:00Z').format('DD.MM.YYYY HH:mm')).toBe('25.10.2026 00:30');
      });
  });

  it('sends what is picked as the instant the lake reads it at', () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        expect(romanianInstant(dayjs('2026-10-24T20:00'))).toBe('2026-10-24T17:00:00.000Z');
        expect(romanianInstant(dayjs('2026-10-25T20:00'))).toBe('2026-10-25T18:00:00.000Z');
        expect(romanianDayTime('2026-03-29', '10:00')).toBe('2026-03-29T07:00:00.000Z');
        expect(romanianDayTime('2026-03-28', '')).toBe('2026-03-27T22:00:00.000Z');
        expect(romanianInstant(onRomanianClock('2026-10-24T19:45:00Z'))).toBe('2026-10-24T19:45:00.000Z');
        // 03:45 on 25 October is read twice (UTC+3, then UTC+2): a typed 03:45 is the second.
        expect(romanianInstant(dayjs('2026-10-25T03:45'))).toBe('2026-10-25T01:45:00.000Z');
      });
  });

  it("reads today as Romania's day", () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        // 00:30 on 29 March 2026 in Bucharest; 22:30 on the 28th in UTC.
        expect(romanianToday(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-29');
        expect(romanianToday(new Date('2026-10-25T21:30:00Z'))).toBe('2026-10-25');
      });
  });
});
