import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { DiscountsService } from './discounts.service';
import { CreateDiscountDto, DiscountFilterDto, UpdateDiscountDto } from './dto/discount.dto';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, MessageResponse, PostOk } from '@app/common/openapi';
import { DiscountResponse } from './discount.presenter';

@ApiTags('discounts')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  /** A plain array in name order, searchable and filterable by `active` and `type`. */
  @Get('discounts')
  @ApiOkList(DiscountResponse)
  list(@CompanyId() companyId: number, @Query() filter: DiscountFilterDto) {
    return this.discounts.list(companyId, filter);
  }

  @Post('createDiscount')
  @ApiCreated(DiscountResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreateDiscountDto) {
    return this.discounts.create(companyId, dto);
  }

  @Get('discounts/:id')
  @ApiOk(DiscountResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.discounts.get(companyId, id);
  }

  @PostOk('discounts/:id/update', DiscountResponse)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDiscountDto) {
    return this.discounts.update(companyId, id, dto);
  }

  @PostOk('discounts/:id/delete', MessageResponse)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.discounts.remove(companyId, id);
  }
}
