import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { ListFilterDto, toInt } from '@app/common/pagination';
import {
  NewPassword,
  OptionalName,
  OptionalNewPassword,
  OptionalPasswordConfirmation,
  OptionalPhone,
  PasswordConfirmation,
  RequiredEmail,
} from '@app/common/validation/account-fields';
import { RequiredText } from '@app/common/validation/fields';
import { ro } from '@app/common/validation/messages';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class CreateCompanyUserDto {
  @RequiredText(120, 'Mihai Ionescu')
  name: string;

  @RequiredEmail()
  email: string;

  @NewPassword()
  password: string;

  @PasswordConfirmation()
  password_confirmation: string;

  @ApiProperty({ enum: [2, 3], description: '2 Administrator firmă, 3 Angajat' })
  @Transform(toInt)
  @IsNotEmpty({ message: ro.required })
  @IsIn([2, 3], { message: 'Rolul poate fi Administrator firmă (2) sau Angajat (3).' })
  role: 2 | 3;

  @OptionalPhone()
  phone?: string | null;
}

/** Left out keeps the value; null is validated (a 422), never written to a NOT NULL column (a 500). */
const given = (_: object, v: unknown) => v !== undefined;

export class UpdateCompanyUserDto {
  @OptionalName()
  name?: string;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @Transform(trimLower)
  @IsNotEmpty({ message: ro.required })
  @IsEmail({}, { message: ro.email })
  @MaxLength(160, { message: ro.maxLength })
  email?: string;

  @OptionalNewPassword()
  password?: string;

  @OptionalPasswordConfirmation()
  password_confirmation?: string;

  @ApiPropertyOptional({ enum: [2, 3] })
  @ValidateIf(given)
  @Transform(toInt)
  @IsIn([2, 3], { message: 'Rolul poate fi Administrator firmă (2) sau Angajat (3).' })
  role?: 2 | 3;

  @OptionalPhone()
  phone?: string | null;
}

export class CompanyUserFilterDto extends ListFilterDto {
  @ApiPropertyOptional({ enum: [2, 3] })
  @IsOptional()
  @Transform(toInt)
  @IsIn([2, 3], { message: ro.inList })
  role?: 2 | 3;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  with_deleted?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: ro.boolean })
  only_deleted?: boolean;
}
