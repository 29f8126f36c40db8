import { buckets } from './buckets';

describe('chart buckets', () => {
  it('cuts days at midnight in Romania, summer and winter', () => {
    const [first, second] = buckets('2026-06-30', '2026-07-01', 'day');
    expect(first).toMatchObject({ label: '2026-06-30', fromDay: '2026-06-30', toDay: '2026-07-01' });
    expect(first.from.toISOString()).toBe('2026-06-29T21:00:00.000Z');
    expect(second.to.toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(buckets('2026-01-10', '2026-01-10', 'day')[0].from.toISOString()).toBe('2026-01-09T22:00:00.000Z');
  });

  it('labels weeks by their Monday and months by their first day, clipping the ends', () => {
    const weeks = buckets('2026-06-03', '2026-06-16', 'week');
    expect(weeks.map((w) => [w.label, w.fromDay, w.toDay])).toEqual([
      ['2026-06-01', '2026-06-03', '2026-06-08'],
      ['2026-06-08', '2026-06-08', '2026-06-15'],
      ['2026-06-15', '2026-06-15', '2026-06-17'],
    ]);
    const months = buckets('2025-12-15', '2026-02-10', 'month');
    expect(months.map((m) => m.label)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(months[2].toDay).toBe('2026-02-11');
  });

  it('gives the days the clocks change their 23 and 25 hours, and their week and month', () => {
    const spring = buckets('2026-03-28', '2026-03-30', 'day').map((b) => [b.from.toISOString(), b.to.toISOString()]);
    expect(spring).toEqual([
      ['2026-03-27T22:00:00.000Z', '2026-03-28T22:00:00.000Z'],
      ['2026-03-28T22:00:00.000Z', '2026-03-29T21:00:00.000Z'],
      ['2026-03-29T21:00:00.000Z', '2026-03-30T21:00:00.000Z'],
    ]);
    const [autumn] = buckets('2026-10-25', '2026-10-25', 'day');
    expect([autumn.from.toISOString(), autumn.to.toISOString()]).toEqual([
      '2026-10-24T21:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
    ]);
    const [week] = buckets('2026-10-19', '2026-10-25', 'week');
    expect([week.label, week.from.toISOString(), week.to.toISOString()]).toEqual([
      '2026-10-19',
      '2026-10-18T21:00:00.000Z',
      '2026-10-25T22:00:00.000Z',
    ]);
    const [october] = buckets('2026-10-01', '2026-10-31', 'month');
    expect([october.from.toISOString(), october.to.toISOString()]).toEqual([
      '2026-09-30T21:00:00.000Z',
      '2026-10-31T22:00:00.000Z',
    ]);
  });
});
