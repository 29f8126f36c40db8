import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CompanyRecord, MoneyColumn } from '@app/common/columns';
import { Water } from '@app/waters/entities/water.entity';

/** A numbered place to fish (stand, swim, peg) on one water, with its spot on the water's map. */
@Entity('stands')
@Index('UQ_stands_water_number', ['water_id', 'number'], { unique: true })
@Index('IDX_stands_company_water', ['company_id', 'water_id'])
export class Stand extends CompanyRecord {
  @Column({ type: 'int' })
  water_id: number;

  @ManyToOne(() => Water, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'water_id' })
  water?: Water;

  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  /** Anglers, 1–10. */
  @Column({ type: 'int', default: 1 })
  capacity: number;

  /** Lei per day, added to the price of a pass or booking on this stand. */
  @MoneyColumn({ default: 0 })
  supplement: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Position on the water's map, in percent of its width and height (0–100). */
  @Column({ type: 'decimal', precision: 5, scale: 2, default: 50 })
  x: string;

  @Column({ type: 'decimal', precision: 5, scale: 2, default: 50 })
  y: string;
}
