import { formatAmount, formatCount, formatDate, formatDateTime, formatLei } from './format';

describe('formatLei', () => {
  it.each([
    [0, '0,00 lei'],
    [1, '1,00 lei'],
    [1234.56, '1.234,56 lei'],
    ['1234.5', '1.234,50 lei'],
    [1000000, '1.000.000,00 lei'],
    [-1234.56, '-1.234,56 lei'],
    [-0.001, '0,00 lei'],
    [0.005, '0,01 lei'],
    ['99.999', '100,00 lei'],
  ] as const)('formats %p as %p', (input, expected) => {
    expect(formatLei(input)).toBe(expected);
  });

  it('shows a dash for missing or non-numeric values', () => {
    expect(formatLei(null)).toBe('—');
    expect(formatLei(undefined)).toBe('—');
    expect(formatLei('abc')).toBe('—');
  });

  it('groups only the integer part', () => {
    expect(formatAmount(999)).toBe('999,00');
    expect(formatAmount(12345678.9)).toBe('12.345.678,90');
  });
});

describe('formatDate', () => {
  it('prints a calendar date without shifting it', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
  });

  it('prints an instant in local time', () => {
    expect(formatDate(new Date(2024, 0, 9, 23, 59))).toBe('09.01.2024');
  });

  it('shows a dash for empty or invalid input', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('prints dd.mm.yyyy HH:mm', () => {
    expect(formatDateTime(new Date(2024, 6, 4, 7, 5))).toBe('04.07.2024 07:05');
    expect(formatDateTime(new Date(2024, 6, 4, 19, 45).toISOString())).toBe('04.07.2024 19:45');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 chitanțe'],
    [1, '1 chitanță'],
    [2, '2 chitanțe'],
    [19, '19 chitanțe'],
    [20, '20 de chitanțe'],
    [101, '101 chitanțe'],
    [119, '119 chitanțe'],
    [120, '120 de chitanțe'],
    [1000, '1.000 de chitanțe'],
    [266235, '266.235 de chitanțe'],
    [1002, '1.002 chitanțe'],
  ])('%d -> %s', (n, text) => {
    expect(formatCount(n, 'chitanță', 'chitanțe')).toBe(text);
  });
});
