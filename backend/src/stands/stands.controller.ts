import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, MessageResponse, PostOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CreateStandDto, UpdateStandDto } from './dto/stand.dto';
import { StandResponse } from './stand.presenter';
import { StandsService } from './stands.service';

@ApiTags('stands')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class StandsController {
  constructor(private readonly stands: StandsService) {}

  /** The stands of a water, a plain array ordered by number. */
  @Get('waters/:id/stands')
  @ApiOkList(StandResponse)
  list(@CompanyId() companyId: number, @Param('id', ParseIdPipe) waterId: number) {
    return this.stands.listOfWater(companyId, waterId);
  }

  @Post('createStand')
  @ApiCreated(StandResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreateStandDto) {
    return this.stands.create(companyId, dto);
  }

  @Get('stands/:id')
  @ApiOk(StandResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.stands.get(companyId, id);
  }

  @PostOk('stands/:id/update', StandResponse)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateStandDto) {
    return this.stands.update(companyId, id, dto);
  }

  /** 409 once a booking or a pass has named the stand. */
  @PostOk('stands/:id/delete', MessageResponse)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.stands.remove(companyId, id);
  }
}
