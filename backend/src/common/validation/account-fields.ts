import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsPhone, Matches } from './decorators';
import { ro } from './messages';
import { stack } from './stack';

/**
 * The fields of the account forms (sign-up, password reset, a company's users, one's profile):
 * an email and a new password with its confirmation, checked the same way everywhere.
 */

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Left out keeps the value; null is validated (a 422), never written to a NOT NULL column (a 500). */
const given = (_: object, v: unknown) => v !== undefined;

/** An email address, trimmed and lower-cased, at most 160 characters. */
export const RequiredEmail = (example?: string) =>
  stack(
    ApiProperty(example ? { example } : {}),
    Transform(trimLower),
    IsNotEmpty({ message: ro.required }),
    IsEmail({}, { message: ro.email }),
    MaxLength(160, { message: ro.maxLength }),
  );

/** A new password: 8 to 200 characters. */
export const NewPassword = () =>
  stack(
    ApiProperty({ minLength: 8 }),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    MinLength(8, { message: ro.minLength }),
    MaxLength(200, { message: ro.maxLength }),
  );

/** A new password in an update: left out keeps the old one. */
export const OptionalNewPassword = () =>
  stack(
    ApiPropertyOptional({ minLength: 8 }),
    ValidateIf(given),
    IsString({ message: ro.string }),
    MinLength(8, { message: ro.minLength }),
    MaxLength(200, { message: ro.maxLength }),
  );

/** The new password typed again: equal to `password`. */
export const PasswordConfirmation = () =>
  stack(ApiProperty(), IsNotEmpty({ message: ro.required }), Matches('password'));

/** The new password typed again in an update: required only with a new `password`. */
export const OptionalPasswordConfirmation = () =>
  stack(
    ApiPropertyOptional(),
    ValidateIf((o: { password?: unknown }) => o.password !== undefined),
    IsNotEmpty({ message: ro.required }),
    Matches('password'),
  );

/** A person's name in an update, trimmed, at most 120 characters: left out keeps it. */
export const OptionalName = () =>
  stack(
    ApiPropertyOptional(),
    ValidateIf(given),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: ro.required }),
    IsString({ message: ro.string }),
    MaxLength(120, { message: ro.maxLength }),
  );

/** A phone number in an update: null or empty clears it. */
export const OptionalPhone = () =>
  stack(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    ValidateIf((_: object, v: unknown) => v !== null && v !== ''),
    IsPhone(),
  );
