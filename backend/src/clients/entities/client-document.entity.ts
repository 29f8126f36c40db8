import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Media } from '@app/media/media.entity';
import { Client } from './client.entity';

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
