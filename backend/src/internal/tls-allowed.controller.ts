import { Controller, Get, HttpCode, Inject, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppException } from '@app/common/app-exception';
import { Public } from '@app/common/decorators';
import { isValidSlug } from '@app/common/validation/romanian-ids';
import { CompaniesService } from '@app/companies/companies.service';
import { APP_CONFIG, type AppConfig } from '@app/config/config';

/** Host labels of the platform itself (docs/conventions.md "Hosts and bundles"). */
const PLATFORM_LABELS = new Set(['www', 'org', 'admin']);

/**
 * Headers a reverse proxy adds (nginx and Caddy's reverse_proxy set X-Forwarded-For at least).
 * The servers of the installation call this route directly, so a request carrying one of them
 * came from outside through a proxy.
 */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip'];

export function cameThroughProxy(headers: FastifyRequest['headers']): boolean {
  return PROXY_HEADERS.some((name) => headers[name] !== undefined);
}

/**
 * Caddy's on-demand TLS asks here before it requests a certificate for a host name (the `https`
 * compose profile, OPERATIONS.md section 2): 200 only for the names Bălți serves, 404 for any
 * other, so nobody can make Caddy request certificates for names of their choosing.
 *
 * Internal: not part of the OpenAPI contract (docs/conventions.md), not routed by nginx
 * (`/api/internal/` answers 404 there), and refused (404) when the request came through a proxy.
 * A direct call that bypasses every proxy (possible only from the API's own network, or under
 * `npm start` without one) learns no more than GET /api/public/companies/:slug tells anyone.
 */
@ApiExcludeController()
@Controller('api/internal')
export class TlsAllowedController {
  constructor(
    private readonly companies: CompaniesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('tls-allowed')
  @HttpCode(200)
  async allowed(@Req() request: FastifyRequest, @Query('domain') domain: unknown): Promise<{ domain: string }> {
    if (cameThroughProxy(request.headers)) throw AppException.notFound();
    const name = typeof domain === 'string' ? domain.trim().toLowerCase().replace(/\.$/, '') : '';
    if (!(await this.isServed(name))) throw AppException.notFound();
    return { domain: name };
  }

  /** The bare domain, www, org, admin, and <slug> of a company that exists and is not suspended. */
  private async isServed(name: string): Promise<boolean> {
    const domain = this.config.appDomain.toLowerCase().replace(/:\d+$/, '');
    if (name === domain) return true;
    if (!name.endsWith(`.${domain}`)) return false;
    const label = name.slice(0, -(domain.length + 1));
    if (PLATFORM_LABELS.has(label)) return true;
    if (!isValidSlug(label)) return false;
    return this.companies.activeSlug(label);
  }
}
