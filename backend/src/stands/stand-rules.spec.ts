import { normalizePhone } from '@app/bookings/phone';
import { standDays } from '@balti/domain';
import { roWhen } from '@app/common/time';
import { daysOf } from './stand-rules';

describe('booking rules helpers', () => {
  it('lists the Romanian days an interval touches, its end excluded', () => {
    // 12.06.2026 07:00 to 14.06.2026 07:00 in Romania (UTC+3).
    expect(daysOf(new Date('2026-06-12T04:00:00Z'), new Date('2026-06-14T04:00:00Z'))).toEqual([
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    // Ending at midnight in Romania does not touch the next day.
    expect(daysOf(new Date('2026-06-12T04:00:00Z'), new Date('2026-06-12T21:00:00Z'))).toEqual(['2026-06-12']);
    // 23:30 UTC is already the next day in Romania.
    expect(daysOf(new Date('2026-06-12T23:30:00Z'), new Date('2026-06-13T01:00:00Z'))).toEqual(['2026-06-13']);
  });

  it('charges a stand per started day, at least one', () => {
    expect(standDays(new Date('2026-06-12T04:00:00Z'), new Date('2026-06-12T16:00:00Z'))).toBe(1);
    expect(standDays(new Date('2026-06-12T04:00:00Z'), new Date('2026-06-14T04:00:00Z'))).toBe(2);
    expect(standDays(new Date('2026-06-12T04:00:00Z'), new Date('2026-06-14T05:00:00Z'))).toBe(3);
  });

  it('writes a phone one way, however it was typed', () => {
    for (const typed of ['0722 123 456', '0722-123-456', '0722.123.456', ' (0722) 123456 '])
      expect(normalizePhone(typed)).toBe('0722123456');
    expect(normalizePhone('+40 722 123 456')).toBe('+40722123456');
  });

  it('says an instant as Romanians read it', () => {
    expect(roWhen(new Date('2026-07-10T04:00:00Z'))).toBe('10.07.2026 07:00');
  });
});
