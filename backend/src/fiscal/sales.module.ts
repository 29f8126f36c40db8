import { Module } from '@nestjs/common';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SalesService } from './sales.service';

/** The one way to take money (sales.service.ts), for every module that takes it. */
@Module({
  imports: [ReceiptsModule],
  providers: [SalesService],
  exports: [SalesService],
})
export class SalesModule {}
