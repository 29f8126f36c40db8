import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne } from 'typeorm';
import { CompanyRecord } from '@app/common/columns';
import { Fish } from '@app/reference/entities/fish.entity';
import { State } from '@app/reference/entities/state.entity';

/** A fishing water (baltă, lac) of a company. */
@Entity('waters')
@Index('UQ_waters_company_name', ['company_id', 'name'], { unique: true })
export class Water extends CompanyRecord {
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'int', nullable: true })
  state_id: number | null;

  @ManyToOne(() => State, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'state_id' })
  state?: State | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  surface_ha: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Regulamentul bălții. */
  @Column({ type: 'text', nullable: true })
  rules: string | null;

  @Column({ type: 'decimal', precision: 9, scale: 6, nullable: true })
  latitude: string | null;

  @Column({ type: 'decimal', precision: 9, scale: 6, nullable: true })
  longitude: string | null;

  @ManyToMany(() => Fish)
  @JoinTable({
    name: 'water_fishes',
    joinColumn: { name: 'water_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'fish_id', referencedColumnName: 'id' },
  })
  fishes?: Fish[];

  /** Species that go back into the water: a catch of one of them is never recorded as kept. */
  @ManyToMany(() => Fish)
  @JoinTable({
    name: 'water_release_fishes',
    joinColumn: { name: 'water_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'fish_id', referencedColumnName: 'id' },
  })
  release_fishes?: Fish[];

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** At most this many anglers a day (bookings and passes); null = no limit. */
  @Column({ type: 'int', nullable: true })
  max_anglers_per_day: number | null;

  /** The water's map image (media.id), where its stands are placed. */
  @Column({ type: 'int', nullable: true })
  map_media_id: number | null;
}
