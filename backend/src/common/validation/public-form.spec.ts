import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { e164Start, PERSON_NAME, PersonName, PublicPhone, toE164 } from './public-form';

class Form {
  @PersonName(40)
  name: string;

  @PublicPhone()
  phone: string;
}

const check = (body: Record<string, unknown>) => {
  const form = plainToInstance(Form, body);
  const errors = Object.fromEntries(validateSync(form).map((e) => [e.property, Object.values(e.constraints ?? {})]));
  return { form, errors };
};

describe('toE164', () => {
  it('writes every spelling of a Romanian number the same way', () => {
    for (const typed of [
      '0725 000 009',
      '+40 725 000 009',
      '0040725000009',
      '40725000009',
      '0725-000-009',
      '(0725) 000.009',
    ])
      expect({ typed, e164: toE164(typed) }).toEqual({ typed, e164: '+40725000009' });
  });

  it('keeps a foreign number written with its country code', () => {
    expect(toE164('+373 69 123 456')).toBe('+37369123456');
    expect(toE164('0049 30 1234567')).toBe('+49301234567');
  });

  it('refuses what is not a phone: letters, a Romanian number of the wrong length, no country code, too long', () => {
    for (const typed of ['07250000a9', '0725 000 00', '0725 000 0099', '725000009', '+1234567890123456', '', '+40'])
      expect({ typed, e164: toE164(typed) }).toEqual({ typed, e164: null });
  });

  it('spells the start of a number for a search', () => {
    expect(e164Start('0755 12')).toBe('+4075512');
    expect(e164Start('+40 755')).toBe('+40755');
    expect(e164Start('Popescu')).toBeNull();
  });
});

describe('the public form fields', () => {
  it('takes names in any language with spaces, hyphens, apostrophes and dots', () => {
    for (const name of ['Ștefan Țăranu-Îonescu', "D'Artagnan", 'Ion I. Popescu', 'Mária Kovács', 'O’Brien', 'Ăâîșț'])
      expect({ name, ok: PERSON_NAME.test(name) }).toEqual({ name, ok: true });
    // Written with combining marks (NFD: S + comma below), and a letter with two marks (Vietnamese).
    for (const name of ['Ștefan Țăranu'.normalize('NFD'), 'Nguyễn Văn'.normalize('NFD')])
      expect({ name, ok: PERSON_NAME.test(name) }).toEqual({ name, ok: true });
  });

  it('refuses a name whose letters carry a pile of marks, drawn over the lines around it in a list', () => {
    const piled = `Ion Z${'\u0336\u0337\u0338\u0306'.repeat(8)}`;
    const { errors } = check({ name: piled, phone: '0725000009' });
    expect(errors.name).toEqual(['Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.']);
    expect(PERSON_NAME.test(`Ion${'\u0301'.repeat(3)}`)).toBe(false);
    expect(PERSON_NAME.test('\u0301Ion')).toBe(false);
  });

  it('refuses a name with HTML, a link, a newline, digits or a formula', () => {
    const bad = [
      '<b>Ion</b>',
      'Ion http://spam.example',
      'Ion\nPopescu',
      'Ion\tPopescu',
      'Ion 2',
      "-2+3+cmd|' /C calc'!A0",
      '=HYPERLINK("x")',
      '-Ion',
      'Ion@exemplu.ro',
    ];
    for (const name of bad) {
      const { errors } = check({ name, phone: '0725000009' });
      expect({ name, errors: errors.name }).toEqual({
        name,
        errors: ['Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.'],
      });
    }
  });

  it('trims a name and folds runs of spaces, and stores the phone in E.164', () => {
    const { form, errors } = check({ name: '  Ion   Popescu ', phone: '0040 725 000 009' });
    expect(errors).toEqual({});
    expect(form).toMatchObject({ name: 'Ion Popescu', phone: '+40725000009' });
  });

  it('answers in Romanian for a phone it cannot read', () => {
    const { errors } = check({ name: 'Ion', phone: '0725 000' });
    expect(errors.phone).toEqual(['Numărul de telefon nu este valid. Scrieți-l ca 0722 123 456 sau +40 722 123 456.']);
  });
});
