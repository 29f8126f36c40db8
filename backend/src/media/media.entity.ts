import { Column, Entity, Index } from 'typeorm';
import { CompanyRow } from '@app/common/columns';

/** A stored file. The bytes live in the storage (local disk or S3-compatible) under `storage_key`. */
@Entity('media')
@Index('IDX_media_company', ['company_id'])
export class Media extends CompanyRow {
  /** Server-generated, never the uploaded name. */
  @Column({ type: 'varchar', length: 120, unique: true })
  storage_key: string;

  /** The uploaded name, for display and Content-Disposition only. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** Detected from the content (magic bytes), not from the name. */
  @Column({ type: 'varchar', length: 64 })
  mime: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;
}
