import { PartialType } from '@nestjs/swagger';
import { DateOnly, Money, OneOf, OptionalId, OptionalText, FilterOneOf } from '@app/common/validation/fields';
import { ListFilterDto } from '@app/common/pagination';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../entities/expense.entity';

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

  @OptionalText(60)
  document_number?: string | null;

  @OptionalText(2000)
  description?: string | null;
}

export class UpdateExpenseDto extends PartialType(CreateExpenseDto, { skipNullProperties: false }) {}

/** POST {base}/expenses: the list filter; `search` looks in supplier, document number and description. */
export class ExpenseFilterDto extends ListFilterDto {
  @FilterOneOf(EXPENSE_CATEGORIES)
  category?: ExpenseCategory;

  @OptionalId()
  water_id?: number | null;

  @DateOnly(false)
  date_from?: string | null;

  @DateOnly(false)
  date_to?: string | null;
}
