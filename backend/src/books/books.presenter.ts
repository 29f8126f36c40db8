import { ApiProperty } from '@nestjs/swagger';
import { money } from '@app/common/money';
import { Bool, Day, Instant, Int, Money, Nested, OneOf, Text } from '@app/common/openapi';
import { dayOf } from './cash-format';
import type { CashBook } from './entities/cash-book.entity';
import type { CashDayClose } from './entities/cash-day-close.entity';
import {
  DISPOSITION_KINDS,
  DISPOSITION_STATUSES,
  type CashDisposition,
  type DispositionKind,
  type DispositionStatus,
} from './entities/cash-disposition.entity';

export class CashDispositionResponse {
  @Int() id: number;
  @OneOf(DISPOSITION_KINDS) kind: DispositionKind;
  @Int() doc_series_id: number;
  @Text() series: string;
  @Int() number: number;
  @Day() issued_on: string;
  @Money() amount: string;
  @Text() explanation: string;
  @Text() person: string;
  @Int({ nullable: true }) receipt_id: number | null;
  @Text({ nullable: true }) receipt_label: string | null;
  @OneOf(DISPOSITION_STATUSES) status: DispositionStatus;
  @Instant({ nullable: true }) cancelled_at: Date | null;
  @Int({ nullable: true }) cancelled_by: number | null;
  @Text({ nullable: true }) cancel_reason: string | null;
  @Int({ nullable: true }) created_by: number | null;
  @Instant() created_at: Date;
}

export function presentDisposition(d: CashDisposition): CashDispositionResponse {
  return {
    id: d.id,
    kind: d.kind,
    doc_series_id: d.doc_series_id,
    series: d.series,
    number: d.number,
    issued_on: dayOf(d.issued_on),
    amount: money(d.amount),
    explanation: d.explanation,
    person: d.person,
    receipt_id: d.receipt_id,
    receipt_label: d.receipt_label,
    status: d.status,
    cancelled_at: d.cancelled_at,
    cancelled_by: d.cancelled_by,
    cancel_reason: d.cancel_reason,
    created_by: d.created_by,
    created_at: d.created_at,
  };
}

export class CashDispositionTotals {
  @Money() amount_in: string;
  @Money() amount_out: string;
}

export const LINE_KINDS = ['receipt', 'z_report', 'disposition_in', 'expense', 'disposition_out'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** One row of the registru de casă (form 14-4-7A). */
export class CashBookLine {
  /** The row's running number in its day. */
  @Int() number: number;
  @OneOf(LINE_KINDS) kind: LineKind;
  /** The id of the chitanță, Z report, expense or disposition. */
  @Int() source_id: number;
  @Text() document: string;
  @Int() attachments: number;
  @Text() explanation: string;
  @Money() in: string;
  @Money() out: string;
}

export class CashBookDay {
  @Day() date: string;
  @Money() opening_balance: string;
  @Nested([CashBookLine]) lines: CashBookLine[];
  @Money() total_in: string;
  @Money() total_out: string;
  @Money() closing_balance: string;
  /**
   * Not cash, shown apart: the day's card sales (the Z reports' card totals on a day that has Z
   * reports, else the passes, exit surpluses and competition fees paid by card).
   */
  @Money() card: string;
  /** Not cash, shown apart: the passes, exit surpluses and competition fees paid by bank transfer on the day. */
  @Money() transfer: string;
  @Bool() closed: boolean;
  /** The cash limits crossed (settings `limit_per_person`, `limit_end_of_day`). */
  @ApiProperty({ type: String, isArray: true }) warnings: string[];
}

/** The cash limits a cash sale about to be taken would cross (a warning, never a refusal). */
export class CashLimitCheckResponse {
  /** Romanian sentences, empty when no limit is crossed. */
  @ApiProperty({ type: String, isArray: true }) warnings: string[];
  /** The angler's cash paid today, this sale included. */
  @Money() person_total: string;
  /** The register's balance at the end of today with this sale. */
  @Money() balance_after: string;
  @Money() limit_per_person: string;
  @Money() limit_end_of_day: string;
}

export class CashBookResponse {
  @Nested([CashBookDay]) days: CashBookDay[];
}

export class CashDayCloseResponse {
  @Day() day: string;
  @Bool() closed: boolean;
  @Int({ nullable: true }) closed_by: number | null;
  @Instant({ nullable: true }) closed_at: Date | null;
  @Int({ nullable: true }) reopened_by: number | null;
  @Instant({ nullable: true }) reopened_at: Date | null;
  @Text({ nullable: true }) reopen_reason: string | null;
}

export function presentClose(c: CashDayClose): CashDayCloseResponse {
  return {
    day: dayOf(c.day),
    closed: Boolean(c.closed),
    closed_by: c.closed_by,
    closed_at: c.closed_at,
    reopened_by: c.reopened_by,
    reopened_at: c.reopened_at,
    reopen_reason: c.reopen_reason,
  };
}

export class CashBookSettingsResponse {
  @Money() opening_balance: string;
  @Day({ nullable: true }) start_date: string | null;
  @Money() limit_per_person: string;
  @Money() limit_end_of_day: string;
  @Text() account_cash: string;
  @Text() account_clients: string;
  @Text() account_suppliers: string;
  @Text() account_expenses: string;
  @Text() account_dispositions: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) expense_accounts: Record<string, string>;
}

export function presentSettings(b: CashBook): CashBookSettingsResponse {
  return {
    opening_balance: money(b.opening_balance),
    start_date: b.start_date ? dayOf(b.start_date) : null,
    limit_per_person: money(b.limit_per_person),
    limit_end_of_day: money(b.limit_end_of_day),
    account_cash: b.account_cash,
    account_clients: b.account_clients,
    account_suppliers: b.account_suppliers,
    account_expenses: b.account_expenses,
    account_dispositions: b.account_dispositions,
    expense_accounts: b.expense_accounts ? (JSON.parse(b.expense_accounts) as Record<string, string>) : {},
  };
}
