import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import type { AuthUser } from '@app/common/auth-user';
import { runAs } from './audit-context';

/**
 * Global: runs each handler inside an audit context holding the signed-in user (the guards have
 * run), their role, the client address (TRUST_PROXY honoured) and the request id that the logs
 * and the `x-request-id` answer header carry.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const actor = {
      actor_id: request.user?.id ?? null,
      actor_role: request.user?.role ?? null,
      ip: request.ip ?? null,
      request_id: String(request.id),
    };
    return new Observable((subscriber) => runAs(actor, () => next.handle().subscribe(subscriber)));
  }
}
