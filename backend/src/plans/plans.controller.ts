import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CreatePlanDto, PlanFilterDto, UpdatePlanDto } from './dto/plan.dto';
import { PlansService } from './plans.service';
import { ApiCreated, ApiErrors, ApiOk, MessageResponse, PostOk } from '@app/common/openapi';
import { PlanResponse, PlanSalesResponse, PlansResponse } from './plan.presenter';

@ApiTags('plans')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** `{ plans, waters, discounts }`, filterable by `search`, `active` and `water_id`. */
  @Get('plans')
  @ApiOk(PlansResponse)
  list(@CompanyId() companyId: number, @Query() filter: PlanFilterDto) {
    return this.plans.list(companyId, filter);
  }

  /** Passes sold per plan and water in the last 30 days, the most sold first (the quick sale's order). */
  @Get('planSales')
  @ApiOk(PlanSalesResponse)
  sales(@CompanyId() companyId: number) {
    return this.plans.sales(companyId);
  }

  @Post('createPlan')
  @ApiCreated(PlanResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreatePlanDto) {
    return this.plans.create(companyId, dto);
  }

  @Get('plans/:id')
  @ApiOk(PlanResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.plans.get(companyId, id);
  }

  @PostOk('plans/:id/update', PlanResponse)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePlanDto) {
    return this.plans.update(companyId, id, dto);
  }

  @PostOk('plans/:id/delete', MessageResponse)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.plans.remove(companyId, id);
  }
}
