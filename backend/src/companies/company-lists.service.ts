import { Injectable } from '@nestjs/common';
import { presentDiscount } from '@app/discounts/discount.presenter';
import { DiscountsService } from '@app/discounts/discounts.service';
import { presentDocSeries } from '@app/doc-series/doc-series.presenter';
import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { presentPlan } from '@app/plans/plan.presenter';
import { PlansService } from '@app/plans/plans.service';
import { presentCompanyWater } from '@app/waters/water.presenter';
import { WatersService } from '@app/waters/waters.service';
import type { CompanyNested } from './company.presenter';

/**
 * The lists that travel with a company (GET /api/user, the company's own page), each asked of the
 * feature that owns it. A provider of its own (company-lists.module.ts): the users feature needs it
 * and the companies feature needs the users one (a new company's owner).
 */
@Injectable()
export class CompanyListsService {
  constructor(
    private readonly waters: WatersService,
    private readonly plans: PlansService,
    private readonly discounts: DiscountsService,
    private readonly series: DocSeriesService,
  ) {}

  async nested(companyId: number): Promise<CompanyNested> {
    const [waters, plans, discounts, series] = await Promise.all([
      this.waters.withFishes(companyId),
      this.plans.withWaters(companyId),
      this.discounts.all(companyId),
      this.series.all(companyId),
    ]);
    return {
      waters: waters.map((w) => presentCompanyWater(w)),
      plans: plans.map(presentPlan),
      discounts: discounts.map(presentDiscount),
      doc_series: series.map(presentDocSeries),
    };
  }
}
