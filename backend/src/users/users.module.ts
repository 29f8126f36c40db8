import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from '@app/auth/passwords';
import { CompanyListsModule } from '@app/companies/company-lists.module';
import { User } from './entities/user.entity';
import { CompanyUsersController } from './company-users.controller';
import { CompanyUsersService } from './company-users.service';
import { ProfileController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), CompanyListsModule],
  controllers: [ProfileController, CompanyUsersController],
  providers: [UsersService, CompanyUsersService, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
