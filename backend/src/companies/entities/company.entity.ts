import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { State } from '@app/reference/entities/state.entity';

export const FISCAL_MODES = ['receipt', 'amef'] as const;
export type FiscalMode = (typeof FISCAL_MODES)[number];

@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 160 })
  name: string;

  /** Public subdomain: <slug>.<APP_DOMAIN>. */
  @Index('UQ_companies_slug', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  slug: string;

  /** Romanian CIF, digits only; `vat_payer` keeps the RO prefix. */
  @Column({ type: 'varchar', length: 12 })
  cui: string;

  @Column({ type: 'boolean', default: false })
  vat_payer: boolean;

  @Column({ type: 'varchar', length: 32, nullable: true })
  reg_com: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'int', nullable: true })
  state_id: number | null;

  @ManyToOne(() => State, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'state_id' })
  state?: State | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 34, nullable: true })
  iban: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bank: string | null;

  /** A platform admin can suspend a company: its users are refused at login and on every call. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Privacy: whether clients' CNPs may be stored at all. */
  @Column({ type: 'boolean', default: true })
  store_cnp: boolean;

  /** Whether copies of identity documents may be uploaded (with the client's recorded consent). */
  @Column({ type: 'boolean', default: true })
  store_id_documents: boolean;

  /** Client documents older than this many months are deleted by the retention job; 0 = keep. */
  @Column({ type: 'int', default: 0 })
  documents_retention_months: number;

  /** Clients with no pass, receipt or booking for this many years are anonymized; 0 = never. */
  @Column({ type: 'int', default: 0 })
  inactive_client_anonymize_years: number;

  /** Opt-in: the public page shows the last catches (species and weight only, never a name). */
  @Column({ type: 'boolean', default: false })
  public_recent_catches: boolean;

  /** On: staff (role 3) too may export clients with CNP, ID card and address (SECURITY.md, "Bulk personal data"). */
  @Column({ type: 'boolean', default: false })
  staff_personal_export: boolean;

  /** A booking from the public page starts at most this many days ahead (SECURITY.md, "Public forms"). */
  @Column({ type: 'int', default: 90 })
  booking_days_ahead: number;

  /** One address, and one phone, may hold at most this many online requests waiting for an answer. */
  @Column({ type: 'int', default: 3 })
  public_pending_limit: number;

  /**
   * How a sale is documented: `receipt` = a chitanță from the receipt series; `amef` = a cash or
   * card sale becomes a job for the fiscal cash register (OPERATIONS.md, "Casa de marcat").
   */
  @Column({ type: 'varchar', length: 10, default: 'receipt' })
  fiscal_mode: FiscalMode;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;
}
