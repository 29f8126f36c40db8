import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CompanyUsersService } from './company-users.service';
import { CompanyUserFilterDto, CreateCompanyUserDto, UpdateCompanyUserDto } from './dto/company-user.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { RoleId } from './entities/user.entity';
import { UsersService } from './users.service';
import { ApiCreated, ApiErrors, ApiOk, MessageResponse, PostOk, PostPage } from '@app/common/openapi';
import { CompanyUserResponse, SessionUserResponse } from './user.presenter';

@ApiTags('users')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class CompanyUsersController {
  constructor(
    private readonly companyUsers: CompanyUsersService,
    private readonly users: UsersService,
  ) {}

  @PostPage('users', CompanyUserResponse)
  @Roles(RoleId.CompanyAdmin)
  list(@CompanyId() companyId: number, @Body() filter: CompanyUserFilterDto) {
    return this.companyUsers.list(companyId, filter);
  }

  @Post('createUser')
  @Roles(RoleId.CompanyAdmin)
  @ApiCreated(CompanyUserResponse)
  @ApiErrors(429) // the password hashing bound (backend/src/auth/passwords.ts)
  create(@CompanyId() companyId: number, @Body() dto: CreateCompanyUserDto) {
    return this.companyUsers.create(companyId, dto);
  }

  @Get('users/:id')
  @Roles(RoleId.CompanyAdmin)
  @ApiOk(CompanyUserResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.companyUsers.get(companyId, id);
  }

  @PostOk('users/:id/update', CompanyUserResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409, 429)
  update(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateCompanyUserDto,
  ) {
    return this.companyUsers.update(actor, companyId, id, dto);
  }

  @PostOk('users/:id/delete', MessageResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  remove(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.companyUsers.remove(actor, companyId, id);
  }

  @PostOk('users/:id/restore', CompanyUserResponse)
  @Roles(RoleId.CompanyAdmin)
  restore(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.companyUsers.restore(companyId, id);
  }

  /** Any member's own profile (staff included), inside the company's path. */
  @PostOk('users/:id/updateProfile', SessionUserResponse)
  @ApiErrors(429)
  updateProfile(
    @CurrentUser() actor: AuthUser,
    @CompanyId() _companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateProfileDto,
  ) {
    return this.users.updateOwnProfile(actor, id, dto);
  }
}
