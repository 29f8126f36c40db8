import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { ClientsService } from './clients.service';
import { ClientExportDto, ClientFilterDto, CreateClientDto, UpdateClientDto } from './dto/client.dto';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, MessageResponse, PostOk, PostPage } from '@app/common/openapi';
import { ClientResponse } from './client.presenter';

/** Anglers. Roles 2 and 3 (docs/product.md, Roles). */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /** A page (docs/conventions.md) of clients, without their files. */
  @PostPage('clients', ClientResponse)
  list(@CompanyId() companyId: number, @Body() filter: ClientFilterDto) {
    return this.clients.list(companyId, filter);
  }

  /**
   * Every client of the filter, for the CSV (no pages). `personal: true` adds CNP, birth date, ID
   * card and address: role 2, or staff when the company allows it (403 otherwise). Audited.
   */
  @Post('clients/export')
  @HttpCode(200)
  @ApiOkList(ClientResponse)
  export(@CompanyId() companyId: number, @CurrentUser() user: AuthUser, @Body() dto: ClientExportDto) {
    return this.clients.export(user, companyId, dto);
  }

  @Post('createClient')
  @ApiCreated(ClientResponse)
  @ApiErrors(409)
  create(@CompanyId() companyId: number, @Body() dto: CreateClientDto) {
    return this.clients.create(companyId, dto);
  }

  /** The client with its files, newest first. */
  @Get('clients/:id')
  @ApiOk(ClientResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.clients.get(companyId, id);
  }

  @PostOk('clients/:id/update', ClientResponse)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateClientDto) {
    return this.clients.update(companyId, id, dto);
  }

  @PostOk('clients/:id/delete', MessageResponse)
  @ApiErrors(409)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.clients.remove(companyId, id);
  }
}
