import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A named group of the water's stands, in the competition's order. */
@Entity('competition_sectors')
@Index('IDX_competition_sectors_competition', ['competition_id', 'position'])
export class CompetitionSector {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  company_id: number;

  @Column({ type: 'int' })
  competition_id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
