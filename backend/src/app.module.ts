import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule, type ExecutionContext, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { normalizeIp, ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { AdminModule } from './admin/admin.module';
import { AuthController } from './auth/auth.controller';
import { AuthModule } from './auth/auth.module';
import type { AuthUser } from './common/auth-user';
import { CompanyGuard, JwtAuthGuard, RolesGuard } from './common/guards';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { MESSAGES } from './common/app-exception';
import { MemoryThrottlerStorage } from './common/memory-throttler-storage';
import { RedisThrottlerStorage } from './common/redis-throttler-storage';
import { CompaniesModule } from './companies/companies.module';
import { APP_CONFIG, AppConfig } from './config/config';
import { dataSourceOptions } from './database/data-source';
import { serializeSqliteTransactions } from './database/sqlite-transactions';
import { DataSource, DataSourceOptions } from 'typeorm';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { RedisModule, REDIS } from './redis/redis.module';
import { ReferenceModule } from './reference/reference.module';
import { UsersModule } from './users/users.module';
import { WatersModule } from './waters/waters.module';
import { PlansModule } from './plans/plans.module';
import { DiscountsModule } from './discounts/discounts.module';
import { ExpensesModule } from './expenses/expenses.module';
import { BooksModule } from './books/books.module';
import { DocSeriesModule } from './doc-series/doc-series.module';
import { PublicModule } from './public/public.module';
import { ClientsModule } from './clients/clients.module';
import { MediaModule } from './media/media.module';
import { PassesModule } from './passes/passes.module';
import { ReceiptsModule } from './receipts/receipts.module';
import { ChartsModule } from './charts/charts.module';
import { AuditModule } from './audit/audit.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SigningModule } from './signing/signing.module';
import { CatchesModule } from './catches/catches.module';
import { StandsModule } from './stands/stands.module';
import { BookingsModule } from './bookings/bookings.module';
import { CompetitionsModule } from './competitions/competitions.module';
import { FiscalModule } from './fiscal/fiscal.module';
import { InternalModule } from './internal/internal.module';

type RawRequest = IncomingMessage & { authUser?: AuthUser };

/** Paths whose URL holds a secret (the mailed reset link) are logged without it. */
export function redactUrl(url: string | undefined): string | undefined {
  return url
    ?.replace(/(\/password\/reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](email|token)=)[^&#]*/g, '$1[redacted]');
}

/** The throttlers whose waits double (the storages' backoff). */
const BACKOFF_THROTTLERS = ['signin'];

/** The e-mail of an auth route's body, as the DTO will read it ('' when there is none). */
function bodyEmail(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The 429 of a sign-in wait: "peste un minut" up to a minute, else the minutes left. */
export function tooManyWait(seconds: number): string {
  if (seconds <= 60) return MESSAGES.tooMany;
  const minutes = Math.ceil(seconds / 60);
  return `Prea multe încercări. Încercați din nou peste ${minutes}${minutes >= 20 ? ' de' : ''} minute.`;
}

/** GET /api/health (with or without a query), as the client sent it. */
export function isHealthCheck(req: IncomingMessage & { originalUrl?: string }): boolean {
  const url = req.originalUrl ?? req.url ?? '';
  return url.split('?')[0] === '/api/health';
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const writtenFrom = config.logLevel === 'silent' ? Infinity : pino.levels.values[config.logLevel];
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          // nestjs-pino's default route pattern does not match under NestJS 12 on Fastify: say it plainly.
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
            // The user is known once the request has passed the guards, i.e. for the completion
            // line; none (not `{}`) spares pino-http an empty child logger on every request.
            customProps: (req: IncomingMessage) => {
              const user = (req as RawRequest).authUser;
              return (user ? { user_id: user.id, company_id: user.company_id } : undefined) as object;
            },
            serializers: {
              req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
                id: req.id,
                method: req.method,
                url: redactUrl(req.url),
                remote_address: req.remoteAddress,
              }),
              res: (res: ServerResponse & { statusCode: number }) => ({ status_code: res.statusCode }),
            },
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'mail.text'],
              censor: '[redacted]',
            },
            // A completion line LOG_LEVEL would not write is 'silent': pino-http then builds nothing
            // for it (it made a child logger per request for the user's ids, only to drop the line).
            customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) => {
              const level = err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
              return pino.levels.values[level] >= writtenFrom ? level : 'silent';
            },
            // Health checks (every 15 s per container) are not logged. Nest's middleware layer
            // (middie) strips the matched route prefix from req.url, so match the original URL.
            autoLogging: { ignore: (req: IncomingMessage) => isHealthCheck(req) },
            quietReqLogger: true,
            // The request goes into the completion line itself, serialized only when that line is
            // written, instead of into a child logger made (and the request serialized and
            // redacted) for every request, for a line LOG_LEVEL mostly drops: a few % of the
            // API's CPU on a small read (BENCHMARKS.md, "Small reads against the bare server, session 13").
            quietResLogger: true,
            customSuccessObject: (req: IncomingMessage, _res: ServerResponse, line: object) => ({ req, ...line }),
            customErrorObject: (req: IncomingMessage, _res: ServerResponse, _err: Error, line: object) => ({
              req,
              ...line,
            }),
          },
        }),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(config.database),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            serializeSqliteTransactions(dataSource);
            return dataSource;
          },
        }),
        RedisModule,
        // With REDIS_URL the counts live in Redis, so every API process enforces the same limit.
        ThrottlerModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis | null) => ({
            throttlers: [
              { name: 'ip', ttl: 60_000, limit: config.rateLimitAuth * 5 },
              {
                name: 'account',
                ttl: 60_000,
                limit: config.rateLimitAuth,
                // Per account: the email in the body (password mail and reset, registration); per IP otherwise.
                getTracker: (req: Record<string, unknown>) => {
                  const email = bodyEmail(req);
                  return email ? `email:${email}` : String(req.ip);
                },
              },
              {
                // Sign-in only, per account AND address, so nobody can lock the owner out from
                // elsewhere; the waits double (RedisThrottlerStorage's BACKOFF), SECURITY.md.
                name: 'signin',
                ttl: 15 * 60_000,
                limit: config.rateLimitAuth,
                blockDuration: config.rateLimitAuthBackoff * 1000,
                skipIf: (context: ExecutionContext) => context.getHandler() !== AuthController.prototype.login,
                getTracker: (req: Record<string, unknown>) => `signin:${bodyEmail(req)}|${normalizeIp(String(req.ip))}`,
              },
            ],
            errorMessage: (_context, { tracker, timeToBlockExpire }) =>
              tracker.startsWith('signin:') ? tooManyWait(timeToBlockExpire) : MESSAGES.tooMany,
            storage: redis
              ? new RedisThrottlerStorage(redis, BACKOFF_THROTTLERS)
              : new MemoryThrottlerStorage(BACKOFF_THROTTLERS),
          }),
        }),
        ReferenceModule,
        MailModule,
        HealthModule,
        CompaniesModule,
        UsersModule,
        AuthModule,
        AdminModule,
        WatersModule,
        PlansModule,
        DiscountsModule,
        ExpensesModule,
        DocSeriesModule,
        PublicModule,
        ClientsModule,
        MediaModule,
        PassesModule,
        ReceiptsModule,
        ChartsModule,
        AuditModule,
        PrivacyModule,
        SigningModule,
        CatchesModule,
        StandsModule,
        BookingsModule,
        CompetitionsModule,
        FiscalModule,
        BooksModule,
        InternalModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Order matters: authenticate, then check the role, then the company in the path.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_GUARD, useClass: CompanyGuard },
      ],
      exports: [APP_CONFIG],
      global: true,
    };
  }
}
