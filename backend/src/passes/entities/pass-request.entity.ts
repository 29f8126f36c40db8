import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The key of a sale's attempt at the gate (CreatePassDto.request_key) and the pass it issued:
 * written in the transaction, so an attempt sent again after its answer was lost (a weak
 * signal) finds its pass instead of selling a second one (pass-issuing.service.ts). No foreign key:
 * passes and companies are never deleted.
 */
@Entity('pass_requests')
export class PassRequest {
  @PrimaryColumn({ type: 'int' })
  company_id: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  request_key: string;

  @Column({ type: 'int' })
  pass_id: number;
}
