import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CompanyId, MoneyColumn, OfCompany } from '@app/common/columns';
import type { Company } from '@app/companies/entities/company.entity';
import { DISCOUNT_TYPES, type DiscountType } from '../discount-types';

export { DISCOUNT_TYPES, type DiscountType };

@Entity('discounts')
export class Discount {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_discounts_company')
  @CompanyId()
  company_id: number;

  @OfCompany()
  company?: Company;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  type: DiscountType;

  /** Percent (0 < v ≤ 100) or lei (> 0). */
  @MoneyColumn()
  value: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;
}
