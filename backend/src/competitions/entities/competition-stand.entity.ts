import { Column, Entity, Index } from 'typeorm';
import { CompetitionPart } from './competition-part';

/**
 * A stand of a sector. While the competition holds (competition.entity.ts HOLDING_COMPETITION_STATUSES)
 * no booking or pass takes it in the competition's time (competition-holds.service.ts).
 */
@Entity('competition_stands')
@Index('UQ_competition_stands_competition_stand', ['competition_id', 'stand_id'], { unique: true })
@Index('IDX_competition_stands_stand', ['stand_id'])
export class CompetitionStand extends CompetitionPart {
  @Column({ type: 'int' })
  sector_id: number;

  @Column({ type: 'int' })
  stand_id: number;

  /** The stand's number when the sector was saved, for the lists and the public page. */
  @Column({ type: 'varchar', length: 20 })
  stand_number: string;

  @Column({ type: 'int', default: 0 })
  position: number;
}
