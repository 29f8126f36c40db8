import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ro } from '@app/common/validation/messages';
import { NewPassword, PasswordConfirmation, RequiredEmail } from '@app/common/validation/account-fields';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @RequiredEmail('admin@balta-demo.ro')
  email: string;

  @ApiProperty({ example: 'Demo1234!' })
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(200, { message: ro.maxLength })
  password: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'Ion Popescu' })
  @Transform(trim)
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(120, { message: ro.maxLength })
  name: string;

  @RequiredEmail('ion@exemplu.ro')
  email: string;

  @NewPassword()
  password: string;

  @PasswordConfirmation()
  password_confirmation: string;
}

export class PasswordEmailDto {
  @RequiredEmail('admin@balta-demo.ro')
  email: string;
}

export class PasswordResetDto {
  @ApiProperty()
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MaxLength(200, { message: ro.maxLength })
  token: string;

  @ApiProperty()
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  email: string;

  @NewPassword()
  password: string;

  @PasswordConfirmation()
  password_confirmation: string;
}
