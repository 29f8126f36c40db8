/**
 * The day of a cash document (a chitanță, a disposition, an expense) is today or earlier in
 * Romania's calendar: the server refuses a later one (docs/numbering-and-fiscal.md, "The cash book").
 */
import type { Dayjs } from 'dayjs';
import { onRomanianClock } from '@/shared/romanianClock';

export const FUTURE_DAY_MESSAGE = 'Data nu poate fi după ziua de azi.';

/** For a date picker's `disabledDate`: the days after today in Romania. */
export function afterRomanianToday(day: Dayjs): boolean {
  return day.isAfter(onRomanianClock(), 'day');
}

/** The message for a picked or typed day ('YYYY-MM-DD') after today in Romania, else null. */
export function futureDayProblem(day: Dayjs | string | null | undefined): string | null {
  if (!day) return null;
  const value = typeof day === 'string' ? day : day.isValid() ? day.format('YYYY-MM-DD') : null;
  return value && value > onRomanianClock().format('YYYY-MM-DD') ? FUTURE_DAY_MESSAGE : null;
}
