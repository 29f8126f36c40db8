import { Module } from '@nestjs/common';
import { CompetitionHolds } from './competition-holds.service';

/**
 * The competitions' holds on stands, for the stands' rules (stands/stand-rules.ts): a module of its
 * own, so the stands module can import it while the competitions module imports the stands module.
 */
@Module({
  providers: [CompetitionHolds],
  exports: [CompetitionHolds],
})
export class CompetitionHoldsModule {}
