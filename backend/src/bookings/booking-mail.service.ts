import { Injectable } from '@nestjs/common';
import { CompaniesService } from '@app/companies/companies.service';
import type { Company } from '@app/companies/entities/company.entity';
import { MailService } from '@app/mail/mail.service';
import { roWhen } from '@app/common/time';
import { BookingQueryService } from './booking-query.service';
import { Booking } from './entities/booking.entity';

/** The e-mails a booking's guest receives at each step. */
@Injectable()
export class BookingMailService {
  constructor(
    private readonly companies: CompaniesService,
    private readonly mail: MailService,
    private readonly query: BookingQueryService,
  ) {}

  async notifyById(
    companyId: number,
    id: number,
    kind: 'confirmed' | 'refused' | 'cancelled',
    reason: string | null = null,
  ) {
    const company = await this.companies.one(companyId);
    this.notify(company, await this.query.find(companyId, id), kind, reason);
  }

  /** The angler's e-mail at each step (sent in the background: SMTP never delays the answer). */
  notify(
    company: Company,
    b: Booking,
    kind: 'received' | 'confirmed' | 'refused' | 'cancelled',
    reason: string | null = null,
  ) {
    if (!b.guest_email) return;
    const what =
      `${b.water?.name ?? ''}${b.stand ? `, standul ${b.stand.number}` : ''}, ` +
      `${roWhen(b.starts_at)} – ${roWhen(b.ends_at)}, ${b.anglers === 1 ? 'un pescar' : `${b.anglers} pescari`}`;
    const lines: Record<typeof kind, [string, string]> = {
      received: [
        `Am primit cererea de rezervare nr. ${b.id}`,
        `Am primit cererea dumneavoastră de rezervare (${what}). Vă scriem din nou când o confirmăm.`,
      ],
      confirmed: [
        `Rezervarea nr. ${b.id} este confirmată`,
        `Rezervarea dumneavoastră (${what}) este confirmată. Vă așteptăm!`,
      ],
      refused: [
        `Cererea de rezervare nr. ${b.id} nu a putut fi acceptată`,
        `Ne pare rău, cererea dumneavoastră de rezervare (${what}) nu a putut fi acceptată.` +
          (reason ? ` Motiv: ${reason}.` : ''),
      ],
      cancelled: [
        `Rezervarea nr. ${b.id} a fost anulată`,
        `Rezervarea dumneavoastră (${what}) a fost anulată.` + (reason ? ` Motiv: ${reason}.` : ''),
      ],
    };
    const [subject, body] = lines[kind];
    const contact = [company.phone, company.email].filter(Boolean).join(', ');
    this.mail.sendInBackground({
      to: b.guest_email,
      subject: `${company.name}: ${subject}`,
      text: `Bună ziua,\n\n${body}\n\n${company.name}${contact ? `\n${contact}` : ''}\n`,
    });
  }
}
