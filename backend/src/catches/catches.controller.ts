import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ApiCreated, ApiErrors, MessageResponse, PostOk, PostPage } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { AddCatchDto, CatchFilterDto, CheckoutDto } from './dto/catch.dto';
import { CatchResponse, CheckoutResponse } from './catch.presenter';
import { CatchesService } from './catches.service';

@ApiTags('catches')
@ApiBearerAuth()
@Controller('api/company/:companyId/passes/:id')
export class CatchesController {
  constructor(private readonly catches: CatchesService) {}

  @PostPage('catches', CatchResponse)
  list(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() filter: CatchFilterDto) {
    return this.catches.list(companyId, id, filter);
  }

  @Post('createCatch')
  @ApiCreated(CatchResponse)
  @ApiErrors(409)
  create(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AddCatchDto,
  ) {
    return this.catches.create(actor, companyId, id, dto);
  }

  @PostOk('catches/:catchId/delete', MessageResponse)
  @ApiErrors(409)
  remove(
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('catchId', ParseIdPipe) catchId: number,
  ) {
    return this.catches.remove(companyId, id, catchId);
  }

  /** The exit: catches, the surplus and its chitanță, `checked_out_at`; once per pass (409 after). */
  @PostOk('checkout', CheckoutResponse)
  @ApiErrors(409)
  checkout(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CheckoutDto,
  ) {
    return this.catches.checkout(actor, companyId, id, dto);
  }
}
