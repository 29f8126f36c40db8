import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { AuditService } from '@app/audit/audit.service';
import { CompaniesService } from '@app/companies/companies.service';
import { AppException } from '@app/common/app-exception';
import { manyToOne } from '@app/common/sql';
import { tenantScoped, tenantWhere } from '@app/common/tenancy';
import type { ClientErasure } from '@app/common/erasure';
import type { Media } from '@app/media/media.entity';
import { MediaService } from '@app/media/media.service';
import type { Upload } from '@app/media/multipart';
import type { ClientFileResponse } from './client.presenter';
import { ClientDocument } from './entities/client-document.entity';
import { Client } from './entities/client.entity';
import { withTransaction } from '@app/common/transactions';

const MSG = {
  noConsent: 'Înregistrați mai întâi acordul clientului pentru păstrarea documentelor (butonul „Acord”).',
  notStored: 'Firma nu păstrează copii ale actelor de identitate (Setări firmă → Date personale).',
  anonymized:
    'Datele acestui client au fost anonimizate: nu i se mai păstrează documente. Înregistrați pescarul ca un client nou.',
};

/** A client's documents: copies of their papers, stored as media (media.service.ts) and linked here. */
@Injectable()
export class ClientDocumentsService {
  constructor(
    @InjectRepository(ClientDocument) private readonly documents: Repository<ClientDocument>,
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly audit: AuditService,
    private readonly companies: CompaniesService,
  ) {}

  /** The client's files, newest first (the `files` of presentClient). */
  async files(companyId: number, clientId: number): Promise<ClientFileResponse[]> {
    const rows = await manyToOne(
      'media.files',
      tenantScoped(
        this.documents.createQueryBuilder('d').innerJoinAndSelect('d.media', 'm', 'm.company_id = d.company_id'),
        'd',
        companyId,
      )
        .andWhere('d.client_id = :clientId', { clientId })
        .orderBy('d.created_at', 'DESC')
        .addOrderBy('d.id', 'DESC'),
    );
    return rows.map((d) => ({
      id: d.id,
      media_id: d.media_id,
      name: d.media!.name,
      mime: d.media!.mime,
      size: d.media!.size,
      created_at: d.created_at,
    }));
  }

  private async assertClient(companyId: number, clientId: number): Promise<void> {
    if (!(await this.clients.exists({ where: tenantWhere<Client>(companyId, { id: clientId }) }))) {
      throw AppException.notFound();
    }
  }

  /** ANSPDCP Decision 132/2011: copies of identity documents only with the client's recorded consent. */
  private async assertMayStore(companyId: number, clientId: number): Promise<void> {
    if (!(await this.companies.storesIdDocuments(companyId))) throw AppException.invalid({ files: [MSG.notStored] });
    const client = await this.clients.findOne({ where: tenantWhere<Client>(companyId, { id: clientId }) });
    if (client?.anonymized_at) throw AppException.invalid({ files: [MSG.anonymized] });
    if (!client?.consent_at) throw AppException.invalid({ files: [MSG.noConsent] });
  }

  /** Stores uploaded files as the client's documents: all of them or none (MediaService.storeAll()). */
  async store(companyId: number, clientId: number, userId: number, uploads: Upload[]): Promise<ClientFileResponse[]> {
    await this.assertClient(companyId, clientId);
    await this.assertMayStore(companyId, clientId);
    await this.media.storeAll(companyId, userId, uploads, (em, media) =>
      em.save(em.create(ClientDocument, { company_id: companyId, client_id: clientId, media_id: media.id })),
    );
    return this.files(companyId, clientId);
  }

  /** A client's file, only when it belongs to that client of that company. */
  async open(companyId: number, clientId: number, mediaId: number): Promise<{ media: Media; stream: Readable }> {
    const document = await tenantScoped(
      this.documents
        .createQueryBuilder('d')
        .innerJoinAndSelect('d.media', 'm', 'm.company_id = d.company_id')
        .innerJoin('d.client', 'c', 'c.company_id = d.company_id')
        .where('d.media_id = :mediaId', { mediaId }),
      'd',
      companyId,
    )
      .andWhere('d.client_id = :clientId', { clientId })
      .getOne();
    const media = document?.media;
    if (!media) throw AppException.notFound();
    const stream = await this.media.bytes(media);
    // Every read of a client's document is on the audit trail.
    await this.audit.record(this.dataSource.manager, companyId, 'read', 'media', media.id, clientId, {
      name: media.name,
    });
    return { media, stream };
  }

  /** Removes one document of a client, its media row and the stored bytes. */
  async removeDocument(companyId: number, clientId: number, documentId: number) {
    const document = await this.documents.findOne({
      where: tenantWhere<ClientDocument>(companyId, { id: documentId, client_id: clientId }),
    });
    if (!document) throw AppException.notFound();
    const keys = await withTransaction(this.dataSource, (em) => this.deleteDocuments(em, companyId, [document]));
    await this.media.removeStored(keys);
    return { message: 'Fișierul a fost șters.' };
  }

  /**
   * Inside the caller's transaction: deletes all documents of a client and their media rows.
   * Answers the storage keys, for `removeStored` once the transaction has committed.
   */
  async deleteClientDocuments(em: EntityManager, companyId: number, clientId: number): Promise<string[]> {
    const documents = await em.find(ClientDocument, {
      where: tenantWhere<ClientDocument>(companyId, { client_id: clientId }),
    });
    return this.deleteDocuments(em, companyId, documents);
  }

  /**
   * A client's documents in an erasure (common/erasure.ts), inside its transaction: they go with
   * their media rows; `stored` then holds the storage keys, for `removeStored` after the commit.
   */
  async erasure(em: EntityManager, companyId: number, clientId: number): Promise<ClientErasure & { stored: string[] }> {
    const documents = await em.find(ClientDocument, {
      where: tenantWhere<ClientDocument>(companyId, { client_id: clientId }),
    });
    const files = await this.media.rows(
      em,
      companyId,
      documents.map((d) => d.media_id),
    );
    const erasure = {
      rows: { client_documents: documents.map((d) => d.id), media: documents.map((d) => d.media_id) },
      values: files.map((f) => f.name),
      stored: [] as string[],
      erase: async () => {
        erasure.stored.push(...(await this.deleteClientDocuments(em, companyId, clientId)));
      },
    };
    return erasure;
  }

  /** The company's documents stored before `cutoff`, oldest first (the retention run). */
  olderThan(companyId: number, cutoff: Date): Promise<ClientDocument[]> {
    return tenantScoped(this.documents.createQueryBuilder('d'), 'd', companyId)
      .andWhere('d.created_at < :cutoff', { cutoff })
      .orderBy('d.id')
      .getMany();
  }

  private async deleteDocuments(em: EntityManager, companyId: number, documents: ClientDocument[]): Promise<string[]> {
    if (!documents.length) return [];
    await em.delete(ClientDocument, tenantWhere<ClientDocument>(companyId, { id: In(documents.map((d) => d.id)) }));
    return this.media.deleteRows(
      em,
      companyId,
      documents.map((d) => d.media_id),
    );
  }

  /** Best effort, after the transaction: the stored bytes of deleted documents (MediaService.removeStored()). */
  removeStored(keys: string[]): Promise<void> {
    return this.media.removeStored(keys);
  }
}
