import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { CompanyId } from '@app/common/columns';

/**
 * A competition's own row (a sector, a stand of it, a team, a member, a weigh-in): its id, its
 * company and its competition, declared once. Each table keeps its own indexes.
 */
export abstract class CompetitionPart {
  @PrimaryGeneratedColumn()
  id: number;

  @CompanyId()
  company_id: number;

  @Column({ type: 'int' })
  competition_id: number;
}
