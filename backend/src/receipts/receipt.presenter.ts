import { money } from '@app/common/money';
import type { Receipt } from './entities/receipt.entity';

export function presentReceipt(r: Receipt) {
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
