import { Column, Entity, Index } from 'typeorm';
import { CompanyRecord } from '@app/common/columns';

/** The drivers a device's agent writes for: one file per format in fiscal/formats and in agent/src/formats. */
export const FISCAL_FORMATS = ['fprint', 'ecrbridge'] as const;
export type FiscalFormat = (typeof FISCAL_FORMATS)[number];

/** What the agent needs to render a job for the device's driver (FISCAL-PROTOCOL: `device.settings`). */
export interface FiscalSettings {
  vat_group: string;
  payment_codes: { cash: string; card: string };
  fprint_fields: string;
  unit: string;
  diacritics: boolean;
}

/**
 * A fiscal cash register (AMEF) reached through an agent on the PC beside it. Its agent signs in
 * with a token stored only as its SHA-256 (`token_hash`); a new token replaces the old at once.
 */
@Entity('fiscal_devices')
@Index('IDX_fiscal_devices_company', ['company_id', 'name'])
export class FiscalDevice extends CompanyRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  format: FiscalFormat;

  /** FiscalSettings as JSON. */
  @Column({ type: 'text' })
  settings: string;

  /** Per plan, the VAT group that replaces the device's: JSON `{ "<plan_id>": "<group>" }`. */
  @Column({ type: 'text' })
  plan_vat_groups: string;

  /** The waters whose sales it prints, JSON `[id, ...]`; empty = the company's default device. */
  @Column({ type: 'text' })
  water_ids: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** SHA-256 (hex) of the agent's token; null until one is made. */
  @Index('UQ_fiscal_devices_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  token_hash: string | null;
}
