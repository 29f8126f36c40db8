import { Module } from '@nestjs/common';
import { ChartsModule } from '@app/charts/charts.module';
import { ClientsModule } from '@app/clients/clients.module';
import { CompaniesModule } from '@app/companies/companies.module';
import { PassesModule } from '@app/passes/passes.module';
import { UsersModule } from '@app/users/users.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [CompaniesModule, UsersModule, ClientsModule, PassesModule, ChartsModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
