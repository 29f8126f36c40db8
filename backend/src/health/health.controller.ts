import { Controller, Get } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '@app/common/decorators';
import { ErrorResponse } from '@app/common/openapi';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** 200 while the database answers, 503 otherwise (container health check). */
  @Public()
  @Get()
  // What the app answers when the database is down (the error filter's `{ message }`), not terminus' own body.
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'Baza de date nu răspunde' })
  @HealthCheck()
  check() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
  }
}
