import { Body, Controller, Get, Headers, Ip, Param, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, ApiOkList, ApiPublicTag } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { PublicForm } from '@app/common/validation/public-form';
import {
  PublicCompetitionListItem,
  PublicCompetitionResponse,
  PublicRegistrationResponse,
} from './competition.presenter';
import { PublicRegistrationDto } from './dto/competition.dto';
import { PublicCompetitionsService } from './public-competitions.service';
import { TeamsService } from './teams.service';

/** The public answer may be kept this long by a browser or nginx, then revalidated with its ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=2, must-revalidate';

/** A company's competitions on its public page: the live ranking, and registration requests. */
@ApiTags('public')
@ApiPublicTag()
@Controller('api/public/companies/:slug/competitions')
export class PublicCompetitionsController {
  constructor(
    private readonly publicCompetitions: PublicCompetitionsService,
    private readonly teams: TeamsService,
  ) {}

  /** The competitions shown publicly (not drafts; cancelled ones until their end date), newest first. */
  @Public()
  @Get()
  @ApiOkList(PublicCompetitionListItem)
  list(@Param('slug') slug: string) {
    return this.publicCompetitions.list(slug);
  }

  /**
   * The live ranking and the latest weigh-ins: team names and stands, never a phone. Computed at most
   * once a second per competition; `ETag` and `Cache-Control` let a poller revalidate (304, no body).
   */
  @Public()
  @Get(':id')
  @ApiOk(PublicCompetitionResponse)
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag-ul ultimului răspuns' })
  @ApiResponse({ status: 304, description: 'Neschimbat față de ETag-ul trimis' })
  async live(
    @Param('slug') slug: string,
    @Param('id', ParseIdPipe) id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const answer = await this.publicCompetitions.answer(slug, id);
    reply.header('Cache-Control', PUBLIC_CACHE_CONTROL).header('ETag', answer.etag);
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag)) {
      return reply.status(304).send();
    }
    return reply.status(200).type('application/json; charset=utf-8').send(answer.json);
  }

  /**
   * A registration request: lands as a team waiting for staff to confirm it. Limits as for public
   * bookings (SECURITY.md, "Public forms"): 10 a minute per IP, 6 an hour per phone, at most the
   * company's `public_pending_limit` requests waiting per IP and per phone (429), and a honeypot
   * (`website`) answered like a success and dropped.
   */
  @PublicForm('phone', (phone) => phone.trim())
  @Post(':id/register')
  @ApiCreated(PublicRegistrationResponse)
  @ApiErrors(409, 429)
  async register(
    @Param('slug') slug: string,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PublicRegistrationDto,
    @Ip() ip: string,
  ) {
    if (dto.website) return { id: 0, status: 'requested' as const };
    return this.teams.createPublic(slug, id, dto, ip);
  }
}
