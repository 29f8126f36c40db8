import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ro } from '@app/common/validation/messages';
import { Matches } from '@app/common/validation/decorators';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @ApiProperty({ example: 'admin@balta-demo.ro' })
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
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

  @ApiProperty({ example: 'ion@exemplu.ro' })
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
  email: string;

  @ApiProperty({ minLength: 8 })
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MinLength(8, { message: ro.minLength })
  @MaxLength(200, { message: ro.maxLength })
  password: string;

  @ApiProperty()
  @IsNotEmpty({ message: ro.required })
  @Matches('password')
  password_confirmation: string;
}

export class PasswordEmailDto {
  @ApiProperty({ example: 'admin@balta-demo.ro' })
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
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

  @ApiProperty({ minLength: 8 })
  @IsNotEmpty({ message: ro.required })
  @IsString({ message: ro.string })
  @MinLength(8, { message: ro.minLength })
  @MaxLength(200, { message: ro.maxLength })
  password: string;

  @ApiProperty()
  @IsNotEmpty({ message: ro.required })
  @Matches('password')
  password_confirmation: string;
}
