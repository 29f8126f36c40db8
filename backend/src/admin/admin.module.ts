import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { UsersModule } from '@app/users/users.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [CompaniesModule, UsersModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
