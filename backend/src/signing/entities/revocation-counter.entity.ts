import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A company's revocation sequence: each cancelled pass takes the next number
 * (`passes.revocation_seq`) inside its cancellation's transaction, and the row stays locked until
 * that transaction commits. So numbers become visible in the order they were taken, and a phone
 * that asks for what came after the last number it saw misses nothing, however late a
 * cancellation commits (SECURITY.md, "Revocations"). No foreign key: a lock on the companies row
 * would also stop every insert of the company for as long.
 */
@Entity('revocation_counters')
export class RevocationCounter {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @Column({ type: 'int', default: 0 })
  seq: number;
}
