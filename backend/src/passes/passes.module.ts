import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '@app/clients/clients.module';
import { DiscountsModule } from '@app/discounts/discounts.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PlansModule } from '@app/plans/plans.module';
import { WatersModule } from '@app/waters/waters.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SigningModule } from '@app/signing/signing.module';
import { StandsModule } from '@app/stands/stands.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { Pass } from './entities/pass.entity';
import { PassesController } from './passes.controller';
import { PassesService } from './passes.service';
import { PassIssuingService } from './pass-issuing.service';
import { PassLifecycleService } from './pass-lifecycle.service';
import { PassQueryService } from './pass-query.service';
import { PassTokens } from './pass-tokens.service';
import { PassCounts } from './pass-counts.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Pass]),
    DocSeriesModule,
    ReceiptsModule,
    SigningModule,
    StandsModule,
    SalesModule,
    ClientsModule,
    PlansModule,
    WatersModule,
    DiscountsModule,
  ],
  controllers: [PassesController],
  providers: [PassesService, PassIssuingService, PassQueryService, PassLifecycleService, PassCounts, PassTokens],
  exports: [PassesService, PassIssuingService, PassQueryService, PassLifecycleService, PassCounts],
})
export class PassesModule {}
