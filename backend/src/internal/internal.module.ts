import { Module } from '@nestjs/common';
import { TlsAllowedController } from './tls-allowed.controller';

/** Routes for the installation's own servers (Caddy's on-demand TLS), outside the public API. */
@Module({ controllers: [TlsAllowedController] })
export class InternalModule {}
