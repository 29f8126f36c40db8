import { Module } from '@nestjs/common';
import { CashRegisterModule } from '@app/books/cash-register.module';
import { CompaniesModule } from '@app/companies/companies.module';
import { PassesModule } from '@app/passes/passes.module';
import { PlansModule } from '@app/plans/plans.module';
import { WatersModule } from '@app/waters/waters.module';
import { DeviceAuthGuard } from './device-auth.guard';
import { FiscalAgentController } from './fiscal-agent.controller';
import { FiscalAgentService } from './fiscal-agent.service';
import { FiscalController } from './fiscal.controller';
import { FiscalDevicesService } from './fiscal-devices.service';
import { FiscalJobsService } from './fiscal-jobs.service';
import { SalesModule } from './sales.module';

/** The fiscal cash registers: devices, their bons and reports, and their agents' API. */
@Module({
  imports: [PassesModule, SalesModule, CompaniesModule, PlansModule, WatersModule, CashRegisterModule],
  controllers: [FiscalController, FiscalAgentController],
  providers: [FiscalDevicesService, FiscalJobsService, FiscalAgentService, DeviceAuthGuard],
})
export class FiscalModule {}
