import {
  Bool,
  DateOnly,
  Money,
  OptionalId,
  OptionalRequestKey,
  OptionalText,
  RequiredText,
  FilterOneOf,
} from '@app/common/validation/fields';
import { ListFilterDto } from '@app/common/pagination';

export class CreateReceiptDto {
  @Money({ above: 0, max: 9_999_999 })
  amount: string | number;

  @RequiredText(255, 'Contravaloare permis de pescuit')
  description: string;

  /** Default: today (Romania). */
  @DateOnly(false)
  issued_on?: string;

  /** Receipt series; the company's default one when left out. */
  @OptionalId()
  doc_series_id?: number | null;

  @OptionalText(40)
  fiscal_receipt_no?: string | null;

  @OptionalRequestKey()
  request_key?: string;
}

/** Only what an issued receipt allows to change: its amount, number and date never change. */
export class UpdateReceiptDto {
  @OptionalText(255)
  description?: string | null;

  @OptionalText(40)
  fiscal_receipt_no?: string | null;
}

/** A chitanță's or a pass's cancellation (a pass's cancels its chitanțe). */
export class CancelDocumentDto {
  @OptionalText(255)
  reason?: string | null;

  /**
   * A chitanță of a day closed in the cash book is cancelled by a refund: a payment disposition
   * dated today names it (backend/src/books). Without `refund: true` such a cancellation is a 409.
   */
  @Bool()
  refund?: boolean;
}

export class ReceiptFilterDto extends ListFilterDto {
  @DateOnly(false)
  date_from?: string;

  @DateOnly(false)
  date_to?: string;

  @OptionalId()
  client_id?: number;

  @FilterOneOf(['issued', 'cancelled'])
  status?: 'issued' | 'cancelled';
}
