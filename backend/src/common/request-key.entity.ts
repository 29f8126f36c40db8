import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The key of an attempt at a sale (a pass at the gate, a chitanță) and the document it made,
 * written in the document's transaction (common/request-keys.ts): an attempt sent again after its
 * answer was lost finds its document instead of making a second one. No foreign key: documents
 * and companies are never deleted.
 */
@Entity('request_keys')
export class RequestKey {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  /** What the attempt made: 'pass' or 'receipt'. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  request_key: string;

  @Column({ type: 'int' })
  document_id: number;
}
