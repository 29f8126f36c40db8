import { roCount } from './plural';

describe('roCount', () => {
  it('puts "de" between a count from 20 on and its noun, as Romanian does', () => {
    expect(roCount(8, 'caractere')).toBe('8 caractere');
    expect(roCount(19, 'caractere')).toBe('19 caractere');
    expect(roCount(20, 'caractere')).toBe('20 de caractere');
    expect(roCount(120, 'caractere')).toBe('120 de caractere');
    expect(roCount(2000, 'caractere')).toBe('2000 de caractere');
    expect(roCount(101, 'caractere')).toBe('101 caractere');
    expect(roCount(112, 'caractere')).toBe('112 caractere');
    expect(roCount(200, 'pescari')).toBe('200 de pescari');
    expect(roCount(0, 'pescari')).toBe('0 pescari');
  });
});
