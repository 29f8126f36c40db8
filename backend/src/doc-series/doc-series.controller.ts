import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId, Roles } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { RoleId } from '@app/common/roles';
import { DocSeriesService } from './doc-series.service';
import { CreateDocSeriesDto, DocSeriesFilterDto, UpdateDocSeriesDto } from './dto/doc-series.dto';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, MessageResponse, PostOk } from '@app/common/openapi';
import { DocSeriesResponse } from './doc-series.presenter';

@ApiTags('doc-series')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class DocSeriesController {
  constructor(private readonly series: DocSeriesService) {}

  @Get('docSeries')
  @ApiOkList(DocSeriesResponse)
  list(@CompanyId() companyId: number, @Query() filter: DocSeriesFilterDto) {
    return this.series.list(companyId, filter);
  }

  /** The route's historical spelling: createDocSery (docs/conventions.md, API wire format). */
  @Post('createDocSery')
  @Roles(RoleId.CompanyAdmin)
  @ApiCreated(DocSeriesResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreateDocSeriesDto) {
    return this.series.create(companyId, dto);
  }

  @Get('docSeries/:id')
  @ApiOk(DocSeriesResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.series.get(companyId, id);
  }

  @PostOk('docSeries/:id/update', DocSeriesResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDocSeriesDto) {
    return this.series.update(companyId, id, dto);
  }

  @PostOk('docSeries/:id/delete', MessageResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.series.remove(companyId, id);
  }
}
