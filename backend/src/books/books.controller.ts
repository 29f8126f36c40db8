import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { RoleId } from '@app/common/roles';
import { AccountingExportService } from './accounting-export.service';
import {
  CashBookResponse,
  CashBookSettingsResponse,
  CashDayCloseResponse,
  CashDispositionResponse,
  CashDispositionTotals,
  CashLimitCheckResponse,
} from './books.presenter';
import { BooksService } from './books.service';
import {
  AccountingExportDto,
  CancelCashDispositionDto,
  CashBookRangeDto,
  CashDispositionFilterDto,
  CashLimitCheckDto,
  CloseDayDto,
  CreateCashDispositionDto,
  ReopenDayDto,
  UpdateCashBookSettingsDto,
} from './dto/books.dto';

/** The cash book (registru de casă), its closed days, the cash dispositions and the accountant's export. */
@ApiTags('books')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class BooksController {
  constructor(
    private readonly books: BooksService,
    private readonly exporter: AccountingExportService,
  ) {}

  @PostPage('cashDispositions', CashDispositionResponse, CashDispositionTotals)
  listDispositions(@CompanyId() companyId: number, @Body() filter: CashDispositionFilterDto) {
    return this.books.listDispositions(companyId, filter);
  }

  /** 409 on a closed day; a payment that would leave the register below zero: 422. */
  @Post('createCashDisposition')
  @ApiCreated(CashDispositionResponse)
  @ApiErrors(409)
  createDisposition(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Body() dto: CreateCashDispositionDto,
  ) {
    return this.books.createDisposition(actor, companyId, dto);
  }

  @Get('cashDispositions/:id')
  @ApiOk(CashDispositionResponse)
  getDisposition(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.books.getDisposition(companyId, id);
  }

  /**
   * Cancels with a reason (audited): the number stays used, the amount leaves the book. 409 on a
   * closed day or a refund; cancelling an încasare that would leave the register below zero: 422.
   */
  @PostOk('cashDispositions/:id/cancel', CashDispositionResponse)
  @ApiErrors(409)
  cancelDisposition(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CancelCashDispositionDto,
  ) {
    return this.books.cancelDisposition(actor, companyId, id, dto);
  }

  /** The gate asks before a cash sale: the cash limits it would cross (warnings, never a refusal). */
  @PostOk('cashBook/limits', CashLimitCheckResponse)
  limits(@CompanyId() companyId: number, @Body() dto: CashLimitCheckDto) {
    return this.books.limitCheck(companyId, dto);
  }

  @PostOk('cashBook', CashBookResponse)
  cashBook(@CompanyId() companyId: number, @Body() range: CashBookRangeDto) {
    return this.books.cashBook(companyId, range);
  }

  /** From then on the day's cash documents cannot be issued, edited or cancelled (409). */
  @PostOk('cashBook/close', CashDayCloseResponse)
  @Roles(RoleId.CompanyAdmin, RoleId.Staff)
  @ApiErrors(409)
  close(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Body() dto: CloseDayDto) {
    return this.books.close(actor, companyId, dto);
  }

  @PostOk('cashBook/reopen', CashDayCloseResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  reopen(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Body() dto: ReopenDayDto) {
    return this.books.reopen(actor, companyId, dto);
  }

  @Get('cashBookSettings')
  @ApiOk(CashBookSettingsResponse)
  settings(@CompanyId() companyId: number) {
    return this.books.settings(companyId);
  }

  @PostOk('cashBookSettings/update', CashBookSettingsResponse)
  @Roles(RoleId.CompanyAdmin)
  updateSettings(@CompanyId() companyId: number, @Body() dto: UpdateCashBookSettingsDto) {
    return this.books.updateSettings(companyId, dto);
  }

  /** A zip: SAGA's I_/P_ files per day and the Z reports (`saga`), or the same lines as CSV tables. */
  @Post('accounting/export')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Arhiva zip pentru contabilitate',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(@CompanyId() companyId: number, @Body() dto: AccountingExportDto, @Res() reply: FastifyReply) {
    const zip = await this.exporter.export(companyId, dto);
    return reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="contabilitate-${dto.date_from}-${dto.date_to}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(zip);
  }
}
