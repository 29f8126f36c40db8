import { validateWater } from './validate';

describe('validateWater', () => {
  it('accepts a water with only its name', () => {
    expect(validateWater({ name: 'Lacul Mare' })).toEqual({});
  });

  it('asks for the name', () => {
    expect(validateWater({ name: '  ' }).name).toBe('Câmpul este obligatoriu.');
  });

  it('checks surface and coordinates ranges and decimals', () => {
    const problems = validateWater({ name: 'X', surface_ha: -1, latitude: 91, longitude: '26.1234567' });
    expect(problems.surface_ha).toBeDefined();
    expect(problems.latitude).toBeDefined();
    expect(problems.longitude).toBe('Cel mult 6 zecimale.');
    expect(validateWater({ name: 'X', surface_ha: 12.5, latitude: '44.4268', longitude: 26.1025 })).toEqual({});
  });

  it('limits the length of the name', () => {
    expect(validateWater({ name: 'a'.repeat(121) }).name).toBe('Cel mult 120 de caractere.');
  });
});
