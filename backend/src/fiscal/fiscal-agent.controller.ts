import { Body, Controller, Param, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '@app/common/decorators';
import { ApiErrors, PostOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CurrentDevice, DeviceAuthGuard } from './device-auth.guard';
import { JobResultDto, PollDto } from './dto/fiscal.dto';
import type { FiscalDevice } from './entities/fiscal-device.entity';
import { FiscalAgentService } from './fiscal-agent.service';
import { JobResultResponse, PollResponse } from './fiscal.presenter';

/**
 * The agent on the PC beside the cash register. Not a user's route: its bearer token is the
 * device's (`bfd_…`), checked by DeviceAuthGuard instead of the users' guard.
 */
@ApiTags('fiscal-agent')
@ApiBearerAuth()
@Public()
@UseGuards(DeviceAuthGuard)
@Controller('api/fiscal-agent')
export class FiscalAgentController {
  constructor(private readonly agent: FiscalAgentService) {}

  /** Long-poll: the device's jobs to print, waiting up to `wait_seconds` for one. */
  @PostOk('poll', PollResponse)
  @ApiErrors(409)
  poll(@CurrentDevice() device: FiscalDevice, @Body() dto: PollDto, @Req() request: FastifyRequest) {
    // The wait ends when the agent's connection closes (it gave up, or stopped). Not the request's own
    // `destroyed`: that is true as soon as its body has been read, which ended every wait at once.
    return this.agent.poll(device, dto, { closed: () => request.raw.socket.destroyed });
  }

  @PostOk('jobs/:id/result', JobResultResponse)
  @ApiErrors(409)
  result(@CurrentDevice() device: FiscalDevice, @Param('id', ParseIdPipe) id: number, @Body() dto: JobResultDto) {
    return this.agent.result(device, id, dto);
  }
}
