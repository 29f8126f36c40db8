import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRow } from '@app/common/columns';
import { FiscalDevice } from './fiscal-device.entity';

/** A Z report (the device's daily closing) as the agent reported it: its number, receipts and totals. */
@Entity('fiscal_z_reports')
@Index('IDX_fiscal_z_reports_device', ['company_id', 'device_id', 'id'])
export class FiscalZReport extends CompanyRow {
  @Column({ type: 'int' })
  device_id: number;

  @ManyToOne(() => FiscalDevice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'device_id' })
  device?: FiscalDevice;

  /** The job that printed it: one report per job, however often the agent repeats its result. */
  @Index('UQ_fiscal_z_reports_job', { unique: true })
  @Column({ type: 'int' })
  job_id: number;

  @Column({ type: 'int' })
  number: number;

  /** The day it closes (Romania). */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'int' })
  receipts: number;

  /** Totals by payment type, JSON `{ "cash": "600.00", "card": "150.00" }`. */
  @Column({ type: 'text' })
  totals: string;
}
