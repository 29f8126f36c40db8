import {
  financeRows,
  formatBucket,
  formatBucketLong,
  hasValues,
  last12Months,
  last30Days,
  passRows,
  seriesColor,
} from './chartData';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

describe('default ranges', () => {
  it('covers the last 30 days, today included', () => {
    expect(last30Days(new Date(2026, 5, 30))).toEqual({ date_from: '2026-06-01', date_to: '2026-06-30' });
    expect(last30Days(new Date(2026, 2, 1))).toEqual({ date_from: '2026-01-31', date_to: '2026-03-01' });
  });
  it('covers the last 12 months from the first of the month', () => {
    expect(last12Months(new Date(2026, 5, 15))).toEqual({ date_from: '2025-07-01', date_to: '2026-06-15' });
    expect(last12Months(new Date(2026, 11, 31))).toEqual({ date_from: '2026-01-01', date_to: '2026-12-31' });
  });
  it("counts from Romania's today on a phone set to UTC", () => {
    onAPhoneIn('UTC', () => {
      // 00:30 on 29 March 2026 in Bucharest, the day the clocks go forward: still the 28th in UTC.
      expect(last30Days(new Date('2026-03-28T22:30:00Z'))).toEqual({ date_from: '2026-02-28', date_to: '2026-03-29' });
      // 00:30 on 1 November 2026 in Bucharest.
      expect(last12Months(new Date('2026-10-31T22:30:00Z'))).toEqual({
        date_from: '2025-12-01',
        date_to: '2026-11-01',
      });
    });
  });
});

describe('formatBucket', () => {
  it('prints days as dd.mm', () => {
    expect(formatBucket('2026-06-01', 'day')).toBe('01.06');
    expect(formatBucketLong('2026-06-01', 'day')).toBe('01.06.2026');
  });
  it('prints weeks by their first day or number', () => {
    expect(formatBucket('2026-06-01', 'week')).toBe('săpt. 01.06');
    expect(formatBucket('2026-W07', 'week')).toBe('săpt. 7');
    expect(formatBucketLong('2026-W07', 'week')).toBe('săptămâna 7 din 2026');
  });
  it('prints months with Romanian names', () => {
    expect(formatBucket('2026-06', 'month')).toBe('iun. 2026');
    expect(formatBucket('2026-09-01', 'month')).toBe('sept. 2026');
    expect(formatBucketLong('2026-01', 'month')).toBe('ianuarie 2026');
  });
  it('leaves an unknown label alone', () => {
    expect(formatBucket('altceva', 'day')).toBe('altceva');
  });
});

describe('rows', () => {
  it('turns the pass chart into one row per label', () => {
    const rows = passRows({
      labels: ['2026-06-01', '2026-06-02'],
      series: [
        { key: 'total', name: 'Total', data: [3, 0] },
        { key: 'water_3', name: 'Lacul Mare', data: [2, 0] },
      ],
      totals: { passes: 3, revenue: '150.00' },
    });
    expect(rows).toEqual([
      { label: '2026-06-01', total: 3, water_3: 2 },
      { label: '2026-06-02', total: 0, water_3: 0 },
    ]);
    expect(hasValues(rows)).toBe(true);
    expect(passRows(undefined)).toEqual([]);
  });

  it('turns the finance chart into numbers', () => {
    const rows = financeRows({
      labels: ['2026-05'],
      income: [100.5],
      expenses: [20],
      profit: [80.5],
      totals: { income: '100.50', expenses: '20.00', profit: '80.50' },
    });
    expect(rows).toEqual([{ label: '2026-05', income: 100.5, expenses: 20, profit: 80.5 }]);
  });

  it('reports an all-zero period as empty', () => {
    expect(hasValues([{ label: 'a', total: 0 }])).toBe(false);
    expect(hasValues([])).toBe(false);
  });
});

describe('seriesColor', () => {
  it('keeps the total green and cycles the rest', () => {
    expect(seriesColor('total', 0)).toBe('#1f6f5c');
    expect(seriesColor('water_1', 0)).not.toBe(seriesColor('water_2', 1));
  });
});
