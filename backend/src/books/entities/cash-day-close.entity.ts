import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CompanyId, OfCompany } from '@app/common/columns';
import type { Company } from '@app/companies/entities/company.entity';

/** A day of the cash book closed (signed); `closed` false once reopened, with who and why. */
@Entity('cash_day_closes')
@Index('UQ_cash_day_closes_company_day', ['company_id', 'day'], { unique: true })
export class CashDayClose {
  @PrimaryGeneratedColumn()
  id: number;

  @CompanyId()
  company_id: number;

  @OfCompany()
  company?: Company;

  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'boolean', default: true })
  closed: boolean;

  @Column({ type: 'int', nullable: true })
  closed_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  closed_at: Date | null;

  @Column({ type: 'int', nullable: true })
  reopened_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  reopened_at: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reopen_reason: string | null;

  @CreateDateColumn()
  created_at: Date;
}
