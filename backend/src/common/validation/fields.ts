import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { toInt } from '../pagination';
import { ro } from './messages';

/**
 * Field decorators shared by the DTOs, so every entity validates text, numbers, money and dates
 * the same way and says so in the same Romanian words.
 */

/**
 * Romanian's ș and ț are written with a comma below; old keyboards type the Turkish cedilla (ş ţ,
 * U+015F U+0163) in their place. A text is stored with the comma, as the app writes them.
 */
export function commaBelow(text: string): string {
  return text.replace(/[\u015E\u015F\u0162\u0163]/g, (c) => COMMA_BELOW[c]);
}
/** Ş ş Ţ ţ (cedilla) to Ș ș Ț ț (comma below), by code point: the two look alike in most fonts. */
const COMMA_BELOW: Record<string, string> = {
  '\u015E': '\u0218',
  '\u015F': '\u0219',
  '\u0162': '\u021A',
  '\u0163': '\u021B',
};

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? commaBelow(value.trim()) : value);
const blankToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : commaBelow(value.trim())) : value;
const present = (_: object, v: unknown) => v !== null && v !== undefined;
/** Optional in a write body: may be left out, but `null` is validated (and refused) like any other value. */
const sent = (_: object, v: unknown) => v !== undefined;

/** A required string of at most `max` characters, `written` as it is stored. */
const requiredString = (max: number, example: string | undefined, written: (o: { value: unknown }) => unknown) =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: max, example }),
    Transform(written),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    MaxLength(max, { message: ro.maxLength }),
  );

export const RequiredText = (max: number, example?: string) => requiredString(max, example, trim);

const oneLine = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? commaBelow(value.trim().replace(/\s+/g, ' ')) : value;

/**
 * The name of something staff choose from a list (a water, a plan, a discount): RequiredText with
 * its runs of spaces written as one, so "Lacul  Mare" is "Lacul Mare".
 */
export const RequiredName = (max: number, example?: string) => requiredString(max, example, oneLine);

export const OptionalText = (max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, nullable: true }),
    IsOptional(),
    Transform(blankToNull),
    ValidateIf(present),
    IsString({ message: ro.string }),
    MaxLength(max, { message: ro.maxLength }),
  );

export const RequiredInt = (min: number, max: number) =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max }),
    Transform(toInt),
    IsNotEmpty({ message: ro.required }),
    IsInt({ message: ro.integer }),
    Min(min, { message: ro.min }),
    Max(max, { message: ro.max }),
  );

export const OptionalInt = (min: number, max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, nullable: true }),
    IsOptional(),
    Transform(toInt),
    ValidateIf(present),
    IsInt({ message: ro.integer }),
    Min(min, { message: ro.min }),
    Max(max, { message: ro.max }),
  );

/** An id of another record (its existence in the same company is checked by the service). */
export const OptionalId = () => OptionalInt(1, 2_147_483_647);
export const RequiredId = () => RequiredInt(1, 2_147_483_647);

/** A flag of a write body: true/false or left out; `null` is refused (the column has no empty value). */
export const Bool = (fallbackDoc?: boolean) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: fallbackDoc }),
    ValidateIf(sent),
    IsBoolean({ message: ro.boolean }),
  );

/** One of a fixed set in a write body; when optional it may be left out, never sent as `null`. */
export const OneOf = (values: readonly string[], required = true) =>
  applyDecorators(
    required ? ApiProperty({ enum: values }) : ApiPropertyOptional({ enum: values }),
    ...(required ? [IsNotEmpty({ message: ro.required })] : [ValidateIf(sent)]),
    IsIn(values as string[], { message: ro.inList }),
  );

/** One of a fixed set in a list filter: left out, `null` or empty means "any". */
export const FilterOneOf = (values: readonly string[]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, nullable: true }),
    IsOptional(),
    IsIn(values as string[], { message: ro.inList }),
  );

const DECIMAL = /^-?\d{1,10}(\.\d{1,2})?$/;
/** Lei in a write body: a JSON number or a decimal string, at most two decimals. */
const MONEY_IN = {
  oneOf: [
    { type: 'string', example: '50.00' },
    { type: 'number', example: 50 },
  ],
};
const DAY_IN = { type: String, format: 'date', example: '2026-06-01' };
const IDS_IN = { type: 'integer', isArray: true } as const;

