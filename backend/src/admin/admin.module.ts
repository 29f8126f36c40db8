import { Module } from '@nestjs/common';
import { ClientsModule } from '@app/clients/clients.module';
import { CompaniesModule } from '@app/companies/companies.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { UsersModule } from '@app/users/users.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [CompaniesModule, UsersModule, ClientsModule, PassesModule, ReceiptsModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
