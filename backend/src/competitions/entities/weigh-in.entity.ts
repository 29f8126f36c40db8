import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { CompetitionPart } from './competition-part';

/**
 * One fish weighed at the bank. `uid` is made on the judge's phone: the unique index makes a resend
 * the same row. A correction is a new row (`correction_of`, with its reason); the original stays,
 * with `replaced_by`, or `voided` when the fish is struck out. Only rows neither replaced nor voided count.
 */
@Entity('competition_weigh_ins')
@Index('UQ_competition_weigh_ins_uid', ['competition_id', 'uid'], { unique: true })
@Index('IDX_competition_weigh_ins_competition', ['competition_id', 'id'])
export class WeighIn extends CompetitionPart {
  /** Null on a correction (made on the server). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  uid: string | null;

  @Column({ type: 'int' })
  team_id: number;

  @Column({ type: 'int' })
  round: number;

  @Column({ type: 'int' })
  fish_id: number;

  @Column({ type: 'decimal', precision: 7, scale: 3 })
  weight_kg: string;

  @Column({ type: 'varchar', length: 120 })
  witness: string;

  /** When the fish was weighed (the phone's clock; the server's when not sent). */
  @Column({ type: 'datetime' })
  weighed_at: Date;

  @Column({ type: 'int', nullable: true })
  judge_id: number | null;

  @Column({ type: 'int', nullable: true })
  correction_of: number | null;

  @Column({ type: 'int', nullable: true })
  replaced_by: number | null;

  @Column({ type: 'boolean', default: false })
  voided: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reason: string | null;

  @CreateDateColumn()
  created_at: Date;
}
