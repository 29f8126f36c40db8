import { formatDuration, formatRetention, needsDe, planWithDuration } from './duration';

describe('formatDuration', () => {
  it('uses the singular for one', () => {
    expect(formatDuration(1, 'days')).toBe('1 zi');
    expect(formatDuration(1, 'hours')).toBe('1 oră');
    expect(formatDuration(1, 'months')).toBe('1 lună');
    expect(formatDuration(1, 'years')).toBe('1 an');
  });

  it('uses the plural from two on', () => {
    expect(formatDuration(3, 'days')).toBe('3 zile');
    expect(formatDuration(12, 'hours')).toBe('12 ore');
    expect(formatDuration(6, 'months')).toBe('6 luni');
    expect(formatDuration(2, 'years')).toBe('2 ani');
    expect(formatDuration('7', 'days')).toBe('7 zile');
  });

  it('adds "de" from twenty on, as Romanian grammar wants', () => {
    expect(formatDuration(24, 'hours')).toBe('24 de ore');
    expect(formatDuration(30, 'days')).toBe('30 de zile');
    expect(formatDuration(101, 'days')).toBe('101 zile');
    expect(formatDuration(100, 'days')).toBe('100 de zile');
    expect(needsDe(19)).toBe(false);
  });
});

describe('formatRetention', () => {
  it('shows 0 as catch & release and kilograms otherwise', () => {
    expect(formatRetention(0)).toBe('Catch & release');
    expect(formatRetention('0.00')).toBe('Catch & release');
    expect(formatRetention('5.5')).toBe('5,5 kg');
    expect(formatRetention(null)).toBe('—');
  });
});

describe('planWithDuration', () => {
  it('adds the duration to a name that does not say it', () => {
    expect(planWithDuration('Zi', 24, 'hours')).toBe('Zi (24 de ore)');
    expect(planWithDuration('Abonament', 1, 'months')).toBe('Abonament (1 lună)');
  });

  it('does not repeat a duration the name already says', () => {
    expect(planWithDuration('Permis 24 de ore', 24, 'hours')).toBe('Permis 24 de ore');
    expect(planWithDuration('Abonament 1 LUNĂ', 1, 'months')).toBe('Abonament 1 LUNĂ');
  });

  it('still adds it when the name names another duration', () => {
    expect(planWithDuration('Permis 12 ore', 24, 'hours')).toBe('Permis 12 ore (24 de ore)');
  });
});