/** Lei with at most two decimals, as a JSON number or a decimal string; `min`/`max` inclusive unless `above`. */
export function Money(options: { min?: number; above?: number; max?: number; required?: boolean } = {}) {
  const { min, above, max = 9_999_999_999, required = true } = options;
  const describe =
    above !== undefined
      ? `Suma trebuie să fie mai mare decât ${above}.`
      : `Suma trebuie să fie între ${min ?? 0} și ${max}.`;
  return applyDecorators(
    required ? ApiProperty(MONEY_IN) : ApiPropertyOptional({ ...MONEY_IN, nullable: true }),
    ...(required ? [IsNotEmpty({ message: ro.required })] : [IsOptional(), ValidateIf(present)]),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isMoney',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: 'Introduceți o sumă validă, cu cel mult două zecimale.' },
        validator: {
          validate: (v: unknown) =>
            (typeof v === 'number' && Number.isFinite(v) && DECIMAL.test(String(v))) ||
            (typeof v === 'string' && DECIMAL.test(v.trim())),
        },
      }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'moneyRange',
        target: target.constructor,
        propertyName: propertyName as string,
        // Past the largest of a range that names only its lower end (`above`): say the largest.
        options: {
          message: (args: ValidationArguments) =>
            above !== undefined && Number(args.value) > max ? `Suma trebuie să fie cel mult ${max}.` : describe,
        },
        validator: {
          validate: (v: unknown) => {
            const n = Number(v);
            if (!Number.isFinite(n)) return true; // isMoney says it
            if (above !== undefined && !(n > above)) return false;
            if (min !== undefined && n < min) return false;
            return n <= max;
          },
        },
      }),
  );
}

/**
 * A calendar date YYYY-MM-DD that exists (no 2025-02-30), from the year 1000 to 2999: the years
 * 0001 or 9999 would cross the ends of what Date (and Romania's clock) can be told. A cash
 * document's own floor, 2000, says its own message (books/cash-format.ts).
 */
export function isRealDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^[12]\d{3}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export const DateOnly = (required = true) =>
  applyDecorators(
    required ? ApiProperty(DAY_IN) : ApiPropertyOptional({ ...DAY_IN, nullable: true }),
    ...(required ? [IsNotEmpty({ message: ro.required })] : [IsOptional(), ValidateIf(present)]),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isDateOnly',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: 'Data trebuie să fie o zi validă (AAAA-LL-ZZ).' },
        validator: { validate: isRealDate },
      }),
  );

/** A list of record ids, e.g. fish_ids or water_ids. */
export const IdList = (required: boolean, maxSize = 100) =>
  applyDecorators(
    required ? ApiProperty(IDS_IN) : ApiPropertyOptional(IDS_IN),
    ...(required ? [IsNotEmpty({ message: 'Alegeți cel puțin o opțiune.' })] : [IsOptional()]),
    IsArray({ message: 'Valoarea trebuie să fie o listă.' }),
    ArrayMaxSize(maxSize, { message: `Cel mult ${maxSize} elemente.` }),
    IsInt({ each: true, message: 'Lista trebuie să conțină doar identificatori numerici.' }),
    Min(1, { each: true, message: 'Lista trebuie să conțină doar identificatori numerici.' }),
  );

/**
 * Whether a nested object or list may be left out of the body: `required`; `optional` (left out or
 * null); `sent` (left out, but a null is checked, and refused, like any other value).
 */
type Presence = 'required' | 'optional' | 'sent';
const presenceChecks = (presence: Presence) =>
  presence === 'optional' ? [IsOptional()] : presence === 'sent' ? [ValidateIf(sent)] : [];

type DtoClass = new () => object;

/** An object checked by its own DTO class. */
export const NestedObject = (dto: DtoClass, presence: Exclude<Presence, 'required'>) =>
  applyDecorators(
    ApiPropertyOptional({ type: dto }),
    ...presenceChecks(presence),
    IsObject({ message: 'Valoarea trebuie să fie un obiect.' }),
    ValidateNested(),
    Type(() => dto),
  );

/**
 * A list of objects, each checked by its own DTO class: at most `max` (`maxMessage`, by default
 * "Cel mult N elemente."), and at least `min.count` when given.
 */
export const NestedList = (
  dto: DtoClass,
  options: { max: number; maxMessage?: string; min?: { count: number; message: string }; presence?: Presence },
) => {
  const { max, maxMessage = `Cel mult ${max} elemente.`, min, presence = 'required' } = options;
  return applyDecorators(
    presence === 'required' ? ApiProperty({ type: [dto] }) : ApiPropertyOptional({ type: [dto] }),
    ...presenceChecks(presence),
    IsArray({ message: 'Valoarea trebuie să fie o listă.' }),
    ...(min ? [ArrayMinSize(min.count, { message: min.message })] : []),
    ArrayMaxSize(max, { message: maxMessage }),
    ValidateNested({ each: true }),
    Type(() => dto),
  );
};

/**
 * The key of an attempt at a sale or a chitanță (common/request-keys.ts), made by the form and sent
 * again with each retry of it: 16–64 letters, digits, `-` or `_`; a new key for each new document.
 */
export const OptionalRequestKey = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      pattern: '^[A-Za-z0-9_-]{16,64}$',
      description:
        'cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea',
      example: '9f1c2d4e5a6b7c8d9e0f1a2b3c4d5e6f',
    }),
    IsOptional(),
    Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Cheia încercării nu este validă.' }),
  );
