import { money } from '@app/common/money';
import { Day, Instant, Int, Money, Nested, OneOf, Text } from '@app/common/openapi';
import type { Receipt, ReceiptStatus } from './entities/receipt.entity';

/** The payer as the printed chitanță needs them. */
/** A chitanță as another record names it (a pass's, a booking's deposit): its number and whether it stands. */
export class ReceiptRef {
  @Int() id: number;
  @Text() series: string;
  @Int() number: number;
  @OneOf(['issued', 'cancelled']) status: ReceiptStatus;
}

export const presentReceiptRef = (r: Receipt | null | undefined): ReceiptRef | null =>
  r ? { id: r.id, series: r.series, number: r.number, status: r.status } : null;

export class ReceiptClientRef {
  @Int() id: number;
  @Text() name: string;
  @Text({ nullable: true }) cnp: string | null;
  @Text({ nullable: true }) address: string | null;
  @Text({ nullable: true }) city: string | null;
  @Int({ nullable: true }) state_id: number | null;
}

export class ReceiptResponse {
  @Int() id: number;
  @Int() client_id: number;
  @Nested(ReceiptClientRef, { optional: true }) client?: ReceiptClientRef;
  @Int({ nullable: true }) pass_id: number | null;
  @Int() doc_series_id: number;
  @Text() series: string;
  @Int() number: number;
  @Day() issued_on: string;
  @Money() amount: string;
  @Text({ description: 'suma în litere' }) amount_words: string;
  @Text() description: string;
  @Text({ nullable: true, description: 'numărul bonului fiscal' }) fiscal_receipt_no: string | null;
  @OneOf(['issued', 'cancelled']) status: ReceiptStatus;
  @Int({ nullable: true }) created_by: number | null;
  @Instant() created_at: Date;
  @Instant({ nullable: true }) cancelled_at: Date | null;
  @Int({ nullable: true }) cancelled_by: number | null;
  @Text({ nullable: true }) cancel_reason: string | null;
}

/** `totals` of the receipts list, over the whole filter; null for a search with more than 1 000 matches. */
export class ReceiptTotals {
  @Money({ nullable: true, description: 'lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate (`total_capped`)' })
  amount: string | null;
}

export function presentReceipt(r: Receipt): ReceiptResponse {
  return {
    id: r.id,
    client_id: r.client_id,
    client: r.client
      ? {
          id: r.client.id,
          name: `${r.client.last_name} ${r.client.first_name}`,
          cnp: r.client.cnp,
          address: r.client.address,
          city: r.client.city,
          state_id: r.client.state_id,
        }
      : undefined,
    pass_id: r.pass_id,
    doc_series_id: r.doc_series_id,
    series: r.series,
    number: r.number,
    issued_on: r.issued_on,
    amount: money(r.amount),
    amount_words: r.amount_words,
    description: r.description,
    fiscal_receipt_no: r.fiscal_receipt_no,
    status: r.status,
    created_by: r.created_by,
    created_at: r.created_at,
    cancelled_at: r.cancelled_at,
    cancelled_by: r.cancelled_by,
    cancel_reason: r.cancel_reason,
  };
}
