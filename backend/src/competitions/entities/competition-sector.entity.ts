import { Column, Entity, Index } from 'typeorm';
import { CompetitionPart } from './competition-part';

/** A named group of the water's stands, in the competition's order. */
@Entity('competition_sectors')
@Index('IDX_competition_sectors_competition', ['competition_id', 'position'])
export class CompetitionSector extends CompetitionPart {
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
