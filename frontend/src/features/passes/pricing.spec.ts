import dayjs from 'dayjs';
import { passValidity } from './pricing';
import { onAPhoneSetTo } from '@/shared/testing/phoneZone';

describe('passValidity: the new pass screen on a phone set to UTC', () => {
  onAPhoneSetTo('UTC');

  it("reads the picked start on the lake's clock and ends a day at the same clock time", () => {
    // Saturday 24 October 2026 at 20:00 in Romania (UTC+3); the clocks go back that night.
    const v = passValidity(dayjs('2026-10-24T20:00'), 1, 'days');
    expect(v.from.toISOString()).toBe('2026-10-24T17:00:00.000Z');
    expect(v.to.toISOString()).toBe('2026-10-25T18:00:00.000Z');
    expect(passValidity(dayjs('2026-10-24T20:00'), 24, 'hours').to.toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });
});
