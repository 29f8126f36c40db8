import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { AppException, MESSAGES } from './app-exception';
import { isHealthCheck } from './request-log';

/**
 * A database (or another service the request needs) that cannot be reached: a 503, not a 500. A
 * stopped database container's name no longer resolves (ENOTFOUND, EAI_AGAIN) before it refuses.
 */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNRESET',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'SQLITE_BUSY',
]);

/** Turns every error into one of the bodies of docs/errors.md; 5xx are logged with the request id, never sent. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { status, body } = this.describe(exception);
    if (status >= 500 && !isHealthCheck(request.url)) {
      this.logger.error(
        { err: exception, req_id: request.id, method: request.method, url: request.url },
        'request failed',
      );
    }
    void reply.status(status).send(body);
  }

  describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof AppException) {
      return { status: exception.getStatus(), body: exception.getResponse() as Record<string, unknown> };
    }
    if (exception instanceof ThrottlerException) {
      // The ThrottlerModule's errorMessage (backend/src/app.module.ts): Romanian, with the wait.
      return { status: HttpStatus.TOO_MANY_REQUESTS, body: { message: exception.message || MESSAGES.tooMany } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const given = typeof response === 'object' && response && 'message' in response ? response.message : undefined;
      switch (status) {
        case 401:
          return { status, body: { message: MESSAGES.unauthorized } };
        case 403:
          return { status, body: { message: typeof given === 'string' ? given : MESSAGES.forbidden } };
        case 404:
          return { status, body: { message: MESSAGES.notFound } };
        case 413:
          return { status, body: { message: MESSAGES.payloadTooLarge } };
        case 400:
        case 415:
          // Malformed JSON or an unsupported body: a client error, said in the 422 shape.
          return {
            status: 422,
            body: { message: MESSAGES.invalid, errors: { body: ['Corpul cererii nu este valid.'] } },
          };
        default:
          if (status >= 500) return { status, body: { message: MESSAGES.serverError } };
          return { status, body: { message: typeof given === 'string' ? given : MESSAGES.serverError } };
      }
    }
    const fastifyStatus = (exception as { statusCode?: number } | null)?.statusCode;
    if (fastifyStatus === 413) return { status: 413, body: { message: MESSAGES.payloadTooLarge } };
    if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { status: 422, body: { message: MESSAGES.invalid, errors: { body: ['Corpul cererii nu este valid.'] } } };
    }
    const code = (exception as { code?: string } | null)?.code;
    if (code && DB_DOWN_CODES.has(code) && !(exception instanceof QueryFailedError && code === 'SQLITE_BUSY')) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: MESSAGES.unavailable } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: MESSAGES.serverError } };
  }
}
