import { Module } from '@nestjs/common';
import { BookingsModule } from '@app/bookings/bookings.module';
import { CashRegisterModule } from '@app/books/cash-register.module';
import { CatchesModule } from '@app/catches/catches.module';
import { ClientsModule } from '@app/clients/clients.module';
import { CompaniesModule } from '@app/companies/companies.module';
import { CompetitionsModule } from '@app/competitions/competitions.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyScheduler } from './privacy.scheduler';
import { PrivacyService } from './privacy.service';

/** Consent, export, anonymization and the daily retention run. */
@Module({
  imports: [
    ClientsModule,
    PassesModule,
    ReceiptsModule,
    CatchesModule,
    BookingsModule,
    CompaniesModule,
    CompetitionsModule,
    SalesModule,
    CashRegisterModule,
  ],
  controllers: [PrivacyController],
  providers: [PrivacyService, PrivacyScheduler],
  exports: [PrivacyService],
})
export class PrivacyModule {}
