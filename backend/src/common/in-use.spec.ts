import { competitionsNamed, issuedPasses, listedRo, roCount } from './in-use';

describe('what uses a row, in Romanian', () => {
  it('puts "de" after 20 to 99 and whole hundreds, by the last two digits', () => {
    expect(roCount(1, 'stand', 'standuri')).toBe('1 stand');
    expect(roCount(2, 'stand', 'standuri')).toBe('2 standuri');
    expect(roCount(19, 'stand', 'standuri')).toBe('19 standuri');
    expect(roCount(20, 'stand', 'standuri')).toBe('20 de standuri');
    expect(roCount(100, 'stand', 'standuri')).toBe('100 de standuri');
    expect(roCount(101, 'stand', 'standuri')).toBe('101 standuri');
    expect(roCount(125, 'stand', 'standuri')).toBe('125 de standuri');
    expect(issuedPasses(1)).toBe('1 permis emis');
    expect(issuedPasses(23)).toBe('23 de permise emise');
  });

  it('lists what uses a row as a sentence does: commas, and "și" before the last', () => {
    expect(listedRo(['1 stand'])).toBe('1 stand');
    expect(listedRo(['1 stand', '2 rezervări'])).toBe('1 stand și 2 rezervări');
    expect(listedRo(['3 permise emise', 'planurile „Zi”', '2 standuri'])).toBe(
      '3 permise emise, planurile „Zi” și 2 standuri',
    );
  });

  it('names one competition or several', () => {
    expect(competitionsNamed(['Cupa'])).toBe('concursul „Cupa”');
    expect(competitionsNamed(['Cupa', 'Trofeul'])).toBe('concursurile „Cupa”, „Trofeul”');
  });
});
