import { Column, Entity, Index } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { DISCOUNT_TYPES, type DiscountType } from '../discount-types';

export { DISCOUNT_TYPES, type DiscountType };

@Entity('discounts')
@Index('IDX_discounts_company', ['company_id'])
export class Discount extends CompanyRecord {
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
}
