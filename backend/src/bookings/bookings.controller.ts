import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { PassResponse } from '@app/passes/pass.presenter';
import { BoardResponse } from './board.presenter';
import { BoardService } from './board.service';
import { BookingResponse } from './booking.presenter';
import { BookingQueryService } from './booking-query.service';
import { BookingsService } from './bookings.service';
import {
  BoardDto,
  BookingFilterDto,
  BookingReasonDto,
  CheckInDto,
  CreateBookingDto,
  UpdateBookingDto,
} from './dto/booking.dto';

@ApiTags('bookings')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly query: BookingQueryService,
    private readonly boardService: BoardService,
  ) {}

  @PostPage('bookings', BookingResponse)
  list(@CompanyId() companyId: number, @Body() filter: BookingFilterDto) {
    return this.query.list(companyId, filter);
  }

  /** 409 when the stand is held then, or the water's anglers per day would be exceeded. */
  @Post('createBooking')
  @ApiCreated(BookingResponse)
  @ApiErrors(409)
  create(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Body() dto: CreateBookingDto) {
    return this.bookings.create(actor, companyId, dto);
  }

  @Get('bookings/:id')
  @ApiOk(BookingResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.query.get(companyId, id);
  }

  @PostOk('bookings/:id/update', BookingResponse)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateBookingDto) {
    return this.bookings.update(companyId, id, dto);
  }

  @PostOk('bookings/:id/confirm', BookingResponse)
  @ApiErrors(409)
  confirm(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.bookings.confirm(companyId, id);
  }

  @PostOk('bookings/:id/cancel', BookingResponse)
  @ApiErrors(409)
  cancel(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: BookingReasonDto) {
    return this.bookings.cancel(companyId, id, dto);
  }

  @PostOk('bookings/:id/noShow', BookingResponse)
  @ApiErrors(409)
  noShow(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.bookings.noShow(companyId, id);
  }

  /** Issues the pass for the booking (and its chitanță for the total less the deposit); answers the pass. */
  @PostOk('bookings/:id/checkIn', PassResponse)
  @ApiErrors(409)
  checkIn(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CheckInDto,
  ) {
    return this.bookings.checkIn(actor, companyId, id, dto);
  }

  /** The lake's day: every stand's state, who holds it, arrivals and departures. */
  @PostOk('board', BoardResponse)
  board(@CompanyId() companyId: number, @Body() dto: BoardDto) {
    return this.boardService.board(companyId, dto.date, dto.water_id);
  }
}
