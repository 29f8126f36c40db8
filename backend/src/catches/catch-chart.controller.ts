import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { PostOk } from '@app/common/openapi';
import { CatchChartDto, CatchChartResponse } from './catch-chart';
import { CatchesService } from './catches.service';

@ApiTags('catches')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class CatchChartController {
  constructor(private readonly catches: CatchesService) {}

  /** The dashboard's catch figures: kg kept and released per species per month (restocking). */
  @PostOk('catchChart', CatchChartResponse)
  chart(@CompanyId() companyId: number, @Body() dto: CatchChartDto) {
    return this.catches.chart(companyId, dto);
  }
}
