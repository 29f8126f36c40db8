import { Module } from '@nestjs/common';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { CatchesController } from './catches.controller';
import { CatchesService } from './catches.service';

@Module({
  imports: [PassesModule, ReceiptsModule, DocSeriesModule],
  controllers: [CatchesController],
  providers: [CatchesService],
})
export class CatchesModule {}
