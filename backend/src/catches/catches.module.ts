import { Module } from '@nestjs/common';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { CatchChartController } from './catch-chart.controller';
import { CatchesController } from './catches.controller';
import { CatchesService } from './catches.service';

@Module({
  imports: [PassesModule, ReceiptsModule, DocSeriesModule],
  controllers: [CatchesController, CatchChartController],
  providers: [CatchesService],
  exports: [CatchesService],
})
export class CatchesModule {}
