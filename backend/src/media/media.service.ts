import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import '@fastify/multipart';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { ClientFileResponse } from '@app/clients/client.presenter';
import { AuditService } from '@app/audit/audit.service';
import { Client } from '@app/clients/entities/client.entity';
import { Company } from '@app/companies/entities/company.entity';
import { AppException } from '@app/common/app-exception';
import { tenantWhere } from '@app/common/tenancy';
import { manyToOne } from '@app/common/sql';
import { detectFileType, DetectedType, sanitizeFileName } from './file-types';
import { ClientDocument, Media } from './media.entity';
import { STORAGE, type Storage, storageKey, StorageNotFoundError } from './storage';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const MSG = {
  none: 'Alegeți cel puțin un fișier.',
  tooMany: `Cel mult ${MAX_FILES} fișiere odată.`,
  unreadable: 'Fișierele trimise nu au putut fi citite.',
  wrongField: 'Trimiteți fișierele în câmpul files[].',
  empty: (name: string) => `Fișierul „${name}” este gol.`,
  wrongType: (name: string) => `Fișierul „${name}” nu este PDF, JPG, PNG sau WEBP.`,
  tooLarge: (name: string) => `Fișierul „${name}” depășește 10 MB.`,
  noConsent: 'Înregistrați mai întâi acordul clientului pentru păstrarea documentelor (butonul „Acord”).',
  notStored: 'Firma nu păstrează copii ale actelor de identitate (Setări firmă → Date personale).',
};

interface Upload {
  filename: string;
  bytes: Buffer;
}

interface Prepared extends Upload {
  type: DetectedType;
  name: string;
  key: string;
}

/** A name for error messages: the sanitized uploaded name, whatever its extension. */
const shown = (filename: string | undefined) => sanitizeFileName(filename, 'bin');

