import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SalesService } from './sales.service';

/** The one way to take money (sales.service.ts), for every module that takes it. */
@Module({
  imports: [ReceiptsModule, CompaniesModule],
  providers: [SalesService],
  exports: [SalesService],
})
export class SalesModule {}
