import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '@app/clients/clients.module';
import { ClientsService } from '@app/clients/clients.service';
import { CompaniesModule } from '@app/companies/companies.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { ReceiptCancelChecks } from '@app/receipts/receipt-cancel-checks';
import { SalesService } from '@app/fiscal/sales.service';
import { ReferenceModule } from '@app/reference/reference.module';
import { StandsModule } from '@app/stands/stands.module';
import { WatersModule } from '@app/waters/waters.module';
import { WatersService } from '@app/waters/waters.service';
import { CompetitionHolds } from './competition-holds.service';
import { CompetitionHoldsModule } from './competition-holds.module';
import { CompetitionsController } from './competitions.controller';
import { CompetitionsService } from './competitions.service';
import { COMPETITION_ENTITIES } from './entities/competition-entities';
import { PublicCompetitionsController } from './public-competitions.controller';
import { PublicCompetitionsService } from './public-competitions.service';
import { TeamsService } from './teams.service';
import { WeighInsService } from './weigh-ins.service';

@Module({
  imports: [
    TypeOrmModule.forFeature(COMPETITION_ENTITIES),
    CompetitionHoldsModule,
    ClientsModule,
    CompaniesModule,
    DocSeriesModule,
    ReceiptsModule,
    ReferenceModule,
    SalesModule,
    StandsModule,
    WatersModule,
  ],
  controllers: [CompetitionsController, PublicCompetitionsController],
  providers: [CompetitionsService, TeamsService, WeighInsService, PublicCompetitionsService],
  exports: [CompetitionsService, TeamsService],
})
export class CompetitionsModule implements OnModuleInit {
  constructor(
    private readonly holds: CompetitionHolds,
    private readonly waters: WatersService,
    private readonly clients: ClientsService,
    private readonly teams: TeamsService,
    private readonly receiptChecks: ReceiptCancelChecks,
    private readonly sales: SalesService,
  ) {}

  /**
   * A water with competitions, or a client in a competition's team, is not deleted
   * (WatersService and ClientsService.useSources()); a team's fee chitanță or bon is not cancelled
   * alone while the team shows the fee paid (ReceiptCancelChecks and SalesService.useSources()).
   */
  onModuleInit(): void {
    this.receiptChecks.useSources({
      teamFee: (companyId, receiptId) => this.teams.feeHolder(companyId, { fee_receipt_id: receiptId }),
    });
    this.sales.useSources({
      entryFeeOf: (companyId, jobId) => this.teams.feeHolder(companyId, { fee_fiscal_job_id: jobId }),
    });
    this.clients.useSources({
      competitions: (companyId, clientId) => this.holds.namesOfMember(companyId, clientId),
    });
    this.waters.useSources({ competitions: (companyId, waterId) => this.holds.namesOnWater(companyId, waterId) });
  }
}
