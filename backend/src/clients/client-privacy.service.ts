import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantWhere } from '@app/common/tenancy';
import { Client } from './entities/client.entity';
import { lockedRow } from '@app/common/row-lock';

/**
 * The client's row in the privacy work (privacy/privacy.service.ts): consent, erasure and the
 * retention run's candidates. The other features' rows of the client have their own parts
 * (common/erasure.ts).
 */
@Injectable()
export class ClientPrivacyService {
  constructor(@InjectRepository(Client) private readonly clients: Repository<Client>) {}

  /** The whole client row (its personal data too), in `em` when given; 404 when the company has none. */
  async one(companyId: number, id: number, em: EntityManager = this.clients.manager): Promise<Client> {
    const client = await em.findOne(Client, { where: tenantWhere<Client>(companyId, { id }) });
    if (!client) throw AppException.notFound();
    return client;
  }

  /**
   * The client's row for its erasure, as committed and held until the erasure's transaction ends
   * (common/row-lock.ts): an edit under way is waited for, and its values are erased with the rest
   * (TypeORM's save writes only the columns that differ from the row it reads, so an erasure working
   * from a row read before that edit would keep them).
   */
  locked(em: EntityManager, companyId: number, id: number): Promise<Client> {
    return lockedRow(em, Client, companyId, id);
  }

  /** Records the client's consent (who, when, to what); a new consent replaces the previous one. */
  async consent(client: Client, userId: number, text: string): Promise<Client> {
    client.consent_at = new Date();
    client.consent_by = userId;
    client.consent_text = text;
    return this.clients.save(client);
  }

  /**
   * Erases the person from the client row, inside the erasure's transaction: CNP, ID card, phone,
   * e-mail, address, plate, notes and the consent go, the name becomes initials.
   */
  async anonymize(em: EntityManager, client: Client, now: Date): Promise<void> {
    const initial = (name: string) => (name.trim() ? `${Array.from(name.trim())[0].toUpperCase()}.` : '');
    Object.assign(client, {
      first_name: initial(client.first_name),
      last_name: initial(client.last_name),
      cnp: null,
      birth_date: null,
      id_series: null,
      id_number: null,
      phone: null,
      email: null,
      state_id: null,
      city: null,
      address: null,
      car_plate: null,
      notes: null,
      blocked_reason: client.blocked ? 'Date anonimizate' : null,
      // The consent went with the person: no document is stored for them again (client-documents.service.ts).
      consent_at: null,
      consent_by: null,
      consent_text: null,
      anonymized_at: now,
    });
    await em.save(client);
  }

  /**
   * The retention run's candidates: the company's clients not anonymized yet and created before
   * `cutoff`, in id order (their activity since then is asked of the features holding it).
   */
  async createdBefore(companyId: number, cutoff: Date): Promise<number[]> {
    const rows = await this.clients.find({
      where: tenantWhere<Client>(companyId, { anonymized_at: IsNull(), created_at: LessThan(cutoff) }),
      select: { id: true },
      order: { id: 'ASC' },
    });
    return rows.map((r) => r.id);
  }
}
