import { Module } from '@nestjs/common';
import { PassHolds } from './pass-holds.service';

/**
 * The passes' holds on stands and waters, for the stands' rules and the lake's board: a module of
 * its own, so the stands module can import it while the passes module imports the stands module.
 */
@Module({
  providers: [PassHolds],
  exports: [PassHolds],
})
export class PassHoldsModule {}
