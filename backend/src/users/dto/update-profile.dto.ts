import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  OptionalName,
  OptionalNewPassword,
  OptionalPasswordConfirmation,
  OptionalPhone,
} from '@app/common/validation/account-fields';
import { ro } from '@app/common/validation/messages';

/** Left out keeps the value; null is validated (a 422), never written to a NOT NULL column (a 500). */
const given = (_: object, v: unknown) => v !== undefined;

/** POST /api/users/{id}/update: the signed-in user's own profile. */
export class UpdateProfileDto {
  @OptionalName()
  name?: string;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
  email?: string;

  @OptionalPhone()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Required to change the email or the password.' })
  @ValidateIf(given)
  @IsString({ message: ro.string })
  @MaxLength(200, { message: ro.maxLength })
  current_password?: string;

  @OptionalNewPassword()
  password?: string;

  @OptionalPasswordConfirmation()
  password_confirmation?: string;
}
