import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { PlansModule } from '@app/plans/plans.module';
import { ReferenceModule } from '@app/reference/reference.module';
import { WatersModule } from '@app/waters/waters.module';
import { PublicController } from './public.controller';
import { PublicService } from './public.service';

@Module({
  imports: [ReferenceModule, CompaniesModule, WatersModule, PlansModule],
  controllers: [PublicController],
  providers: [PublicService],
  exports: [PublicService],
})
export class PublicModule {}
