import { isValidCui, isValidIban, parseCui } from './romanian-ids';

describe('isValidCui', () => {
  it.each(['18547290', '4221306', 'RO18547290', 'ro 4221306'])('accepts the valid CIF %s', (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });

  it.each(['18547291', '4221307', '123', 'RO', 'ABC12345', '0018547290', '12345678901'])('refuses %s', (cui) => {
    expect(isValidCui(cui)).toBe(false);
  });

  it('keeps the RO prefix as the VAT-payer flag', () => {
    expect(parseCui('RO18547290')).toEqual({ digits: '18547290', vatPayer: true });
    expect(parseCui('4221306')).toEqual({ digits: '4221306', vatPayer: false });
  });
});

describe('isValidIban', () => {
  it.each([
    'RO49AAAA1B31007593840000',
    'ro49 aaaa 1b31 0075 9384 0000',
    'GB82WEST12345698765432',
    'DE89370400440532013000',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(['RO49AAAA1B31007593840001', 'RO49AAAA1B3100759384000', 'XX00', '', 'RO49AAAA1B31007593840000X'])(
    'refuses %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(false);
    },
  );
});
