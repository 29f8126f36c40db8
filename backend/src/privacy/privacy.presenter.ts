import { BookingResponse } from '@app/bookings/booking.presenter';
import { CatchResponse } from '@app/catches/catch.presenter';
import { AuditEntryResponse } from '@app/audit/audit.presenter';
import { CashDispositionResponse } from '@app/books/books.presenter';
import { ClientFileResponse, ClientResponse } from '@app/clients/client.presenter';
import { Instant, Int, Nested } from '@app/common/openapi';
import { PassResponse } from '@app/passes/pass.presenter';
import { ReceiptResponse } from '@app/receipts/receipt.presenter';

/**
 * POST {base}/clients/{id}/export: everything the company holds about one person (GDPR art. 15).
 * A new kind of record is one property here and one line in EXPORT_SECTIONS (privacy.service.ts).
 */
export class ClientExportResponse {
  @Instant() exported_at: Date;
  @Nested(ClientResponse) client: ClientResponse;
  @Nested([PassResponse]) passes: PassResponse[];
  @Nested([ReceiptResponse]) receipts: ReceiptResponse[];
  @Nested([CashDispositionResponse], { description: 'dispozițiile de plată care i-au restituit chitanțe' })
  refunds: CashDispositionResponse[];
  @Nested([BookingResponse], {
    description: 'rezervările lui și cele făcute ca oaspete cu emailul sau telefonul lui',
  })
  bookings: BookingResponse[];
  @Nested([CatchResponse], { description: 'capturile înregistrate pe permisele lui' }) catches: CatchResponse[];
  @Nested([ClientFileResponse], { description: 'lista documentelor (fără conținut)' }) documents: ClientFileResponse[];
  @Nested([AuditEntryResponse], { description: 'istoricul modificărilor despre client' }) audit: AuditEntryResponse[];
}

/** One company's part of a privacy run. */
export class PrivacyRunCompany {
  @Int() company_id: number;
  @Int({ description: 'documente șterse (sau de șters, la --dry-run)' }) documents: number;
  @Int({ description: 'clienți anonimizați (sau de anonimizat)' }) clients: number;
  @Int({ description: 'cereri online expirate: rezervări și înscrieri fără răspuns (sau de expirat)' })
  requests: number;
  @Int({ description: 'rezervări de oaspeți (fără client) anonimizate (sau de anonimizat)' }) guests: number;
  @Int({ description: 'echipe de concurs cu oaspeți (membri fără client) anonimizate (sau de anonimizat)' })
  teams: number;
}
