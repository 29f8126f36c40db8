import { roCount } from '@balti/domain';
import { ValidationArguments } from 'class-validator';

/** Romanian field messages for class-validator decorators: `@IsEmail({}, { message: ro.email })`. */
export const ro = {
  required: 'Câmpul este obligatoriu.',
  string: 'Valoarea trebuie să fie un text.',
  email: 'Adresa de email nu este validă.',
  integer: 'Valoarea trebuie să fie un număr întreg.',
  boolean: 'Valoarea trebuie să fie da sau nu.',
  number: 'Valoarea trebuie să fie un număr.',
  inList: 'Valoarea aleasă nu este permisă.',
  minLength: (a: ValidationArguments) =>
    `Trebuie să aibă cel puțin ${roCount(Number(a.constraints[0]), 'caracter', 'caractere')}.`,
  maxLength: (a: ValidationArguments) =>
    `Poate avea cel mult ${roCount(Number(a.constraints[0]), 'caracter', 'caractere')}.`,
  min: (a: ValidationArguments) => `Valoarea minimă este ${String(a.constraints[0])}.`,
  max: (a: ValidationArguments) => `Valoarea maximă este ${String(a.constraints[0])}.`,
  passwordConfirmation: 'Confirmarea parolei nu coincide.',
  cui: 'Codul fiscal (CUI) nu este valid.',
  iban: 'IBAN-ul nu este valid.',
  slug: 'Adresa publică poate conține 3–40 de litere mici fără diacritice, cifre și cratime.',
  slugReserved: 'Această adresă publică este rezervată.',
  phone: 'Numărul de telefon nu este valid.',
  notAllowed: 'Câmpul nu este permis.',
} as const;

/** Fallbacks for constraints a DTO left without a Romanian message. */
export const FALLBACK_MESSAGES: Record<string, string> = {
  whitelistValidation: ro.notAllowed,
  isNotEmpty: ro.required,
  isDefined: ro.required,
  isString: ro.string,
  isEmail: ro.email,
  isInt: ro.integer,
  isBoolean: ro.boolean,
  isNumber: ro.number,
  isIn: ro.inList,
  isEnum: ro.inList,
};
