/**
 * Romania's clock on a phone or browser set to any zone (docs/product.md, "Romania's clock"): the
 * date and time pickers hold Dayjs values whose fields read the lake's clock, and what is sent is
 * the instant that clock reads them at. Formatting is in ./format.ts.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { bucharestWallClock, fromBucharestWallClock } from '@balti/domain';

/** An instant (now by default) as a Dayjs whose fields read Romania's clock: what a picker shows. */
export function onRomanianClock(instant: Date | string | number = new Date()): Dayjs {
  const at = instant instanceof Date ? instant : new Date(instant);
  const w = new Date(bucharestWallClock(at));
  return dayjs(
    new Date(
      w.getUTCFullYear(),
      w.getUTCMonth(),
      w.getUTCDate(),
      w.getUTCHours(),
      w.getUTCMinutes(),
      w.getUTCSeconds(),
    ),
  );
}

/** The instant (ISO-8601 UTC) at which Romania's clock reads a picked Dayjs's fields. */
export function romanianInstant(picked: Dayjs): string {
  const wall = Date.UTC(picked.year(), picked.month(), picked.date(), picked.hour(), picked.minute(), picked.second());
  return fromBucharestWallClock(wall + picked.millisecond()).toISOString();
}

/** Today in Romania, YYYY-MM-DD. */
export function romanianToday(now: Date = new Date()): string {
  return onRomanianClock(now).format('YYYY-MM-DD');
}

/** A day (YYYY-MM-DD) and a time (HH:mm, midnight when empty) typed on a page, as the instant they mean at the lake. */
export function romanianDayTime(day: string, time: string): string {
  return romanianInstant(dayjs(`${day}T${time || '00:00'}`));
}
