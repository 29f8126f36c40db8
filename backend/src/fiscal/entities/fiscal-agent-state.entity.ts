import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What a device's agent last said about itself, written on every poll. Kept apart from the device
 * (no company_id): a poll every 25 s is not a change of the company's data for the audit trail.
 */
@Entity('fiscal_agent_states')
export class FiscalAgentState {
  @PrimaryColumn({ type: 'int' })
  device_id: number;

  /** The agent holding the device: another agent_id is refused while this one polled within a minute. */
  @Column({ type: 'varchar', length: 64 })
  agent_id: string;

  @Column({ type: 'datetime' })
  last_seen_at: Date;

  @Column({ type: 'varchar', length: 40, nullable: true })
  version: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  driver_dir: string | null;

  /** ok | out | unknown */
  @Column({ type: 'varchar', length: 10, default: 'unknown' })
  paper: string;

  @Column({ type: 'datetime', nullable: true })
  last_z_at: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  last_error: string | null;
}
