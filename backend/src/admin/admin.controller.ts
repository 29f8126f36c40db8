import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { Roles } from '@app/common/decorators';
import { ListFilterDto } from '@app/common/pagination';
import { RoleId } from '@app/common/roles';
import { AdminService } from './admin.service';
import { ApiPaginated, PostOk, PostPage } from '@app/common/openapi';
import { CompanyBaseResponse } from '@app/companies/company.presenter';
import { AdminCompanyResponse } from './admin.presenter';

@ApiTags('admin')
@ApiBearerAuth()
@Roles(RoleId.PlatformAdmin)
@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('companies')
  @ApiPaginated(AdminCompanyResponse)
  list(@Query() filter: ListFilterDto) {
    return this.admin.listCompanies(filter);
  }

  @PostPage('companies', AdminCompanyResponse)
  listPost(@Body() filter: ListFilterDto) {
    return this.admin.listCompanies(filter);
  }

  @PostOk('companies/:id/suspend', CompanyBaseResponse)
  suspend(@Param('id', ParseIdPipe) id: number) {
    return this.admin.setActive(id, false);
  }

  @PostOk('companies/:id/activate', CompanyBaseResponse)
  activate(@Param('id', ParseIdPipe) id: number) {
    return this.admin.setActive(id, true);
  }
}
