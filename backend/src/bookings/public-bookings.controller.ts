import { Body, Controller, Get, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, ApiPublicTag } from '@app/common/openapi';
import { AvailabilityResponse } from './board.presenter';
import { BoardService } from './board.service';
import { PublicBookingResponse } from './booking.presenter';
import { PublicForm } from '@app/common/validation/public-form';
import { normalizePhone } from './phone';
import { PublicBookingsService } from './public-bookings.service';
import { AvailabilityQueryDto, PublicBookingDto } from './dto/booking.dto';

/** Booking online, without an account, from the company's public page. */
@ApiTags('public')
@ApiPublicTag()
@Controller('api/public/companies/:slug')
export class PublicBookingsController {
  constructor(
    private readonly bookings: PublicBookingsService,
    private readonly boardService: BoardService,
  ) {}

  /** Per stand and day, free or taken; no personal data. */
  @Public()
  @Get('availability')
  @ApiOk(AvailabilityResponse)
  availability(@Param('slug') slug: string, @Query() query: AvailabilityQueryDto) {
    return this.boardService.availability(slug, query.water_id, query.from, query.to);
  }

  /**
   * A booking request: lands as a pending online booking. Limits (SECURITY.md, "Public forms"):
   * 10 a minute per IP, 6 an hour per phone, at most the company's `public_pending_limit` pending
   * per IP and per phone (429), and a honeypot field (`website`) that people leave empty: a filled
   * one is answered like a success and dropped.
   */
  @PublicForm('guest_phone', normalizePhone)
  @Post('bookings')
  @ApiCreated(PublicBookingResponse)
  @ApiErrors(409, 429)
  async request(@Param('slug') slug: string, @Body() dto: PublicBookingDto, @Ip() ip: string) {
    if (dto.website) return { id: 0, status: 'pending' as const };
    return this.bookings.createPublic(slug, dto, ip);
  }
}
