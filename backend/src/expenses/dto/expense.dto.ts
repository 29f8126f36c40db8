import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  DateOnly,
  Money,
  OneOf,
  OptionalId,
  OptionalRequestKey,
  OptionalText,
  FilterOneOf,
} from '@app/common/validation/fields';
import { IsCui } from '@app/common/validation/decorators';
import { ro } from '@app/common/validation/messages';
import { ListFilterDto } from '@app/common/pagination';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_DOCUMENT_TYPES,
  EXPENSE_PAYMENT_METHODS,
  type ExpenseCategory,
  type ExpenseDocumentType,
  type ExpensePaymentMethod,
} from '../entities/expense.entity';

/** A CUI as typed ("ro 18547290"): upper case, spaces dropped, blank = null. */
const cuiValue = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || null : value;

export class CreateExpenseDto {
  @OneOf(EXPENSE_CATEGORIES)
  category: ExpenseCategory;

  @Money({ above: 0 })
  amount: string | number;

  @DateOnly()
  spent_on: string;

  /** The company's water the expense is for (none = the whole business). */
  @OptionalId()
  water_id?: number | null;

  @OptionalText(160)
  supplier?: string | null;

  /** Default `bank`: only `cash` enters the cash book (and must leave the register at zero or above). */
  @OneOf(EXPENSE_PAYMENT_METHODS, false)
  payment_method?: ExpensePaymentMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'RO18547290' })
  @IsOptional()
  @Transform(cuiValue)
  @ValidateIf((_: object, v: unknown) => v !== null && v !== undefined)
  @IsString({ message: ro.string })
  @IsCui()
  supplier_cui?: string | null;

  @ApiPropertyOptional({ enum: EXPENSE_DOCUMENT_TYPES, nullable: true })
  @IsOptional()
  @ValidateIf((_: object, v: unknown) => v !== null && v !== undefined)
  @OneOf(EXPENSE_DOCUMENT_TYPES, false)
  document_type?: ExpenseDocumentType | null;

  @OptionalText(60)
  document_number?: string | null;

  @DateOnly(false)
  document_date?: string | null;

  @OptionalText(2000)
  description?: string | null;

  /** The form's attempt (common/request-keys.ts): sent again after a lost answer, the expense already recorded. */
  @OptionalRequestKey()
  request_key?: string;
}

export class UpdateExpenseDto extends PartialType(OmitType(CreateExpenseDto, ['request_key'] as const), {
  skipNullProperties: false,
}) {}

/** POST {base}/expenses: the list filter; `search` looks in supplier, document number and description. */
export class ExpenseFilterDto extends ListFilterDto {
  @FilterOneOf(EXPENSE_CATEGORIES)
  category?: ExpenseCategory;

  @OptionalId()
  water_id?: number | null;

  @FilterOneOf(EXPENSE_PAYMENT_METHODS)
  payment_method?: ExpensePaymentMethod;

  @DateOnly(false)
  date_from?: string | null;

  @DateOnly(false)
  date_to?: string | null;
}
