import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { ApiCreated, ApiErrors, ApiOk, PostOk, PostPage } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { RoleId } from '@app/common/roles';
import {
  CompetitionResponse,
  CompetitionTeamResponse,
  DrawResponse,
  RankingResponse,
  WeighInResponse,
} from './competition.presenter';
import { CompetitionsService } from './competitions.service';
import {
  CompetitionFilterDto,
  CorrectWeighInDto,
  CreateCompetitionDto,
  CreateTeamDto,
  CreateWeighInDto,
  DrawDto,
  ReasonDto,
  TeamCheckInDto,
  TeamFilterDto,
  UpdateCompetitionDto,
  WeighInFilterDto,
} from './dto/competition.dto';
import { TeamsService } from './teams.service';
import { WeighInsService } from './weigh-ins.service';

/**
 * Competitions: the organiser (role 2) sets them up, draws and runs them; staff (role 3, the judges)
 * register teams and record the weigh-ins.
 */
@ApiTags('competitions')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class CompetitionsController {
  constructor(
    private readonly competitions: CompetitionsService,
    private readonly teams: TeamsService,
    private readonly weighIns: WeighInsService,
  ) {}

  @PostPage('competitions', CompetitionResponse)
  list(@CompanyId() companyId: number, @Body() filter: CompetitionFilterDto) {
    return this.competitions.list(companyId, filter);
  }

  /** 409 when a sector's stand is held (a booking, a pass, another competition) in the competition's time. */
  @Post('createCompetition')
  @Roles(RoleId.CompanyAdmin)
  @ApiCreated(CompetitionResponse)
  @ApiErrors(409)
  create(@CurrentUser() actor: AuthUser, @CompanyId() companyId: number, @Body() dto: CreateCompetitionDto) {
    return this.competitions.create(actor, companyId, dto);
  }

  @Get('competitions/:id')
  @ApiOk(CompetitionResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.competitions.get(companyId, id);
  }

  /** Sectors change only before the draw; nothing changes once the competition runs. */
  @PostOk('competitions/:id/update', CompetitionResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCompetitionDto) {
    return this.competitions.update(companyId, id, dto);
  }

  /**
   * Every entry fee taken is undone with the cancellation (TeamsService.undoFees()); 409 and nothing
   * changed when one cannot be (its day closed, the cash register left negative).
   */
  @PostOk('competitions/:id/cancel', CompetitionResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  cancel(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReasonDto,
  ) {
    return this.competitions.cancel(actor, companyId, id, dto);
  }

  /** draft -> registration: the public page takes registration requests. */
  @PostOk('competitions/:id/openRegistration', CompetitionResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  openRegistration(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.competitions.openRegistration(companyId, id);
  }

  @PostPage('competitions/:id/teams', CompetitionTeamResponse)
  teamList(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() filter: TeamFilterDto) {
    return this.teams.list(companyId, id, filter);
  }

  @Post('competitions/:id/createTeam')
  @ApiCreated(CompetitionTeamResponse)
  @ApiErrors(409)
  createTeam(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CreateTeamDto,
  ) {
    return this.teams.create(actor, companyId, id, dto);
  }

  @PostOk('competitions/:id/teams/:teamId/confirm', CompetitionTeamResponse)
  @ApiErrors(409)
  confirmTeam(
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('teamId', ParseIdPipe) teamId: number,
  ) {
    return this.teams.confirm(companyId, id, teamId);
  }

  /** A team's entry fee taken is undone with its withdrawal, as "Anulează încasarea" undoes it (409 when it cannot be). */
  @PostOk('competitions/:id/teams/:teamId/cancel', CompetitionTeamResponse)
  @ApiErrors(409)
  cancelTeam(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Body() dto: ReasonDto,
  ) {
    return this.teams.cancel(actor, companyId, id, teamId, dto);
  }

  /** The team is at the lake: guest members become clients, the entry fee is taken (chitanță or bon fiscal). */
  @PostOk('competitions/:id/teams/:teamId/checkIn', CompetitionTeamResponse)
  @ApiErrors(409)
  checkInTeam(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Body() dto: TeamCheckInDto,
  ) {
    return this.teams.checkIn(actor, companyId, id, teamId, dto);
  }

  /**
   * "Anulează încasarea": the team's entry fee is undone, its chitanță or bon's sale cancelled with it;
   * the fee can then be taken again. A fee's document is never cancelled alone.
   */
  @PostOk('competitions/:id/teams/:teamId/cancelFee', CompetitionTeamResponse)
  @ApiErrors(409)
  cancelTeamFee(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('teamId', ParseIdPipe) teamId: number,
    @Body() dto: ReasonDto,
  ) {
    return this.teams.cancelFee(actor, companyId, id, teamId, dto);
  }

  /** Each confirmed team gets a stand, balanced across sectors, reproducible from the seed; redoable until the start. */
  @PostOk('competitions/:id/draw', DrawResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  draw(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: DrawDto) {
    return this.competitions.draw(companyId, id, dto);
  }

  @PostOk('competitions/:id/start', CompetitionResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  start(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.competitions.start(companyId, id);
  }

  @PostOk('competitions/:id/finish', CompetitionResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  finish(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.competitions.finish(companyId, id);
  }

  /** Newest first; `after_id` gives what arrived since the last read. */
  @PostPage('competitions/:id/weighIns', WeighInResponse)
  weighInList(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() filter: WeighInFilterDto) {
    return this.weighIns.list(companyId, id, filter);
  }

  /** Idempotent by `uid`: a resend answers the row already recorded (201 both times). */
  @Post('competitions/:id/createWeighIn')
  @ApiCreated(WeighInResponse)
  @ApiErrors(409)
  createWeighIn(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CreateWeighInDto,
  ) {
    return this.weighIns.create(actor, companyId, id, dto);
  }

  /** A correction with its reason: a new row; the original stays, replaced (or voided). */
  @Post('competitions/:id/weighIns/:weighInId/correct')
  @ApiCreated(WeighInResponse)
  @ApiErrors(409)
  correctWeighIn(
    @CurrentUser() actor: AuthUser,
    @CompanyId() companyId: number,
    @Param('id', ParseIdPipe) id: number,
    @Param('weighInId', ParseIdPipe) weighInId: number,
    @Body() dto: CorrectWeighInDto,
  ) {
    return this.weighIns.correct(actor, companyId, id, weighInId, dto);
  }

  @PostOk('competitions/:id/ranking', RankingResponse)
  ranking(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.weighIns.ranking(companyId, id);
  }
}
