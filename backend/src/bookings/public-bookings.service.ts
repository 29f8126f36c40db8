import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantScoped } from '@app/common/tenancy';
import { withTransaction } from '@app/common/transactions';
import { roCount } from '@app/common/in-use';
import { CompaniesService } from '@app/companies/companies.service';
import { emailKey, PENDING_LIMIT_MESSAGE, publicAddress } from '@app/common/validation/public-form';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { validTo } from '@app/passes/pricing';
import { BookingMailService } from './booking-mail.service';
import { BookingQueryService } from './booking-query.service';
import { BookingTermsService, termColumns } from './booking-terms.service';
import { PublicBookingDto } from './dto/booking.dto';
import { Booking } from './entities/booking.entity';

/** "5 zile", "20 de zile", "101 zile": Romanian puts "de" before 20–99 (and their hundreds). */

/** Booking requests from a company's public page. */
@Injectable()
export class PublicBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly terms: BookingTermsService,
    private readonly query: BookingQueryService,
    private readonly mail: BookingMailService,
    private readonly companies: CompaniesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A request from the public page: a pending online booking, after the abuse limits (SECURITY.md,
   * "Public forms"): it starts no earlier than the current hour and at most `booking_days_ahead`
   * days ahead (to the same clock time in Romania); one address (an IPv6 one by its /64), one phone (E.164, as the
   * DTO wrote it) and one e-mail (lower-cased) hold at most `public_pending_limit` pending requests at once; a clash
   * names no other holder.
   */
  async createPublic(slug: string, dto: PublicBookingDto, ip: string): Promise<{ id: number; status: 'pending' }> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    const starts = new Date(dto.starts_at).getTime();
    const now = Date.now();
    const days = company.booking_days_ahead;
    if (starts < Math.floor(now / 3_600_000) * 3_600_000)
      throw AppException.invalid({ starts_at: ['Rezervarea poate începe cel mai devreme în ora curentă.'] });
    // N days on Romania's clock, to the same clock time (a night the clocks change is still one day).
    if (starts > validTo(new Date(now), days, 'days').getTime())
      throw AppException.invalid({
        starts_at: [`Rezervarea poate începe cel mult peste ${days === 1 ? 'o zi' : roCount(days, 'zi', 'zile')}.`],
      });
    if (new Date(dto.ends_at).getTime() <= now)
      throw AppException.invalid({ ends_at: ['Sfârșitul rezervării trebuie să fie în viitor.'] });
    const r = await this.terms.resolve(company.id, dto);
    const phone = dto.guest_phone;
    const ipHash = createHmac('sha256', this.config.jwtSecret)
      .update(`booking-ip:${publicAddress(ip)}`)
      .digest('hex');
    const email = emailKey(dto.guest_email);
    const limit = company.public_pending_limit;
    const id = await withTransaction(this.dataSource, async (em) => {
      // Counted under the company's public forms' lock, taken first (then the water's, in checkRules()):
      // two requests at once, for any of its waters or competitions, cannot both be the last one allowed.
      await this.companies.lockPublicForms(em, company.id);
      await this.terms.checkRules(em, company.id, r, undefined, true);
      const pending = (column: 'guest_phone' | 'request_ip_hash' | 'guest_email', value: string) =>
        tenantScoped(em.createQueryBuilder(Booking, 'b'), 'b', company.id)
          .andWhere(`b.${column} = :value`, { value })
          .andWhere("b.status = 'pending' AND b.ends_at > :now", { now: new Date() })
          .getCount();
      if ((await pending('guest_phone', phone)) >= limit) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: PENDING_LIMIT_MESSAGE,
        });
      }
      if ((await pending('request_ip_hash', ipHash)) >= limit) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: PENDING_LIMIT_MESSAGE,
        });
      }
      // Each request mails its address: a stranger's requests with new phones and addresses would
      // otherwise make the lake mail someone else again and again.
      if ((await pending('guest_email', email)) >= limit) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, {
          message: PENDING_LIMIT_MESSAGE,
        });
      }
      const inserted = await em.insert(Booking, {
        company_id: company.id,
        client_id: null,
        guest_name: dto.guest_name,
        guest_phone: phone,
        guest_email: email,
        request_ip_hash: ipHash,
        ...termColumns(r),
        status: 'pending',
        deposit: '0.00',
        deposit_receipt_id: null,
        source: 'online',
        notes: null,
        pass_id: null,
        created_by: null,
      });
      return Number(inserted.identifiers[0].id);
    });
    const booking = await this.query.find(company.id, id);
    this.mail.notify(company, booking, 'received');
    return { id, status: 'pending' };
  }
}
