import { Body, Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ChartsService } from './charts.service';
import { FinanceChartDto, PassChartDto } from './dto/chart.dto';
import { ApiOk, PostOk } from '@app/common/openapi';
import { DashboardResponse, FinanceChartResponse, PassChartResponse } from './charts.presenter';

@ApiTags('charts')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class ChartsController {
  constructor(private readonly charts: ChartsService) {}

  @PostOk('passChart', PassChartResponse)
  passChart(@CompanyId() companyId: number, @Body() dto: PassChartDto) {
    return this.charts.passChart(companyId, dto);
  }

  @PostOk('financeChart', FinanceChartResponse)
  financeChart(@CompanyId() companyId: number, @Body() dto: FinanceChartDto) {
    return this.charts.financeChart(companyId, dto);
  }

  @Get('dashboard')
  @ApiOk(DashboardResponse)
  dashboard(@CompanyId() companyId: number) {
    return this.charts.dashboard(companyId);
  }
}
