import { Module } from '@nestjs/common';
import { DiscountsModule } from '@app/discounts/discounts.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PlansModule } from '@app/plans/plans.module';
import { WatersModule } from '@app/waters/waters.module';
import { CompanyListsService } from './company-lists.service';

/** The lists that travel with a company (company-lists.service.ts), for the users and companies features. */
@Module({
  imports: [WatersModule, PlansModule, DiscountsModule, DocSeriesModule],
  providers: [CompanyListsService],
  exports: [CompanyListsService],
})
export class CompanyListsModule {}
