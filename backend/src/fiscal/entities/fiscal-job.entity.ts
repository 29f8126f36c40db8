import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { FiscalDevice } from './fiscal-device.entity';

export const FISCAL_JOB_KINDS = ['sale', 'x_report', 'z_report'] as const;
export type FiscalJobKind = (typeof FISCAL_JOB_KINDS)[number];
/** queued -> sent (handed to the agent) -> printed | failed; failed -> queued (retry); queued/failed -> cancelled. */
export const FISCAL_JOB_STATES = ['queued', 'sent', 'printed', 'failed', 'cancelled'] as const;
export type FiscalJobStatus = (typeof FISCAL_JOB_STATES)[number];
/** What took the money: a pass (the gate, a check-in), the surplus at the exit, a booking's deposit, a competition team's entry fee. */
export const SALE_SOURCES = ['pass', 'checkout', 'deposit', 'entry_fee'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];
/** A printed sale cancelled later needs a return (storno) on the device: needed, then done with its number. */
export const STORNO_STATES = ['needed', 'done'] as const;
export type StornoStatus = (typeof STORNO_STATES)[number];

/** The sale as the agent renders it (FISCAL-PROTOCOL: `job.sale`). */
export interface FiscalSale {
  reference: string;
  lines: { name: string; unit_price: string; quantity: string; vat_group: string }[];
  payments: { method: 'cash' | 'card'; amount: string }[];
  total: string;
}

/**
 * One thing for a device to print: a sale's bon fiscal, an X or a Z report. A sale's job is
 * written in the sale's own transaction (fiscal/sales.service.ts), so neither exists without the
 * other; its `id` is also its order (`seq`) on the device.
 */
@Entity('fiscal_jobs')
@Index('IDX_fiscal_jobs_device_status', ['device_id', 'status', 'id'])
@Index('IDX_fiscal_jobs_company_pass', ['company_id', 'pass_id', 'source'])
@Index('IDX_fiscal_jobs_company_booking', ['company_id', 'booking_id'])
@Index('IDX_fiscal_jobs_company_status', ['company_id', 'status'])
export class FiscalJob extends CompanyRecord {
  @Column({ type: 'int' })
  device_id: number;

  @ManyToOne(() => FiscalDevice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'device_id' })
  device?: FiscalDevice;

  @Column({ type: 'varchar', length: 10 })
  kind: FiscalJobKind;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: FiscalJobStatus;

  /** Grows by one with every retry; the agent's journal is keyed by (id, attempt). */
  @Column({ type: 'int', default: 1 })
  attempt: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  source: SaleSource | null;

  @Column({ type: 'int', nullable: true })
  pass_id: number | null;

  @Column({ type: 'int', nullable: true })
  booking_id: number | null;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  payment_method: 'cash' | 'card' | null;

  @MoneyColumn({ nullable: true })
  amount: string | null;

  /** FiscalSale as JSON, for kind `sale`. */
  @Column({ type: 'text', nullable: true })
  sale: string | null;

  /** The bon's number (printed by the agent, or typed in by staff for a bon printed by hand). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  receipt_number: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  fiscal_serial: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  error_code: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  error_message: string | null;

  /** Printed by hand on the device and recorded by staff, not by the agent. */
  @Column({ type: 'boolean', default: false })
  manual: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  storno_status: StornoStatus | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  storno_number: string | null;

  @Column({ type: 'datetime', nullable: true })
  printed_at: Date | null;

  /**
   * When the agent was last handed the job (fiscal-agent.service.ts handOut()): one still `sent` long
   * after has no result coming (fiscal-attention.ts NO_RESULT_MS).
   */
  @Column({ type: 'datetime', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'int', nullable: true })
  created_by: number | null;
}

/** A job as it is queued: its first attempt, nothing printed, answered or reversed yet. */
export const QUEUED_JOB = {
  status: 'queued',
  attempt: 1,
  receipt_number: null,
  fiscal_serial: null,
  error_code: null,
  error_message: null,
  manual: false,
  storno_status: null,
  storno_number: null,
  printed_at: null,
  sent_at: null,
} as const satisfies Partial<FiscalJob>;
