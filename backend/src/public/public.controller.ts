import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common/decorators';
import { PublicService } from './public.service';
import { ApiErrors, ApiOk, ApiPublicTag } from '@app/common/openapi';
import { PublicCompanyResponse, PublicPassResponse } from './public.presenter';

@ApiTags('public')
@ApiPublicTag()
@Controller('api/public')
export class PublicController {
  constructor(private readonly publicService: PublicService) {}

  /** The page of <slug>.<domain>: contacts, active waters with fish and rules, active plans with prices. */
  @Public()
  @Get('companies/:slug')
  @ApiOk(PublicCompanyResponse)
  company(@Param('slug') slug: string) {
    return this.publicService.company(slug);
  }

  /** Pass verification from its QR code; rate-limited per IP so codes cannot be enumerated. */
  @Public()
  @UseGuards(ThrottlerGuard)
  // One counter, per IP: the per-account one would count the same requests (no email in them).
  @SkipThrottle({ account: true })
  @Throttle({ ip: { limit: 60, ttl: 60_000 } })
  @Get('passes/:code')
  @ApiOk(PublicPassResponse)
  @ApiErrors(429)
  pass(@Param('code') code: string, @Query('company') company?: string) {
    return this.publicService.pass(code, typeof company === 'string' ? company : undefined);
  }
}
