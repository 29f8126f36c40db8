import { Module } from '@nestjs/common';
import { WatersModule } from '@app/waters/waters.module';
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
export class ExpensesModule {}
