import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One append-only row per write on a company's data, per read of a client's document, per export
 * and per anonymization. Written by AuditSubscriber in the transaction of the change it
 * records; no route and no code path updates or deletes these rows.
 */
@Entity('audit_log')
@Index('IDX_audit_log_company_time', ['company_id', 'created_at'])
@Index('IDX_audit_log_company_entity', ['company_id', 'entity', 'entity_id'])
@Index('IDX_audit_log_company_client', ['company_id', 'client_id'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  /** The signed-in user; null for the system (retention job, command line). */
  @Column({ type: 'int', nullable: true })
  actor_id: number | null;

  @Column({ type: 'int', nullable: true })
  actor_role: number | null;

  /** create | update | delete | read | export | anonymize */
  @Column({ type: 'varchar', length: 20 })
  action: string;

  /** The table of the entity (`clients`, `passes`, ...). */
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ type: 'int', nullable: true })
  entity_id: number | null;

  /** The client the row is about (the client itself, or a row with a client_id): for the export. */
  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  /** JSON `{ field: [old, new] }`; personal data masked. */
  @Column({ type: 'text', nullable: true })
  changes: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  request_id: string | null;

  @CreateDateColumn()
  created_at: Date;
}
