import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from '@app/companies/entities/company.entity';

/** A stored file. The bytes live in the storage (local disk or S3-compatible) under `storage_key`. */
@Entity('media')
@Index('IDX_media_company', ['company_id'])
export class Media {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

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

  @CreateDateColumn()
  created_at: Date;
}
