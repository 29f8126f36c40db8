/**
 * The CNP rule is the forms' too: written once in the shared package
 * (packages/domain/src/romanian-ids.ts, tested there); the DTO decorator is the API's own.
 */
import { isValidCnp } from '@balti/domain';
import { registerDecorator, ValidationOptions } from 'class-validator';

export { cnpControlDigit, parseCnp } from '@balti/domain';

/** DTO decorator: a valid CNP (see parseCnp). */
export function IsCnp(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCnp',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'CNP-ul nu este valid.', ...options },
      validator: { validate: isValidCnp },
    });
}
