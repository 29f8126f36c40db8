import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PlansModule } from '@app/plans/plans.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { CatchChartController } from './catch-chart.controller';
import { CatchesController } from './catches.controller';
import { CatchesService } from './catches.service';
import { PublicCatchesController, PublicCatchesService } from './public-catches';

@Module({
  imports: [PassesModule, ReceiptsModule, DocSeriesModule, SalesModule, CompaniesModule, PlansModule],
  controllers: [CatchesController, CatchChartController, PublicCatchesController],
  providers: [CatchesService, PublicCatchesService],
  exports: [CatchesService],
})
export class CatchesModule {}
