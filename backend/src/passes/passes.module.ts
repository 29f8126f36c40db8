import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SigningModule } from '@app/signing/signing.module';
import { StandsModule } from '@app/stands/stands.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { Pass } from './entities/pass.entity';
import { PassesController } from './passes.controller';
import { PassesService } from './passes.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Pass]),
    DocSeriesModule,
    ReceiptsModule,
    SigningModule,
    StandsModule,
    SalesModule,
  ],
  controllers: [PassesController],
  providers: [PassesService],
  exports: [PassesService],
})
export class PassesModule {}
