import { cnpControlDigit, cnpProblem, isValidCnp } from './cnp';
import { validateClient } from './validate';

describe('CNP', () => {
  it('accepts CNPs with a correct control digit (key 279146358279)', () => {
    expect(isValidCnp('1630615123457')).toBe(true);
    expect(isValidCnp('1800101123450')).toBe(true);
    expect(isValidCnp(' 1800101 123450 ')).toBe(true);
    expect(cnpControlDigit('180010112345')).toBe(0);
  });

  it('refuses a wrong control digit, a bad date, a bad county or a bad length', () => {
    expect(cnpProblem('1630615123458')).toBe('Cifra de control a CNP-ului nu este corectă.');
    expect(cnpProblem('1800101123451')).toBe('Cifra de control a CNP-ului nu este corectă.');
    expect(cnpProblem('1800230123450')).toBe('CNP-ul nu conține o dată de naștere validă.');
    expect(cnpProblem('1800101993450')).toBe('CNP-ul nu conține un cod de județ valid.');
    expect(cnpProblem('180010112345')).toBe('CNP-ul are 13 cifre.');
    expect(cnpProblem('0800101123450')).toBe('CNP-ul nu este valid.');
  });
});

describe('validateClient', () => {
  it('needs only the names', () => {
    expect(validateClient({ first_name: 'Ion', last_name: 'Popescu' })).toEqual({});
    expect(Object.keys(validateClient({})).sort()).toEqual(['first_name', 'last_name']);
  });

  it('checks the CNP when given', () => {
    expect(validateClient({ first_name: 'Ion', last_name: 'Popescu', cnp: '1800101123450' })).toEqual({});
    expect(validateClient({ first_name: 'Ion', last_name: 'Popescu', cnp: '1800101123459' }).cnp).toBeDefined();
  });

  it('asks for the reason when the client is blocked', () => {
    expect(validateClient({ first_name: 'Ion', last_name: 'Popescu', blocked: true }).blocked_reason).toBe(
      'Scrie motivul blocării.',
    );
    expect(
      validateClient({ first_name: 'Ion', last_name: 'Popescu', blocked: true, blocked_reason: 'Braconaj' }),
    ).toEqual({});
    expect(validateClient({ first_name: 'Ion', last_name: 'Popescu', blocked: false, blocked_reason: '' })).toEqual({});
  });

  it('checks the identity card, email and car plate formats', () => {
    const base = { first_name: 'Ion', last_name: 'Popescu' };
    expect(
      validateClient({
        ...base,
        id_series: 'CJ',
        id_number: '123456',
        email: 'ion@exemplu.ro',
        car_plate: 'cj 12 abc',
      }),
    ).toEqual({});
    expect(
      Object.keys(validateClient({ ...base, id_series: 'C1', id_number: '12', email: 'x', car_plate: 'a' })).sort(),
    ).toEqual(['car_plate', 'email', 'id_number', 'id_series']);
  });
});
