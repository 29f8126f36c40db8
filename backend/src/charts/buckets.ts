import { addDays, bucharestDayStart } from '@app/common/time';
import type { GroupBy } from './dto/chart.dto';

export interface Bucket {
  /** Label: the first day of the bucket, YYYY-MM-DD (a Monday for weeks, the 1st for months). */
  label: string;
  /** First and one-past-last calendar day (Romania), for DATE columns. */
  fromDay: string;
  toDay: string;
  /** The same as instants (Romanian midnight, daylight saving included), for DATETIME columns. */
  from: Date;
  to: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Calendar buckets covering [dateFrom, dateTo] in Romania; the first and last may be partial. */
export function buckets(dateFrom: string, dateTo: string, groupBy: GroupBy): Bucket[] {
  const out: Bucket[] = [];
  const end = addDays(dateTo, 1);
  let start = dateFrom;
  while (start < end) {
    let next: string;
    let label = start;
    if (groupBy === 'day') next = addDays(start, 1);
    else if (groupBy === 'week') {
      const weekday = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      label = addDays(start, -weekday);
      next = addDays(label, 7);
    } else {
      label = `${start.slice(0, 7)}-01`;
      const d = new Date(`${label}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1);
      next = day(d);
    }
    const toDay = next < end ? next : end;
    out.push({ label, fromDay: start, toDay, from: bucharestDayStart(start), to: bucharestDayStart(toDay) });
    start = toDay;
  }
  return out;
}
