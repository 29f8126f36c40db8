import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { CompetitionPart } from './competition-part';
import { MoneyColumn } from '@app/common/columns';
import type { PaymentMethod } from '@app/passes/payment-methods';

export const TEAM_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export const TEAM_SOURCES = ['staff', 'online'] as const;
export type TeamSource = (typeof TEAM_SOURCES)[number];

/** A team: registered by staff, or requested on the public page and confirmed by staff. */
@Entity('competition_teams')
@Index('IDX_competition_teams_competition', ['competition_id', 'status'])
@Index('IDX_competition_teams_company_phone', ['company_id', 'phone', 'status'])
@Index('IDX_competition_teams_company_ip', ['company_id', 'request_ip_hash', 'status'])
export class CompetitionTeam extends CompetitionPart {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** E.164 from the public form; as typed (normalised) from staff. */
  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, default: 'confirmed' })
  status: TeamStatus;

  @Column({ type: 'varchar', length: 6, default: 'staff' })
  source: TeamSource;

  /** A public request's address, keyed (HMAC): its pending requests are counted. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  request_ip_hash: string | null;

  @Column({ type: 'int', nullable: true })
  sector_id: number | null;

  @Column({ type: 'int', nullable: true })
  stand_id: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  stand_number: string | null;

  /** The entry fee as it was when the team was registered. */
  @MoneyColumn({ default: 0 })
  fee: string;

  @Column({ type: 'int', nullable: true })
  fee_receipt_id: number | null;

  @Column({ type: 'int', nullable: true })
  fee_fiscal_job_id: number | null;

  /**
   * How the fee was paid at check-in; null when nothing was taken. Only a cash fee gets a chitanță in
   * `receipt` mode (docs/numbering-and-fiscal.md): a card or transfer fee is counted from here.
   */
  @Column({ type: 'varchar', length: 8, nullable: true })
  fee_payment_method: PaymentMethod | null;

  @Column({ type: 'datetime', nullable: true })
  checked_in_at: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cancel_reason: string | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;
}
