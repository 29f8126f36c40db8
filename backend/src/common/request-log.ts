import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import pino, { type Level, type Logger } from 'pino';
import { type AuditActor, currentActor } from '@app/audit/audit-context';
import type { AuthUser } from './auth-user';

/** Paths whose URL holds a secret (the mailed reset link) are logged without it. */
export function redactUrl(url: string | undefined): string | undefined {
  return url
    ?.replace(/(\/password\/reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](email|token)=)[^&#]*/g, '$1[redacted]');
}

/**
 * GET /api/health (with or without a query): the containers' probes, every 15 s, not logged, nor
 * their 503 while the database is down (common/http-exception.filter.ts): the container's state says it.
 */
export function isHealthCheck(url: string): boolean {
  return url.split('?')[0] === '/api/health';
}

/**
 * The request's logger for the lines a service writes while it runs (nestjs-pino's Logger, through
 * RequestPinoLogger below): the root logger with the request id (`reqId`), made on the first line
 * of the request, if any. The request is the audit actor's (audit-context.ts, set per request in
 * bootstrap.ts): one AsyncLocalStorage for both, and no child logger for the requests that log
 * nothing, i.e. nearly all of them.
 */
const perRequest = new WeakMap<AuditActor, Logger>();
function requestLogger(): Logger {
  const actor = currentActor();
  if (actor.request_id === null) return PinoLogger.root;
  let logger = perRequest.get(actor);
  if (!logger) perRequest.set(actor, (logger = PinoLogger.root.child({ reqId: actor.request_id })));
  return logger;
}

/** nestjs-pino's PinoLogger writing through requestLogger() (bootstrap.ts gives it to the app's Logger). */
export class RequestPinoLogger extends PinoLogger {
  override get logger(): Logger {
    return requestLogger();
  }
}

/**
 * One JSON line per request, written by Fastify's onResponse hook (onRequestAbort for a request
 * whose client left first), in the shape pino-http wrote it: `reqId`, `user_id` and `company_id`
 * when signed in, `req` and `res` (LoggerModule's serializers, app.module.ts), `err` for a 5xx,
 * `responseTime`. Health checks are not logged. A line LOG_LEVEL drops costs a comparison:
 * pino-http, as a Nest middleware, made two child loggers per request (one of them serializing and
 * redacting the request) and added response listeners, for a line mostly dropped (BENCHMARKS.md,
 * "Session 15: small reads against the bare server").
 */
export function addRequestLog(fastify: FastifyInstance, logLevel: string): void {
  const writtenFrom = logLevel === 'silent' ? Infinity : pino.levels.values[logLevel];
  const logged = new WeakSet<FastifyRequest>();

  /** `reply` is null for a request whose client left first: its line has no status (as pino-http's) nor time. */
  const write = (request: FastifyRequest, reply: FastifyReply | null) => {
    const status = reply?.statusCode ?? 200;
    const level: Level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (pino.levels.values[level] < writtenFrom || isHealthCheck(request.url) || logged.has(request)) return;
    logged.add(request);
    const raw = request.raw as IncomingMessage & { id?: string };
    raw.id = request.id;
    const user = (request as FastifyRequest & { user?: AuthUser }).user;
    const line = {
      reqId: request.id,
      ...(user ? { user_id: user.id, company_id: user.company_id } : {}),
      req: raw,
      res: reply ? reply.raw : {},
      // pino-http's words; no stack (it would be this line's): the filter's line has the error's.
      ...(status >= 500 ? { err: { message: `failed with status code ${status}` } } : {}),
      ...(reply ? { responseTime: Math.round(reply.elapsedTime) } : {}),
    };
    PinoLogger.root[level](line, status >= 500 ? 'request errored' : reply ? 'request completed' : 'request aborted');
  };

  fastify.addHook('onResponse', (request, reply, done) => {
    write(request, reply);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    write(request, null);
    done();
  });
}
