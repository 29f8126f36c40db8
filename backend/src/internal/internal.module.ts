import { Module } from '@nestjs/common';
import { CompaniesModule } from '@app/companies/companies.module';
import { TlsAllowedController } from './tls-allowed.controller';

/** Routes for the installation's own servers (Caddy's on-demand TLS), outside the public API. */
@Module({ imports: [CompaniesModule], controllers: [TlsAllowedController] })
export class InternalModule {}
