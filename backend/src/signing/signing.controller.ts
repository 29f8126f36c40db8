import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CompanyId, Public, Roles } from '@app/common/decorators';
import { ApiErrors, ApiOk, ApiPublicTag, PostOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { PublicPassResponse } from '@app/public/public.presenter';
import { PublicService } from '@app/public/public.service';
import { RoleId } from '@app/common/roles';
import { RevocationsQueryDto, VerifyPassDto } from './dto/signing.dto';
import {
  JwksResponse,
  ReissueTokensResponse,
  RevocationsResponse,
  SigningKeyResponse,
  SigningKeyRow,
  SigningKeysResponse,
} from './signing.presenter';
import { SigningService } from './signing.service';

@ApiTags('signing')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class SigningKeysController {
  constructor(private readonly signing: SigningService) {}

  /** A new key signs the passes from now on; the old one stays published until its last pass expires. */
  @PostOk('signingKeys/rotate', SigningKeyResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  rotate(@CompanyId() companyId: number) {
    return this.signing.rotate(companyId);
  }

  /** The keys in the company settings ("Chei de semnare"), newest first. */
  @Get('signingKeys')
  @Roles(RoleId.CompanyAdmin)
  @ApiOk(SigningKeysResponse)
  list(@CompanyId() companyId: number) {
    return this.signing.list(companyId);
  }

  /** Retires a compromised key: its passes verify as "Cheie retrasă — re-emiteți permisul". */
  @PostOk('signingKeys/:id/retire', SigningKeyRow)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  retire(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.signing.retire(companyId, id);
  }

  /** Signs again, with the current key, the still valid passes of retired keys (staff too). */
  @PostOk('passes/reissueTokens', ReissueTokensResponse)
  reissueTokens(@CompanyId() companyId: number) {
    return this.signing.reissueTokens(companyId);
  }
}

/** What the offline verification page needs: the company's public keys, its cancelled passes, a check by token. */
@ApiTags('public')
@ApiPublicTag()
@Controller('api/public')
export class PassProofController {
  constructor(
    private readonly signing: SigningService,
    private readonly publicService: PublicService,
  ) {}

  @Public()
  @Get('companies/:slug/jwks.json')
  @ApiOk(JwksResponse)
  jwks(@Param('slug') slug: string) {
    return this.signing.jwks(slug);
  }

  @Public()
  @Get('companies/:slug/revocations')
  @ApiOk(RevocationsResponse)
  revocations(@Param('slug') slug: string, @Query() query: RevocationsQueryDto) {
    return this.signing.revocations(slug, query.after ?? null, query.since ?? null);
  }

  /** The answer of GET passes/{code}, for a pass proven by its signed token. */
  @Public()
  @UseGuards(ThrottlerGuard)
  // One counter, per IP: the per-account one would count the same requests (no email in them).
  @SkipThrottle({ account: true })
  @Throttle({ ip: { limit: 60, ttl: 60_000 } })
  @Post('passes/verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOk(PublicPassResponse)
  @ApiErrors(404, 410, 429)
  async verify(@Body() dto: VerifyPassDto) {
    const { code, company } = await this.signing.verify(dto.token, dto.company);
    return this.publicService.pass(code, company);
  }
}
