import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { RoleId } from '@app/common/roles';
import { AppException, MESSAGES } from './app-exception';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, ROLES } from './decorators';

type AuthedRequest = FastifyRequest & { user?: AuthUser; params: Record<string, string> };

/** Global: every route needs a valid, unrevoked bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    // A database error keeps its identity (an unreachable database is a 503, not a 401).
    // Not `instanceof Error`: socket errors are created in Node's own realm.
    if (err) throw typeof err === 'object' ? (err as Error) : new UnauthorizedException();
    if (!user) throw new UnauthorizedException();
    // The request log (pino-http, on the raw request) names the user and company.
    const raw = context.switchToHttp().getRequest<FastifyRequest>().raw as { authUser?: unknown };
    raw.authUser = user;
    return user;
  }
}

/** Global: a route's @Roles(...) must include the user's role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<RoleId[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<AuthedRequest>().user;
    if (!user || !roles.includes(user.role)) throw AppException.forbidden();
    return true;
  }
}

/**
 * Global: any route with a `:companyId` parameter belongs to that company. Platform admins and
 * users of another company get 403; the handler then reads the id with @CompanyId().
 */
@Injectable()
export class CompanyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const raw = request.params?.companyId;
    if (raw === undefined) return true;
    const user = request.user;
    if (!user) throw new UnauthorizedException();
    if (user.role === RoleId.PlatformAdmin || user.company_id === null || String(user.company_id) !== raw) {
      throw AppException.forbidden(MESSAGES.otherCompany);
    }
    return true;
  }
}
