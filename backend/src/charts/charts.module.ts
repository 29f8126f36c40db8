import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '@app/bookings/bookings.module';
import { ClientsModule } from '@app/clients/clients.module';
import { CompetitionsModule } from '@app/competitions/competitions.module';
import { ExpensesModule } from '@app/expenses/expenses.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { WatersModule } from '@app/waters/waters.module';
import { PassDayStat } from './entities/pass-day-stat.entity';
import { ChartsController } from './charts.controller';
import { ChartsService } from './charts.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([PassDayStat]),
    WatersModule,
    ReceiptsModule,
    ExpensesModule,
    PassesModule,
    ClientsModule,
    CompetitionsModule,
    BookingsModule,
  ],
  controllers: [ChartsController],
  providers: [ChartsService],
  exports: [ChartsService],
})
export class ChartsModule {}
