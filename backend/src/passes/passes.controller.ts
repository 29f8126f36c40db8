import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CancelDocumentDto } from '@app/receipts/dto/receipt.dto';
import { CreatePassDto, PassFilterDto, UpdatePassDto } from './dto/pass.dto';
import { PassesService } from './passes.service';
import { PassIssuingService } from './pass-issuing.service';
import { PassLifecycleService } from './pass-lifecycle.service';
import { PassQueryService } from './pass-query.service';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { PassResponse, PassTotals } from './pass.presenter';

@ApiTags('passes')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class PassesController {
  constructor(
    private readonly passes: PassesService,
    private readonly issuing: PassIssuingService,
    private readonly query: PassQueryService,
    private readonly lifecycle: PassLifecycleService,
  ) {}

  @PostPage('passes', PassResponse, PassTotals)
  list(@CompanyId() companyId: number, @Body() filter: PassFilterDto) {
    return this.query.list(companyId, filter);
  }

  @Post('clients/:clientId/createPass')
  @ApiCreated(PassResponse)
  create(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Body() dto: CreatePassDto,
  ) {
    return this.issuing.create(actor, companyId, clientId, dto);
  }

  @Get('passes/:id')
  @ApiOk(PassResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.passes.get(companyId, id);
  }

  @PostOk('passes/:id/update', PassResponse)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePassDto) {
    return this.lifecycle.update(companyId, id, dto);
  }

  /** Cancels the pass (and its chitanțe: one of a closed day with `refund`); the number stays used. */
  @PostOk('passes/:id/delete', PassResponse)
  @ApiErrors(409)
  cancel(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CancelDocumentDto,
  ) {
    return this.lifecycle.cancel(actor, companyId, id, dto);
  }
}
