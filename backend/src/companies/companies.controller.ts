import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { RoleId } from '@app/common/roles';
import { CompaniesService } from './companies.service';
import { CreateCompanyDto, UpdateCompanyDto } from './dto/company.dto';
import { ApiCreated, ApiErrors, PostOk } from '@app/common/openapi';
import { CompanyResponse } from './company.presenter';

@ApiTags('company')
@ApiBearerAuth()
@Controller('api/company')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Post('create')
  @Roles(RoleId.CompanyAdmin)
  @ApiCreated(CompanyResponse)
  @ApiErrors(409)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateCompanyDto) {
    return this.companies.create(user, dto);
  }

  @PostOk(':companyId/update', CompanyResponse)
  @Roles(RoleId.CompanyAdmin)
  update(@CompanyId() companyId: number, @Body() dto: UpdateCompanyDto) {
    return this.companies.update(companyId, dto);
  }
}
