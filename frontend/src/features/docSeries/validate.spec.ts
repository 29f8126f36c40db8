import { normalizeSeries, validateDocSeries } from './validate';

describe('validateDocSeries', () => {
  it('accepts 1–10 uppercase letters and digits with a next number ≥ 1', () => {
    expect(validateDocSeries({ type: 'receipt', series: 'BD', next_number: 1 })).toEqual({});
    expect(validateDocSeries({ type: 'pass', series: 'P2024ABCDE', next_number: 500 })).toEqual({});
  });

  it('refuses lowercase, symbols, diacritics or a too long series', () => {
    expect(validateDocSeries({ type: 'pass', series: 'bd', next_number: 1 }).series).toBeDefined();
    expect(validateDocSeries({ type: 'pass', series: 'B-D', next_number: 1 }).series).toBeDefined();
    expect(validateDocSeries({ type: 'pass', series: 'ȘT', next_number: 1 }).series).toBeDefined();
    expect(validateDocSeries({ type: 'pass', series: 'ABCDEFGHIJK', next_number: 1 }).series).toBeDefined();
  });

  it('asks for type, series and next number', () => {
    expect(Object.keys(validateDocSeries({})).sort()).toEqual(['next_number', 'series', 'type']);
  });

  it('keeps the next number from going back once documents were issued', () => {
    expect(validateDocSeries({ type: 'pass', series: 'BD', next_number: 10 }, 12).next_number).toMatch(
      /nu poate scădea sub 12/,
    );
    expect(validateDocSeries({ type: 'pass', series: 'BD', next_number: 12 }, 12)).toEqual({});
    expect(validateDocSeries({ type: 'pass', series: 'BD', next_number: 0 }).next_number).toBeDefined();
  });
});

describe('normalizeSeries', () => {
  it('uppercases and keeps only A-Z and 0-9, at most 10', () => {
    expect(normalizeSeries('bd-1')).toBe('BD1');
    expect(normalizeSeries('ștrand')).toBe('STRAND');
    expect(normalizeSeries('abcdefghijkl')).toBe('ABCDEFGHIJ');
    expect(normalizeSeries(undefined)).toBe('');
  });
});
