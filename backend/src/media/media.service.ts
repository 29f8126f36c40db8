import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantWhere } from '@app/common/tenancy';
import { detectFileType, DetectedType, sanitizeFileName } from './file-types';
import { Media } from './media.entity';
import { MAX_FILE_BYTES, MAX_FILES, shownName, UPLOAD_MSG, type Upload } from './multipart';
import { STORAGE, type Storage, storageKey, StorageNotFoundError } from './storage';
import { withTransaction } from '@app/common/transactions';

const MSG = {
  empty: (name: string) => `Fișierul „${name}” este gol.`,
  wrongType: (name: string) => `Fișierul „${name}” nu este PDF, JPG, PNG sau WEBP.`,
};

interface Prepared extends Upload {
  type: DetectedType;
  name: string;
  key: string;
}

/**
 * The company's stored files: the bytes in the storage (storage.ts), a `media` row each. What a
 * file belongs to (a client's document, a water's map) is its owner's to record.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @InjectRepository(Media) private readonly media: Repository<Media>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  /**
   * Stores uploaded files: every file is checked first, then written, then recorded in ONE
   * transaction with what `link` writes for each (the owner's row); one refused file stores none,
   * and a failed insert removes what was written.
   */
  async storeAll(
    companyId: number,
    userId: number,
    uploads: Upload[],
    link: (em: EntityManager, media: Media) => Promise<unknown>,
  ): Promise<void> {
    const prepared = this.check(companyId, uploads);
    const written: string[] = [];
    try {
      for (const file of prepared) {
        await this.storage.put(file.key, file.bytes);
        written.push(file.key);
      }
      await withTransaction(this.dataSource, async (em) => {
        for (const file of prepared) {
          const media = await em.save(em.create(Media, this.row(companyId, userId, file)));
          await link(em, media);
        }
      });
    } catch (err) {
      await this.removeStored(written);
      throw err;
    }
  }

  private row(companyId: number, userId: number, file: Prepared) {
    return {
      company_id: companyId,
      storage_key: file.key,
      name: file.name,
      mime: file.type.mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      created_by: userId,
    };
  }

  /** Every check before anything is written: count, emptiness, type by magic bytes. */
  private check(companyId: number, uploads: Upload[]): Prepared[] {
    if (!uploads.length) throw AppException.invalid({ files: [UPLOAD_MSG.none] });
    if (uploads.length > MAX_FILES) throw AppException.invalid({ files: [UPLOAD_MSG.tooMany] });
    const errors: string[] = [];
    const prepared: Prepared[] = [];
    for (const upload of uploads) {
      if (upload.bytes.length === 0) {
        errors.push(MSG.empty(shownName(upload.filename)));
        continue;
      }
      if (upload.bytes.length > MAX_FILE_BYTES) {
        throw new AppException(HttpStatus.PAYLOAD_TOO_LARGE, {
          message: UPLOAD_MSG.tooLarge(shownName(upload.filename)),
        });
      }
      const type = detectFileType(upload.bytes);
      if (!type) {
        errors.push(MSG.wrongType(shownName(upload.filename)));
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

  /**
   * One image (PNG, JPG or WEBP, by its bytes) stored as a media row of the company, not tied to a
   * client: a water's map. Answers the row; the caller links it and removes the one it replaces.
   */
  async storeImage(companyId: number, userId: number, uploads: Upload[]): Promise<Media> {
    if (uploads.length > 1) throw AppException.invalid({ files: ['Trimiteți o singură imagine.'] });
    const [file] = this.check(companyId, uploads);
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type.mime))
      throw AppException.invalid({ files: [`Fișierul „${file.name}” nu este o imagine PNG, JPG sau WEBP.`] });
    await this.storage.put(file.key, file.bytes);
    try {
      return await this.media.save(this.media.create(this.row(companyId, userId, file)));
    } catch (err) {
      await this.removeStored([file.key]);
      throw err;
    }
  }

  /** The bytes of a media row (404, logged, when the storage has lost them). */
  async bytes(media: Media): Promise<Readable> {
    try {
      return await this.storage.get(media.storage_key);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      this.logger.error({ media_id: media.id, storage_key: media.storage_key }, 'stored file missing');
      throw AppException.notFound();
    }
  }

  /** A media row of the company and its bytes (404 when either is missing). */
  async openById(companyId: number, mediaId: number): Promise<{ media: Media; stream: Readable }> {
    const media = await this.media.findOne({ where: tenantWhere<Media>(companyId, { id: mediaId }) });
    if (!media) throw AppException.notFound();
    return { media, stream: await this.bytes(media) };
  }

  /** Deletes a media row of the company and, best effort, its bytes. */
  async removeById(companyId: number, mediaId: number): Promise<void> {
    const media = await this.media.findOne({ where: tenantWhere<Media>(companyId, { id: mediaId }) });
    if (!media) return;
    await this.media.delete(tenantWhere<Media>(companyId, { id: mediaId }));
    await this.removeStored([media.storage_key]);
  }

  /** The company's media rows of these ids. */
  rows(em: EntityManager, companyId: number, ids: number[]): Promise<Media[]> {
    return ids.length ? em.find(Media, { where: tenantWhere<Media>(companyId, { id: In(ids) }) }) : Promise.resolve([]);
  }

  /**
   * Inside the caller's transaction: deletes the company's media rows of these ids. Answers their
   * storage keys, for `removeStored` once the transaction has committed.
   */
  async deleteRows(em: EntityManager, companyId: number, ids: number[]): Promise<string[]> {
    const media = await this.rows(em, companyId, ids);
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
