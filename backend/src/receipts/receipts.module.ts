import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CashRegisterModule } from '@app/books/cash-register.module';
import { ClientsModule } from '@app/clients/clients.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { Receipt } from './entities/receipt.entity';
import { ReceiptCancelChecks } from './receipt-cancel-checks';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

@Module({
  imports: [TypeOrmModule.forFeature([Receipt]), DocSeriesModule, CashRegisterModule, ClientsModule],
  controllers: [ReceiptsController],
  providers: [ReceiptsService, ReceiptCancelChecks],
  exports: [ReceiptsService, ReceiptCancelChecks],
})
export class ReceiptsModule {}
