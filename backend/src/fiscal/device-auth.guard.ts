import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { FiscalDevice } from './entities/fiscal-device.entity';
import { FiscalAgentService } from './fiscal-agent.service';

type DeviceRequest = FastifyRequest & { fiscalDevice?: FiscalDevice };

/** The agent's routes: a device token (`bfd_…`) before anything else (a body is checked after), else 401. */
@Injectable()
export class DeviceAuthGuard implements CanActivate {
  constructor(private readonly agent: FiscalAgentService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    request.fiscalDevice = await this.agent.authenticate(request.headers.authorization);
    return true;
  }
}

/** The device the guard authenticated. */
export const CurrentDevice = createParamDecorator((_: unknown, ctx: ExecutionContext): FiscalDevice => {
  const device = ctx.switchToHttp().getRequest<DeviceRequest>().fiscalDevice;
  if (!device) throw new Error('CurrentDevice used on a route without DeviceAuthGuard');
  return device;
});
