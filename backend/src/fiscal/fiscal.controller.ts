import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { RoleId } from '@app/common/roles';
import { agentZip } from './agent-download';
import {
  CancelSaleDto,
  CreateFiscalDeviceDto,
  FiscalDeviceFilterDto,
  FiscalJobFilterDto,
  ManualReceiptDto,
  StornoDto,
  UpdateFiscalDeviceDto,
  ZReportFilterDto,
  ZReportResultDto,
} from './dto/fiscal.dto';
import { FiscalDevicesService } from './fiscal-devices.service';
import { FiscalJobsService } from './fiscal-jobs.service';
import {
  DeviceTokenResponse,
  FiscalDeviceResponse,
  FiscalJobResponse,
  FiscalStatusResponse,
  ZReportResponse,
} from './fiscal.presenter';

/** The company's fiscal cash registers (role 2) and their bons (roles 2 and 3). */
@ApiTags('fiscal')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class FiscalController {
  constructor(
    private readonly devices: FiscalDevicesService,
    private readonly jobs: FiscalJobsService,
  ) {}

  @PostPage('fiscalDevices', FiscalDeviceResponse)
  @Roles(RoleId.CompanyAdmin)
  list(@CompanyId() companyId: number, @Body() filter: FiscalDeviceFilterDto) {
    return this.devices.list(companyId, filter);
  }

  @Post('createFiscalDevice')
  @Roles(RoleId.CompanyAdmin)
  @ApiCreated(FiscalDeviceResponse)
  create(@CompanyId() companyId: number, @Body() dto: CreateFiscalDeviceDto) {
    return this.devices.create(companyId, dto);
  }

  @Get('fiscalDevices/:id')
  @Roles(RoleId.CompanyAdmin)
  @ApiOk(FiscalDeviceResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.devices.get(companyId, id);
  }

  @PostOk('fiscalDevices/:id/update', FiscalDeviceResponse)
  @Roles(RoleId.CompanyAdmin)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateFiscalDeviceDto) {
    return this.devices.update(companyId, id, dto);
  }

  /** A new agent token, shown once; the previous one stops working at once. */
  @PostOk('fiscalDevices/:id/token', DeviceTokenResponse)
  @Roles(RoleId.CompanyAdmin)
  token(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.devices.newToken(companyId, id);
  }

  /** The agent (the repository's agent/ folder) as a zip, for the PC beside the cash register. */
  @Get('fiscalAgent/download')
  @Roles(RoleId.CompanyAdmin)
  @ApiOkResponse({
    description: 'Arhiva zip a agentului',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  async download(@Res() reply: FastifyReply) {
    const zip = await agentZip();
    return reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="balti-agent.zip"')
      .header('cache-control', 'private, no-store')
      .send(zip);
  }

  @PostOk('fiscalDevices/:id/xReport', FiscalJobResponse)
  @ApiErrors(409)
  xReport(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.jobs.report(actor, companyId, id, 'x_report');
  }

  @PostOk('fiscalDevices/:id/zReport', FiscalJobResponse)
  @ApiErrors(409)
  zReport(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.jobs.report(actor, companyId, id, 'z_report');
  }

  /** For the gate (before each sale) and the dashboard: devices online or silent, bons waiting, the last Z. */
  @Get('fiscalStatus')
  @ApiOk(FiscalStatusResponse)
  status(@CompanyId() companyId: number) {
    return this.jobs.status(companyId);
  }

  @PostPage('fiscalJobs', FiscalJobResponse)
  jobList(@CompanyId() companyId: number, @Body() filter: FiscalJobFilterDto) {
    return this.jobs.list(companyId, filter);
  }

  @Get('fiscalJobs/:id')
  @ApiOk(FiscalJobResponse)
  job(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.jobs.get(companyId, id);
  }

  /** "Reîncearcă": a failed bon back in the queue, as a new attempt. */
  @PostOk('fiscalJobs/:id/retry', FiscalJobResponse)
  @ApiErrors(409)
  retry(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.jobs.retry(companyId, id);
  }

  /** "Anulează vânzarea": the pass (or other sale) is cancelled; a printed bon leaves a storno to record. */
  @PostOk('fiscalJobs/:id/cancelSale', FiscalJobResponse)
  @ApiErrors(409)
  cancelSale(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CancelSaleDto,
  ) {
    return this.jobs.cancelSale(actor, companyId, id, dto);
  }

  /** A bon printed by hand on the device, or a sale printed with no number: its number. */
  @PostOk('fiscalJobs/:id/recordManual', FiscalJobResponse)
  @ApiErrors(409)
  recordManual(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: ManualReceiptDto) {
    return this.jobs.recordManual(companyId, id, dto);
  }

  /** A Z report printed without its totals: its number, bons and totals typed in from the printed Z. */
  @PostOk('fiscalJobs/:id/zTotals', FiscalJobResponse)
  @ApiErrors(409)
  zTotals(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: ZReportResultDto) {
    return this.jobs.recordZTotals(companyId, id, dto);
  }

  /** The return (storno) printed on the device for a cancelled printed sale, with its number. */
  @PostOk('fiscalJobs/:id/storno', FiscalJobResponse)
  @ApiErrors(409)
  storno(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: StornoDto) {
    return this.jobs.storno(companyId, id, dto);
  }

  @PostPage('fiscalZReports', ZReportResponse)
  zReports(@CompanyId() companyId: number, @Body() filter: ZReportFilterDto) {
    return this.jobs.zReports(companyId, filter);
  }
}
