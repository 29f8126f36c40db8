import { cnpControlDigit, isValidCnp, parseCnp } from './romanian-ids';

/** Completes 12 digits with their control digit, so the tests can build CNPs wrong in one way only. */
const withControl = (first12: string) => `${first12}${cnpControlDigit(first12)}`;
const TODAY = new Date('2026-03-15T12:00:00Z');

describe('parseCnp', () => {
  it.each([
    ['1630615123457', '1963-06-15'],
    ['1800101123450', '1980-01-01'],
  ])('accepts the valid CNP %s and derives the birth date %s', (cnp, birthDate) => {
    expect(parseCnp(cnp, TODAY)).toEqual({ valid: true, birthDate });
    expect(isValidCnp(cnp)).toBe(true);
  });

  it('derives the century from the first digit', () => {
    expect(parseCnp(withControl('270061512345'), TODAY).birthDate).toBe('1970-06-15');
    expect(parseCnp(withControl('499123104001'), TODAY).birthDate).toBe('1899-12-31');
    expect(parseCnp(withControl('510061512345'), TODAY).birthDate).toBe('2010-06-15');
  });

  it('knows leap years: 29 February only in a leap year', () => {
    expect(parseCnp(withControl('500022940001'), TODAY)).toEqual({ valid: true, birthDate: '2000-02-29' });
    expect(parseCnp(withControl('600022940001'), TODAY).valid).toBe(true);
    expect(parseCnp(withControl('501022940001'), TODAY)).toMatchObject({ valid: false, reason: 'date' });
  });

  it('gives resident foreigners (7/8) the most recent century not in the future, and foreigners (9) no birth date', () => {
    expect(parseCnp(withControl('705031070001'), TODAY)).toEqual({ valid: true, birthDate: '2005-03-10' });
    expect(parseCnp(withControl('880010170001'), TODAY)).toEqual({ valid: true, birthDate: '1980-01-01' });
    expect(parseCnp(withControl('926041570001'), TODAY)).toEqual({ valid: true, birthDate: null });
    expect(parseCnp(withControl('900022970001'), TODAY).valid).toBe(true);
    expect(parseCnp(withControl('900023070001'), TODAY)).toMatchObject({ valid: false, reason: 'date' });
  });

  it('refuses a wrong control digit', () => {
    expect(parseCnp('1630615123458', TODAY)).toEqual({ valid: false, birthDate: null, reason: 'checksum' });
    expect(parseCnp('1800101123451', TODAY).reason).toBe('checksum');
  });

  it.each([
    ['30 February', '180023012345'],
    ['month 13', '180130112345'],
    ['day 00', '180010012345'],
    ['31 April', '180043112345'],
    ['a birth date in the future', '530010112345'],
  ])('refuses an impossible birth date (%s) even with a correct control digit', (_, first12) => {
    expect(parseCnp(withControl(first12), TODAY)).toEqual({ valid: false, birthDate: null, reason: 'date' });
  });

  it.each(['00', '49', '50', '53', '69', '71', '99'])('refuses the unknown county code %s', (county) => {
    expect(parseCnp(withControl(`1800101${county}123`), TODAY)).toMatchObject({ valid: false, reason: 'county' });
  });

  it.each(['01', '40', '41', '46', '47', '48', '51', '52', '70'])('accepts the county code %s', (county) => {
    expect(parseCnp(withControl(`1800101${county}123`), TODAY).valid).toBe(true);
  });

  it('refuses a first digit of 0', () => {
    expect(parseCnp(withControl('080010112345'), TODAY)).toMatchObject({ valid: false, reason: 'century' });
  });

  it.each(['', '163061512345', '16306151234570', '163061512345a', ' 1630615123457', '1630615-23457', '１630615123457'])(
    'refuses a wrong length or non-digits: %p',
    (cnp) => {
      expect(parseCnp(cnp, TODAY)).toEqual({ valid: false, birthDate: null, reason: 'format' });
    },
  );

  it('refuses values that are not strings', () => {
    expect(isValidCnp(1630615123457)).toBe(false);
    expect(isValidCnp(null)).toBe(false);
  });
});
