import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The key of an attempt that takes money (a pass at the gate, a chitanță, an expense, a pass's exit,
 * a team's entry fee) and what it made, written in the same transaction (common/request-keys.ts): an
 * attempt sent again after its answer was lost finds that instead of making a second one. No
 * foreign key: documents and companies are never deleted (an expense deleted later leaves its key,
 * and an attempt sent again then finds nothing to answer: 404).
 */
@Entity('request_keys')
export class RequestKey {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  /** What the attempt made (RequestKind, common/request-keys.ts): 'pass', 'receipt', 'expense', 'checkout', 'catch'... */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kind: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  request_key: string;

  @Column({ type: 'int' })
  document_id: number;
}
