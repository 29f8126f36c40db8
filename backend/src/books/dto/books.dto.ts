import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, Matches, ValidateIf } from 'class-validator';
import { ListFilterDto } from '@app/common/pagination';
import {
  Bool,
  DateOnly,
  FilterOneOf,
  Money,
  OneOf,
  OptionalId,
  OptionalText,
  RequiredText,
} from '@app/common/validation/fields';
import { DISPOSITION_KINDS, type DispositionKind } from '../entities/cash-disposition.entity';

export class CreateCashDispositionDto {
  /** `in`: dispoziție de încasare; `out`: dispoziție de plată. */
  @OneOf(DISPOSITION_KINDS)
  kind: DispositionKind;

  @Money({ above: 0, max: 9_999_999 })
  amount: string | number;

  /** Default: today (Romania). */
  @DateOnly(false)
  issued_on?: string | null;

  @RequiredText(255, 'Depunere numerar la bancă')
  explanation: string;

  /** Who handed the cash in or received it. */
  @RequiredText(160, 'Popescu Ion')
  person: string;

  /** Default: the company's default series of dispositions. */
  @OptionalId()
  doc_series_id?: number | null;
}

export class CancelCashDispositionDto {
  @RequiredText(255, 'Sumă greșită')
  reason: string;
}

/** A cash sale about to be taken at the gate: which cash limits it would cross. */
export class CashLimitCheckDto {
  /** The angler paying (null: only the register's ceiling is checked). */
  @OptionalId()
  client_id?: number | null;

  @Money({ min: 0, max: 9_999_999 })
  amount: string | number;
}

export class CashDispositionFilterDto extends ListFilterDto {
  @FilterOneOf(DISPOSITION_KINDS)
  kind?: DispositionKind;

  @DateOnly(false)
  date_from?: string | null;

  @DateOnly(false)
  date_to?: string | null;
}

export class CashBookRangeDto {
  @DateOnly()
  date_from: string;

  @DateOnly()
  date_to: string;
}

export class CloseDayDto {
  @DateOnly()
  date: string;

  /** In `amef` mode a day with bons and no Z report is closed only when confirmed. */
  @Bool()
  confirm?: boolean;
}

export class ReopenDayDto {
  @DateOnly()
  date: string;

  @RequiredText(255, 'Chitanță emisă greșit')
  reason: string;
}

export class AccountingExportDto extends CashBookRangeDto {
  @OneOf(['saga', 'csv'])
  format: 'saga' | 'csv';
}

/** An account of the chart of accounts, as the SAGA files take it (docs/saga): digits and dots. */
export const ACCOUNT = /^[0-9.]{1,20}$/;
export const ACCOUNT_MESSAGE = 'Contul este un număr de cont (ex. 4111 sau 5311.01).';
const Account = () => applyDecorators(OptionalText(20), Matches(ACCOUNT, { message: ACCOUNT_MESSAGE }));

export class UpdateCashBookSettingsDto {
  @Money({ min: 0, max: 99_999_999, required: false })
  opening_balance?: string | number;

  @DateOnly(false)
  start_date?: string | null;

  @Money({ above: 0, max: 99_999_999, required: false })
  limit_per_person?: string | number;

  @Money({ above: 0, max: 99_999_999, required: false })
  limit_end_of_day?: string | number;

  @Account()
  account_cash?: string | null;

  @Account()
  account_clients?: string | null;

  @Account()
  account_suppliers?: string | null;

  @Account()
  account_expenses?: string | null;

  @Account()
  account_dispositions?: string | null;

  /** `{ "<expense category>": "<account>" }`. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, nullable: true })
  @IsOptional()
  @ValidateIf((_: object, v: unknown) => v !== null)
  @IsObject({ message: 'Valoarea trebuie să fie un obiect.' })
  expense_accounts?: Record<string, string> | null;
}