@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @InjectRepository(Media) private readonly media: Repository<Media>,
    @InjectRepository(ClientDocument) private readonly documents: Repository<ClientDocument>,
    @InjectRepository(Client) private readonly clients: Repository<Client>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly audit: AuditService,
  ) {}

  /** The client's files, newest first (the `files` of presentClient). */
  async files(companyId: number, clientId: number): Promise<ClientFileResponse[]> {
    const rows = await manyToOne(
      'media.files',
      this.documents
        .createQueryBuilder('d')
        .innerJoinAndSelect('d.media', 'm', 'm.company_id = d.company_id')
        .where('d.company_id = :companyId AND d.client_id = :clientId', {
          companyId: tenantWhere<ClientDocument>(companyId).company_id,
          clientId,
        })
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
    const company = await this.dataSource.getRepository(Company).findOneBy({ id: companyId });
    if (!company?.store_id_documents) throw AppException.invalid({ files: [MSG.notStored] });
    const client = await this.clients.findOne({ where: tenantWhere<Client>(companyId, { id: clientId }) });
    if (!client?.consent_at) throw AppException.invalid({ files: [MSG.noConsent] });
  }

  /**
   * Stores the uploaded files of a multipart request for a client: every file is read and checked
   * first, then written, then recorded; one refused file stores none, and a failed insert removes
   * what was written.
   */
  async store(
    companyId: number,
    clientId: number,
    userId: number,
    request: FastifyRequest,
  ): Promise<ClientFileResponse[]> {
    await this.assertClient(companyId, clientId);
    await this.assertMayStore(companyId, clientId);
    const uploads = await this.readUploads(request);
    const prepared = this.check(companyId, uploads);

    const written: string[] = [];
    try {
      for (const file of prepared) {
        await this.storage.put(file.key, file.bytes);
        written.push(file.key);
      }
      await this.dataSource.transaction(async (em) => {
        for (const file of prepared) {
          const media = await em.save(
            em.create(Media, {
              company_id: companyId,
              storage_key: file.key,
              name: file.name,
              mime: file.type.mime,
              size: file.bytes.length,
              sha256: createHash('sha256').update(file.bytes).digest('hex'),
              created_by: userId,
            }),
          );
          await em.save(em.create(ClientDocument, { company_id: companyId, client_id: clientId, media_id: media.id }));
        }
      });
    } catch (err) {
      await this.removeStored(written);
      throw err;
    }
    return this.files(companyId, clientId);
  }

  private async readUploads(request: FastifyRequest): Promise<Upload[]> {
    if (!request.isMultipart()) throw AppException.invalid({ files: [MSG.none] });
    const uploads: Upload[] = [];
    let wrongField = false;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const bytes = await part.toBuffer();
        if (part.fieldname === 'files[]' || part.fieldname === 'files')
          uploads.push({ filename: part.filename, bytes });
        else wrongField = true;
      }
    } catch (err) {
      const e = err as { code?: string; statusCode?: number; part?: { filename?: string } };
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppException(HttpStatus.PAYLOAD_TOO_LARGE, { message: MSG.tooLarge(shown(e.part?.filename)) });
      }
      if (e.code === 'FST_FILES_LIMIT') throw AppException.invalid({ files: [MSG.tooMany] });
      if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
        throw AppException.invalid({ files: [MSG.unreadable] });
      }
      throw err;
    }
    if (wrongField) throw AppException.invalid({ files: [MSG.wrongField] });
    return uploads;
  }

  /** Every check before anything is written: count, emptiness, type by magic bytes. */
  private check(companyId: number, uploads: Upload[]): Prepared[] {
    if (!uploads.length) throw AppException.invalid({ files: [MSG.none] });
    if (uploads.length > MAX_FILES) throw AppException.invalid({ files: [MSG.tooMany] });
    const errors: string[] = [];
    const prepared: Prepared[] = [];
    for (const upload of uploads) {
      if (upload.bytes.length === 0) {
        errors.push(MSG.empty(shown(upload.filename)));
        continue;
      }
      if (upload.bytes.length > MAX_FILE_BYTES) {
        throw new AppException(HttpStatus.PAYLOAD_TOO_LARGE, { message: MSG.tooLarge(shown(upload.filename)) });
      }
      const type = detectFileType(upload.bytes);
      if (!type) {
        errors.push(MSG.wrongType(shown(upload.filename)));
        continue;
      }
      prepared.push({
        ...upload,
        type,
        name: sanitizeFileName(upload.filename, type.ext),
        key: storageKey(companyId, type.ext),
      });
    }
    if (errors.length) throw AppException.invalid({ files: errors });
    return prepared;
  }

  /** A client's file, only when it belongs to that client of that company. */
  async open(companyId: number, clientId: number, mediaId: number): Promise<{ media: Media; stream: Readable }> {
    const media = await this.media
      .createQueryBuilder('m')
      .innerJoin(ClientDocument, 'd', 'd.media_id = m.id AND d.company_id = m.company_id')
      .innerJoin(Client, 'c', 'c.id = d.client_id AND c.company_id = m.company_id')
      .where('m.id = :mediaId AND m.company_id = :companyId AND d.client_id = :clientId', {
        mediaId,
        companyId: tenantWhere<Media>(companyId).company_id,
        clientId,
      })
      .getOne();
    if (!media) throw AppException.notFound();
    try {
      const stream = await this.storage.get(media.storage_key);
      // Every read of a client's document is on the audit trail.
      await this.audit.record(this.dataSource.manager, companyId, 'read', 'media', media.id, clientId, {
        name: media.name,
      });
      return { media, stream };
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      this.logger.error({ media_id: media.id, storage_key: media.storage_key }, 'stored file missing');
      throw AppException.notFound();
    }
  }

  /**
   * One image (PNG, JPG or WEBP, by its bytes) stored as a media row of the company, not tied to a
   * client: a water's map. Answers the row; the caller links it and removes the one it replaces.
   */
  async storeImage(companyId: number, userId: number, request: FastifyRequest): Promise<Media> {
    const uploads = await this.readUploads(request);
    if (uploads.length > 1) throw AppException.invalid({ files: ['Trimiteți o singură imagine.'] });
    const [file] = this.check(companyId, uploads);
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type.mime))
      throw AppException.invalid({ files: [`Fișierul „${file.name}” nu este o imagine PNG, JPG sau WEBP.`] });
    await this.storage.put(file.key, file.bytes);
    try {
      return await this.media.save(
        this.media.create({
          company_id: companyId,
          storage_key: file.key,
          name: file.name,
          mime: file.type.mime,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          created_by: userId,
        }),
      );
    } catch (err) {
      await this.removeStored([file.key]);
      throw err;
    }
  }

  /** A media row of the company and its bytes (404 when either is missing). */
  async openById(companyId: number, mediaId: number): Promise<{ media: Media; stream: Readable }> {
    const media = await this.media.findOne({ where: tenantWhere<Media>(companyId, { id: mediaId }) });
    if (!media) throw AppException.notFound();
    try {
      return { media, stream: await this.storage.get(media.storage_key) };
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      this.logger.error({ media_id: media.id, storage_key: media.storage_key }, 'stored file missing');
      throw AppException.notFound();
    }
  }

  /** Deletes a media row of the company and, best effort, its bytes. */
  async removeById(companyId: number, mediaId: number): Promise<void> {
    const media = await this.media.findOne({ where: tenantWhere<Media>(companyId, { id: mediaId }) });
    if (!media) return;
    await this.media.delete(tenantWhere<Media>(companyId, { id: mediaId }));
    await this.removeStored([media.storage_key]);
  }

  /** Removes one document of a client, its media row and the stored bytes. */
  async removeDocument(companyId: number, clientId: number, documentId: number) {
    const document = await this.documents.findOne({
      where: tenantWhere<ClientDocument>(companyId, { id: documentId, client_id: clientId }),
    });
    if (!document) throw AppException.notFound();
    const keys = await this.dataSource.transaction((em) => this.deleteDocuments(em, companyId, [document]));
    await this.removeStored(keys);
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

  private async deleteDocuments(em: EntityManager, companyId: number, documents: ClientDocument[]): Promise<string[]> {
    if (!documents.length) return [];
    const mediaIds = documents.map((d) => d.media_id);
    const media = await em.find(Media, { where: tenantWhere<Media>(companyId, { id: In(mediaIds) }) });
    await em.delete(ClientDocument, tenantWhere<ClientDocument>(companyId, { id: In(documents.map((d) => d.id)) }));
    if (media.length) await em.delete(Media, tenantWhere<Media>(companyId, { id: In(media.map((m) => m.id)) }));
    return media.map((m) => m.storage_key);
  }

  /** Best effort: a file that cannot be removed is logged, never an error for the request. */
  async removeStored(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    results.forEach((r, i) => {
      if (r.status === 'rejected')
        this.logger.error({ err: r.reason, storage_key: keys[i] }, 'stored file not removed');
    });
  }
}
