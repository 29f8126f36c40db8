import { Column, Entity, Index, JoinTable, ManyToMany } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { Water } from '@app/waters/entities/water.entity';
import { DURATION_UNITS, type DurationUnit } from '../durations';

export { DURATION_UNITS, type DurationUnit };

/** A pass plan: where it is valid, for how long, at what price, with how many rods. */
@Entity('plans')
@Index('IDX_plans_company', ['company_id'])
export class Plan extends CompanyRecord {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @ManyToMany(() => Water)
  @JoinTable({
    name: 'plan_waters',
    joinColumn: { name: 'plan_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'water_id', referencedColumnName: 'id' },
  })
  waters?: Water[];

  @Column({ type: 'int' })
  duration_value: number;

  @Column({ type: 'varchar', length: 8 })
  duration_unit: DurationUnit;

  @MoneyColumn()
  price: string;

  /** Lansete permise (1–10). */
  @Column({ type: 'int', default: 2 })
  rods: number;

  /** Kilograms the angler may keep; 0 = catch & release. */
  @Column({ type: 'decimal', precision: 6, scale: 2, default: 0 })
  retention_kg: string;

  /** Lei per kg kept above retention_kg, charged at the exit. */
  @MoneyColumn({ default: 0 })
  extra_kg_price: string;

  @Column({ type: 'boolean', default: false })
  night: boolean;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
