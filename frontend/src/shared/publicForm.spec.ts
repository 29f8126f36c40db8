import { PERSON_NAME_MESSAGE, personNameProblem } from './publicForm';

describe('personNameProblem', () => {
  it('takes names in any language with spaces, hyphens, apostrophes and dots', () => {
    for (const name of ['Ștefan Țăranu-Îonescu', "D'Artagnan", 'Ion I. Popescu', 'Mária Kovács', '  Ion  '])
      expect({ name, problem: personNameProblem(name) }).toEqual({ name, problem: null });
  });

  it('says what a name may hold, as the API does, for markup, links, digits, line breaks and formulas', () => {
    for (const name of [
      '<b>Ion</b>',
      'Ion http://x.ro',
      'Ion 2',
      'Ion\nPopescu',
      "-2+3+cmd|' /C calc'!A0",
      `Ion Z${'\u0336\u0337\u0338'.repeat(20)}`,
    ])
      expect({ name, problem: personNameProblem(name) }).toEqual({ name, problem: PERSON_NAME_MESSAGE });
    expect(PERSON_NAME_MESSAGE).toBe('Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.');
  });

  it('asks for a name when there is none', () => {
    expect(personNameProblem('   ')).toBe('Scrieți numele.');
  });
});
