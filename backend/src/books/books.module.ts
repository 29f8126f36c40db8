import { Module } from '@nestjs/common';
import { ClientsModule } from '@app/clients/clients.module';
import { CompetitionsModule } from '@app/competitions/competitions.module';
import { ExpensesModule } from '@app/expenses/expenses.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { AccountingExportService } from './accounting-export.service';
import { BooksController } from './books.controller';
import { BooksService } from './books.service';
import { CashRegisterModule } from './cash-register.module';

/** The cash book, closing the day, the dispositions and the accounting export. */
@Module({
  imports: [
    CashRegisterModule,
    ReceiptsModule,
    ExpensesModule,
    SalesModule,
    ClientsModule,
    PassesModule,
    CompetitionsModule,
  ],
  controllers: [BooksController],
  providers: [BooksService, AccountingExportService],
})
export class BooksModule {}
