/**
 * The day of a cash document (a chitanță, a disposition, an expense) is today or earlier in
 * Romania's calendar, and not before 2000 (a year mistyped): the server refuses any other
 * (docs/numbering-and-fiscal.md, "The cash book"; backend/src/books/cash-format.ts).
 */
import type { Dayjs } from 'dayjs';
import { formatDate } from '@/shared/format';
import { onRomanianClock } from '@/shared/romanianClock';

const FUTURE_DAY_MESSAGE = 'Data nu poate fi după ziua de azi.';
const FIRST_DAY = '2000-01-01';
const EARLY_DAY_MESSAGE = 'Data nu poate fi înainte de 01.01.2000.';

/** For a date picker's `disabledDate`: the days after today in Romania and those before 2000. */
export function notACashDay(day: Dayjs): boolean {
  return day.isAfter(onRomanianClock(), 'day') || day.format('YYYY-MM-DD') < FIRST_DAY;
}

/** The message for a picked or typed day ('YYYY-MM-DD') after today in Romania or before 2000, else null. */
export function cashDayProblem(day: Dayjs | string | null | undefined): string | null {
  if (!day) return null;
  const value = typeof day === 'string' ? day : day.isValid() ? day.format('YYYY-MM-DD') : null;
  if (!value) return null;
  if (value > onRomanianClock().format('YYYY-MM-DD')) return FUTURE_DAY_MESSAGE;
  return value < FIRST_DAY ? EARLY_DAY_MESSAGE : null;
}

/**
 * What cancelling a chitanță of a day gone by does to the cash book, for its question: an open
 * day's page and every balance after it change (a closed day's chitanță becomes a refund dated
 * today, which the server offers instead). '' for today's. `at`: the chitanță's day or instant.
 */
export function pastDayNote(at: string, now: Date = new Date()): string {
  const day = onRomanianClock(at).format('YYYY-MM-DD');
  if (day >= onRomanianClock(now).format('YYYY-MM-DD')) return '';
  return ` Chitanța este din ${formatDate(day)}: dacă ziua nu este închisă, anularea schimbă pagina ei din registrul de casă și soldurile de după ea.`;
}
