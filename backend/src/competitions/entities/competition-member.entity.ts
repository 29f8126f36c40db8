import { Column, Entity, Index } from 'typeorm';
import { CompetitionPart } from './competition-part';

/** A team member: a client, or a guest by name (who becomes a client at the team's check-in). */
@Entity('competition_members')
@Index('IDX_competition_members_team', ['team_id', 'position'])
@Index('IDX_competition_members_company_client', ['company_id', 'client_id'])
export class CompetitionMember extends CompetitionPart {
  @Column({ type: 'int' })
  team_id: number;

  @Column({ type: 'int', nullable: true })
  client_id: number | null;

  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'int', default: 0 })
  position: number;
}
