import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { ro } from './messages';
import { isValidCui, isValidIban, isValidSlug, RESERVED_SLUGS } from './romanian-ids';

function simple(name: string, message: string, test: (value: unknown, args: ValidationArguments) => boolean) {
  return (options?: ValidationOptions): PropertyDecorator =>
    (target, propertyName) =>
      registerDecorator({
        name,
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message, ...options },
        validator: { validate: test },
      });
}

export const IsCui = simple('isCui', ro.cui, (v) => typeof v === 'string' && isValidCui(v));
export const IsIban = simple('isIban', ro.iban, (v) => typeof v === 'string' && isValidIban(v));
export const IsSlug = simple('isSlug', ro.slug, (v) => typeof v === 'string' && isValidSlug(v));
export const NotReservedSlug = simple(
  'notReservedSlug',
  ro.slugReserved,
  (v) => typeof v !== 'string' || !(RESERVED_SLUGS as readonly string[]).includes(v),
);
export const IsPhone = simple('isPhone', ro.phone, (v) => typeof v === 'string' && /^\+?[0-9 ()./-]{6,20}$/.test(v));

/** The value must equal another property of the same body (password_confirmation). */
export function Matches(property: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [property],
      options: { message: ro.passwordConfirmation, ...options },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[property],
      },
    });
}
