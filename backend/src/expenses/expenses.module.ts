import { Module, OnModuleInit } from '@nestjs/common';
import { WatersModule } from '@app/waters/waters.module';
import { WatersService } from '@app/waters/waters.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CashRegisterModule } from '@app/books/cash-register.module';
import { Expense } from './entities/expense.entity';
import { ExpensesController } from './expenses.controller';
import { ExpensesService } from './expenses.service';

@Module({
  imports: [TypeOrmModule.forFeature([Expense]), CashRegisterModule, WatersModule],
  controllers: [ExpensesController],
  providers: [ExpensesService],
  exports: [ExpensesService],
})
export class ExpensesModule implements OnModuleInit {
  constructor(
    private readonly waters: WatersService,
    private readonly expenses: ExpensesService,
  ) {}

  /** A water with expenses is not deleted (WatersService.useSources()). */
  onModuleInit(): void {
    this.waters.useSources({ expenses: (companyId, waterId) => this.expenses.countOnWater(companyId, waterId) });
  }
}
