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
import { Company } from '@app/companies/entities/company.entity';
import { DISCOUNT_TYPES, type DiscountType } from '../discount-types';

export { DISCOUNT_TYPES, type DiscountType };

@Entity('discounts')
export class Discount {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_discounts_company')
  @Column({ type: 'int' })
  company_id: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  type: DiscountType;

  /** Percent (0 < v ≤ 100) or lei (> 0). */
  @Column({ type: 'decimal', precision: 12, scale: 2 })
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
