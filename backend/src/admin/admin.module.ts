import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from '@app/companies/entities/company.entity';
import { User } from '@app/users/entities/user.entity';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [TypeOrmModule.forFeature([Company, User])],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
