import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatLei,
  formatPhone,
  parseDecimalComma,
} from './format';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

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

const ZONES = ['UTC', 'Europe/Bucharest', 'America/New_York', 'Asia/Tokyo'];

describe('formatDate', () => {
  it('prints a calendar date without shifting it, in any zone', () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        expect(formatDate('2024-03-05')).toBe('05.03.2024');
        expect(formatDate('2024-12-31')).toBe('31.12.2024');
        expect(formatDate('2026-03-29')).toBe('29.03.2026');
      });
  });

  it("prints an instant's day in Romania, whatever the phone's zone", () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        // 9 January 2024 23:59 in Bucharest (UTC+2).
        expect(formatDate(new Date('2024-01-09T21:59:00Z'))).toBe('09.01.2024');
        // 00:30 on 29 March 2026 in Bucharest (still UTC+2), the day the clocks go forward.
        expect(formatDate('2026-03-28T22:30:00Z')).toBe('29.03.2026');
        // 23:30 on 25 October 2026 in Bucharest (UTC+2 again since 04:00 → 03:00).
        expect(formatDate('2026-10-25T21:30:00Z')).toBe('25.10.2026');
      });
  });

  it('shows a dash for empty or invalid input', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('prints dd.mm.yyyy HH:mm on the Romanian clock', () => {
    for (const zone of ZONES)
      onAPhoneIn(zone, () => {
        expect(formatDateTime(new Date('2024-07-04T04:05:00Z'))).toBe('04.07.2024 07:05');
        expect(formatDateTime('2024-07-04T16:45:00Z')).toBe('04.07.2024 19:45');
        // Around the spring change: 02:59 (UTC+2), then 04:00 (UTC+3).
        expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026 02:59');
        expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 04:00');
        // The autumn night reads 03:30 twice: at UTC+3, then an hour later at UTC+2.
        expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25.10.2026 03:30');
        expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25.10.2026 03:30');
        expect(formatDateTime('2026-10-24T21:30:00Z')).toBe('25.10.2026 00:30');
      });
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
describe('formatPhone', () => {
  it('writes a Romanian number the national way, however it was stored', () => {
    expect(formatPhone('+40722123456')).toBe('0722 123 456');
    expect(formatPhone('0722123456')).toBe('0722 123 456');
    expect(formatPhone('0040722123456')).toBe('0722 123 456');
    expect(formatPhone(' 0722 123 456 ')).toBe('0722 123 456');
    expect(formatPhone('0264123456')).toBe('0264 123 456');
  });

  it('leaves a foreign or an unusual number as it was stored', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone('+373 69 123 456')).toBe('+373 69 123 456');
    expect(formatPhone('112')).toBe('112');
  });
});

describe('parseDecimalComma', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['7.35', '7.35'],
    [' 12 ', '12'],
    ['', ''],
  ])('"%s" → "%s"', (typed, read) => {
    expect(parseDecimalComma(typed)).toBe(read);
  });
});
