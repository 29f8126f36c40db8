import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ApiOk } from '@app/common/openapi';
import { CatchChartDto, CatchChartResponse } from './catch-chart';
import { CatchesService } from './catches.service';

@ApiTags('catches')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class CatchChartController {
  constructor(private readonly catches: CatchesService) {}

  /** The dashboard's catch figures: kg kept and released per species per month (restocking). */
  @Post('catchChart')
  @HttpCode(200)
  @ApiOk(CatchChartResponse)
  chart(@CompanyId() companyId: number, @Body() dto: CatchChartDto) {
    return this.catches.chart(companyId, dto);
  }
}
