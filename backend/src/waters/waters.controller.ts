import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CreateWaterDto, UpdateWaterDto, WaterFilterDto } from './dto/water.dto';
import { WatersService } from './waters.service';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, MessageResponse, PostOk } from '@app/common/openapi';
import { WaterResponse } from './water.presenter';

@ApiTags('waters')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class WatersController {
  constructor(private readonly waters: WatersService) {}

  /** A plain array (a company has a handful of waters), searchable and filterable by `active`. */
  @Get('waters')
  @ApiOkList(WaterResponse)
  list(@CompanyId() companyId: number, @Query() filter: WaterFilterDto) {
    return this.waters.list(companyId, filter);
  }

  @Post('createWater')
  @ApiCreated(WaterResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreateWaterDto) {
    return this.waters.create(companyId, dto);
  }

  @Get('waters/:id')
  @ApiOk(WaterResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.waters.get(companyId, id);
  }

  @PostOk('waters/:id/update', WaterResponse)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateWaterDto) {
    return this.waters.update(companyId, id, dto);
  }

  @PostOk('waters/:id/delete', MessageResponse)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.waters.remove(companyId, id);
  }
}
