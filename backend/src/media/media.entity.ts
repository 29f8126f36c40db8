import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Client } from '@app/clients/entities/client.entity';
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

/** A client's document: links a client to a stored file. */
@Entity('client_documents')
@Index('IDX_client_documents_client', ['company_id', 'client_id'])
export class ClientDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'int' })
  client_id: number;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id' })
  client?: Client;

  @Column({ type: 'int' })
  media_id: number;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: Media;

  @CreateDateColumn()
  created_at: Date;
}
