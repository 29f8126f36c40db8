import { Competition } from './competition.entity';
import { CompetitionMember } from './competition-member.entity';
import { CompetitionSector } from './competition-sector.entity';
import { CompetitionStand } from './competition-stand.entity';
import { CompetitionTeam } from './competition-team.entity';
import { WeighIn } from './weigh-in.entity';

/** The competitions feature's tables: its module's repositories, and its part of the schema (database/entities.ts). */
export const COMPETITION_ENTITIES = [
  Competition,
  CompetitionSector,
  CompetitionStand,
  CompetitionTeam,
  CompetitionMember,
  WeighIn,
];
