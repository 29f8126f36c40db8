import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '@app/common/columns';

export const COMPETITION_STATUSES = ['draft', 'registration', 'drawn', 'running', 'finished', 'cancelled'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
/** The states in which a competition holds its sectors' stands in [starts_at, ends_at). */
export const HOLDING_COMPETITION_STATUSES: CompetitionStatus[] = ['draft', 'registration', 'drawn', 'running'];
export const SHORT_RULES = ['mean', 'max'] as const;
export type ShortRule = (typeof SHORT_RULES)[number];

/** One round of a competition, as the `rounds` column keeps them (JSON, in order). */
export interface CompetitionRound {
  starts_at: string;
  ends_at: string;
}

/**
 * A competition on one water: its rules (counted species, minimum weight, fish count, the rule for
 * teams short of it), rounds, sectors (competition-sector.entity.ts) and the draw's seed. The other
 * features' records (water, stands, clients, fish) are plain ids: they are reached through their services.
 */
@Entity('competitions')
@Index('IDX_competitions_company_starts', ['company_id', 'starts_at'])
export class Competition {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'int' })
  water_id: number;

  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'datetime' })
  starts_at: Date;

  @Column({ type: 'datetime' })
  ends_at: Date;

  /** JSON: CompetitionRound[] in order (round 1 first). */
  @Column({ type: 'text' })
  rounds: string;

  @Column({ type: 'int', default: 2 })
  team_size: number;

  @MoneyColumn({ default: 0 })
  entry_fee: string;

  /** JSON: the counted species' fish ids; empty = every species counts. */
  @Column({ type: 'text' })
  fish_ids: string;

  @Column({ type: 'decimal', precision: 7, scale: 3, default: 0 })
  min_weight_kg: string;

  /** N: only the heaviest N fish of a team and round count; null = all of them. */
  @Column({ type: 'int', nullable: true })
  fish_count: number | null;

  @Column({ type: 'varchar', length: 4, default: 'mean' })
  short_rule: ShortRule;

  @Column({ type: 'varchar', length: 12, default: 'draft' })
  status: CompetitionStatus;

  /** The seed of the last draw: the draw is reproducible from it (draw.ts). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  seed: string | null;

  @Column({ type: 'datetime', nullable: true })
  drawn_at: Date | null;

  /** When it was started: a weigh-in sent with its own time is taken from then on (weigh-ins.service.ts). */
  @Column({ type: 'datetime', nullable: true })
  started_at: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cancel_reason: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;
}
