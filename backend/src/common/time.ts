import { fromBucharestWallClock } from '@balti/domain';

// Built once: creating an Intl.DateTimeFormat costs far more than formatting with one
// (BENCHMARKS.md, "Measurements behind the code"; the scale
// seeder calls bucharestDate for every document; a per-call formatter made it a third of its time).
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Calendar date (YYYY-MM-DD) of an instant in Romania, where the lakes are. */
export function bucharestDate(instant: Date = new Date()): string {
  const at = instant.getTime();
  if (at >= today.from && at < today.to) return today.day;
  const day = DATE_FORMAT.format(instant);
  // Remembered with the day's bounds: an issue asks for its day four times (the chitanță's, the
  // statistics'), each an Intl format, where a comparison does.
  const from = bucharestDayStart(day).getTime();
  const to = bucharestDayEnd(day).getTime();
  if (at >= from && at < to) today = { from, to, day };
  return day;
}

/** The last day bucharestDate() answered, and the instants it spans ([from, to)). */
let today = { from: 0, to: 0, day: '' };

// Day starts never change: a chart for a year asks for 730 of them, each two Intl formatToParts
// calls (BENCHMARKS.md, "Measurements behind the code"); remembered, they cost a map lookup.
// Bounded by the days asked for.
const dayStarts = new Map<string, number>();

/** The instant a Romanian calendar day (YYYY-MM-DD) starts: 2026-07-01 → 2026-06-30T21:00:00Z. */
export function bucharestDayStart(day: string): Date {
  let start = dayStarts.get(day);
  if (start === undefined) {
    start = computeDayStart(day);
    if (dayStarts.size > 100_000) dayStarts.clear();
    dayStarts.set(day, start);
  }
  return new Date(start);
}

function computeDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return fromBucharestWallClock(Date.UTC(y, m - 1, d)).getTime();
}

/** The instant the day after `day` starts (exclusive end of a day range). */
export function bucharestDayEnd(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return bucharestDayStart(next);
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const WHEN = new Intl.DateTimeFormat('ro-RO', {
  timeZone: 'Europe/Bucharest',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "12.06.2026 07:00" in Romania's time, as the screens write a moment (Intl's ro-RO puts a comma between). */
export const roWhen = (d: Date) => WHEN.format(d).replace(', ', ' ');
