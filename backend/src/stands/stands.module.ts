import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Stand } from './entities/stand.entity';
import { StandRules } from './stand-rules';
import { StandsController } from './stands.controller';
import { StandsService } from './stands.service';
import { WaterMapController } from './water-map.controller';
import { MediaModule } from '@app/media/media.module';
import { WatersModule } from '@app/waters/waters.module';
import { WatersService } from '@app/waters/waters.service';
import { CompetitionHoldsModule } from '@app/competitions/competition-holds.module';
import { BookingHoldsModule } from '@app/bookings/booking-holds.module';
import { PassHoldsModule } from '@app/passes/pass-holds.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([Stand]),
    MediaModule,
    WatersModule,
    CompetitionHoldsModule,
    BookingHoldsModule,
    PassHoldsModule,
  ],
  controllers: [StandsController, WaterMapController],
  providers: [StandsService, StandRules],
  exports: [StandsService, StandRules],
})
export class StandsModule implements OnModuleInit {
  constructor(
    private readonly waters: WatersService,
    private readonly stands: StandsService,
  ) {}

  /** The waters' list counts each water's active stands; a water with stands is not deleted (WatersService.useSources()). */
  onModuleInit(): void {
    this.waters.useSources({
      activeStands: (companyId) => this.stands.activeByWater(companyId),
      stands: (companyId, waterId) => this.stands.countOnWater(companyId, waterId),
    });
  }
}
