import type { ServerResponse } from 'node:http';
import { DynamicModule, type ExecutionContext, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { normalizeIp, ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule, type Params } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { AuthController } from './auth/auth.controller';
import { AuthModule } from './auth/auth.module';
import { CompanyGuard, JwtAuthGuard, RolesGuard } from './common/guards';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { MESSAGES } from './common/app-exception';
import { MemoryThrottlerStorage } from './common/memory-throttler-storage';
import { redactUrl } from './common/request-log';
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

/** The throttlers whose waits double (the storages' backoff). */
const BACKOFF_THROTTLERS = ['signin'];

/** The e-mail of an auth route's body, as the DTO will read it ('' when there is none). */
function bodyEmail(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** A throttler's key as @nestjs/throttler's guard makes it (route, throttler, tracker), not hashed. */
function plainThrottlerKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
  return `${context.getClass().name}-${context.getHandler().name}-${throttlerName}-${tracker}`;
}

/** A 429's words: "peste un minut" up to a minute, else the minutes left. */
export function tooManyWait(seconds: number): string {
  if (seconds <= 60) return MESSAGES.tooMany;
  const minutes = Math.ceil(seconds / 60);
  return `Prea multe încercări. Încercați din nou peste ${minutes}${minutes >= 20 ? ' de' : ''} minute.`;
}

/**
 * The logger's settings: one JSON line per event at LOG_LEVEL. bootstrap.ts builds the app's logger
 * from them before the modules start, so a start that fails (the database refusing) is logged as
 * JSON lines too, not in Nest's coloured text.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    // No Nest middleware: the request lines are written by Fastify hooks (common/request-log.ts,
    // added in bootstrap.ts), which cost a comparison per request when LOG_LEVEL drops the line.
    forRoutes: [],
    pinoHttp: {
      level: config.logLevel,
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
    },
  };
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerParams(config)),
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
              {
                // Sign-up only: accounts an address opens in an hour (IPv6 by its /64), each of which
                // may create a company with a public page; the per-minute limits alone let one
                // address open thousands a day.
                name: 'signup',
                ttl: 60 * 60_000,
                limit: config.rateLimitAuth,
                skipIf: (context: ExecutionContext) => context.getHandler() !== AuthController.prototype.register,
                getTracker: (req: Record<string, unknown>) => `signup:${normalizeIp(String(req.ip))}`,
              },
            ],
            // Each 429 says its wait: a minute for the per-minute limits, the minutes left for the
            // sign-in's waits, the sign-ups and a public form's phone (an hour's count).
            errorMessage: (_context, { timeToBlockExpire }) => tooManyWait(timeToBlockExpire),
            // In process, the guard's key as it is, where the default hashes it (SHA-256) on every
            // request: Redis keeps its hashed keys, which name no address nor e-mail.
            ...(redis ? {} : { generateKey: plainThrottlerKey }),
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
