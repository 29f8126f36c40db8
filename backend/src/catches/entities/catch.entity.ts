import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A fish caught on a pass, written at the exit (or during the day). Plain ids only (`pass_id`,
 * `fish_id`, `recorded_by`): a client's catches are read through their passes.
 */
@Entity('catches')
@Index('IDX_catches_pass', ['pass_id'])
// The dashboard's kg kept and released per species per month.
@Index('IDX_catches_company_recorded', ['company_id', 'recorded_at'])
export class Catch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'int' })
  pass_id: number;

  /** From the reference fishes. */
  @Column({ type: 'int' })
  fish_id: number;

  @Column({ type: 'int', default: 1 })
  count: number;

  /** Kilograms, 3 decimals. */
  @Column({ type: 'decimal', precision: 9, scale: 3, default: 0 })
  weight_kg: string;

  @Column({ type: 'boolean', default: false })
  kept: boolean;

  @Column({ type: 'datetime' })
  recorded_at: Date;

  @Column({ type: 'int', nullable: true })
  recorded_by: number | null;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;
}
