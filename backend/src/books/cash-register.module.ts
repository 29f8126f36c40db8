import { Module } from '@nestjs/common';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { CashRegisterService } from './cash-register.service';

/** The cash register's lock, closed days, dispositions and balance, for every cash document's feature. */
@Module({
  imports: [DocSeriesModule],
  providers: [CashRegisterService],
  exports: [CashRegisterService],
})
export class CashRegisterModule {}
