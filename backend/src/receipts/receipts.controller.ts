import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CancelDocumentDto, CreateReceiptDto, ReceiptFilterDto, UpdateReceiptDto } from './dto/receipt.dto';
import { ReceiptsService } from './receipts.service';
import { ReceiptCancelChecks } from './receipt-cancel-checks';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { ReceiptResponse, ReceiptTotals } from './receipt.presenter';

@ApiTags('receipts')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly cancelChecks: ReceiptCancelChecks,
  ) {}

  @PostPage('receipts', ReceiptResponse, ReceiptTotals)
  list(@CompanyId() companyId: number, @Body() filter: ReceiptFilterDto) {
    return this.receipts.list(companyId, filter);
  }

  @Post('clients/:clientId/createReceipt')
  @ApiCreated(ReceiptResponse)
  create(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('clientId', ParseIdPipe) clientId: number,
    @Body() dto: CreateReceiptDto,
  ) {
    return this.receipts.create(actor, companyId, clientId, dto);
  }

  @Get('receipts/:id')
  @ApiOk(ReceiptResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.receipts.get(companyId, id);
  }

  @PostOk('receipts/:id/update', ReceiptResponse)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReceiptDto) {
    return this.receipts.update(companyId, id, dto);
  }

  /**
   * Cancels: a fiscal document is never erased. A chitanță that is a competition team's entry fee is
   * cancelled with its fee, from the competition (409 here).
   */
  @PostOk('receipts/:id/delete', ReceiptResponse)
  @ApiErrors(409)
  async cancel(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CancelDocumentDto,
  ) {
    await this.cancelChecks.assertCancellableAlone(companyId, id);
    return this.receipts.cancel(actor, companyId, id, dto);
  }
}
