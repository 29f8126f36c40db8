import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { ReferenceModule } from '@app/reference/reference.module';
import { UsersModule } from '@app/users/users.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyListsModule } from './company-lists.module';
import { Company } from './entities/company.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Company]), CompanyListsModule, UsersModule, DocSeriesModule, ReferenceModule],
  controllers: [CompaniesController],
  providers: [CompaniesService],
  exports: [CompaniesService],
})
export class CompaniesModule {}
