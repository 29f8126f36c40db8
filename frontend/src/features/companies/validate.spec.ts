import { isValidCui, isValidIban, slugify, slugProblem } from './validate';

describe('slugify', () => {
  it('drops diacritics and joins words with dashes', () => {
    expect(slugify('Lacul Liniștit')).toBe('lacul-linistit');
    expect(slugify('  Balta „Demo” & Co. ')).toBe('balta-demo-co');
  });
});

describe('slugProblem', () => {
  it('accepts a plain slug', () => expect(slugProblem('balta-demo')).toBeNull());
  it('refuses short, uppercase, reserved or dashed-edge slugs', () => {
    expect(slugProblem('ab')).not.toBeNull();
    expect(slugProblem('Balta')).not.toBeNull();
    expect(slugProblem('admin')).toBe('Această adresă este rezervată.');
    expect(slugProblem('-balta')).not.toBeNull();
  });
});

describe('isValidCui', () => {
  it('accepts CUIs with a correct control digit, with or without RO', () => {
    expect(isValidCui('14399840')).toBe(true);
    expect(isValidCui('RO14399840')).toBe(true);
    expect(isValidCui('ro 14399840')).toBe(true);
  });
  it('refuses a wrong control digit or non-digits', () => {
    expect(isValidCui('14399841')).toBe(false);
    expect(isValidCui('12a45')).toBe(false);
    expect(isValidCui('1')).toBe(false);
  });
});

describe('isValidIban', () => {
  it('accepts a valid Romanian IBAN, spaces allowed', () => {
    expect(isValidIban('RO49AAAA1B31007593840000')).toBe(true);
    expect(isValidIban('RO49 AAAA 1B31 0075 9384 0000')).toBe(true);
  });
  it('refuses a wrong check or length', () => {
    expect(isValidIban('RO48AAAA1B31007593840000')).toBe(false);
    expect(isValidIban('RO49AAAA1B3100759384000')).toBe(false);
  });
});
