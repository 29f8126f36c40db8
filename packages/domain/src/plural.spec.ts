import { roCount } from './plural';

describe('roCount', () => {
  it('puts "de" between a count from 20 on and its noun, as Romanian does', () => {
    expect(roCount(1, 'caracter', 'caractere')).toBe('1 caracter');
    expect(roCount(8, 'caracter', 'caractere')).toBe('8 caractere');
    expect(roCount(19, 'caracter', 'caractere')).toBe('19 caractere');
    expect(roCount(20, 'caracter', 'caractere')).toBe('20 de caractere');
    expect(roCount(120, 'caracter', 'caractere')).toBe('120 de caractere');
    expect(roCount(101, 'caracter', 'caractere')).toBe('101 caractere');
    expect(roCount(112, 'caracter', 'caractere')).toBe('112 caractere');
    expect(roCount(2000, 'caracter', 'caractere')).toBe('2.000 de caractere');
    expect(roCount(0, 'pescar', 'pescari')).toBe('0 pescari');
  });
});
