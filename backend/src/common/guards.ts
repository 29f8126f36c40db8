import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { JwtStrategy } from '@app/auth/jwt.strategy';
import { RoleId } from '@app/common/roles';
import { AppException, MESSAGES } from './app-exception';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, ROLES } from './decorators';

type AuthedRequest = FastifyRequest & { user?: AuthUser; params: Record<string, string> };

/**
 * Global: every route needs a valid, unrevoked bearer token unless marked @Public(). The token is
 * checked by JwtStrategy (auth/jwt.strategy.ts) directly, not through passport: passport's
 * per-request strategy objects and callbacks did nothing this guard needs.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtStrategy,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (routeMetadata<boolean>(this.reflector, IS_PUBLIC, context)) return true;
    return this.authenticate(context.switchToHttp().getRequest<AuthedRequest>());
  }

  private async authenticate(request: AuthedRequest): Promise<boolean> {
    let user: AuthUser | null;
    try {
      user = await this.jwt.authenticate(request.headers.authorization);
    } catch (err) {
      // A database error keeps its identity (an unreachable database is a 503, not a 401), and so
      // does a suspended company's 403. Not `instanceof Error`: socket errors are created in
      // Node's own realm.
      if (typeof err === 'object' && err !== null) throw err as Error;
      throw new UnauthorizedException();
    }
    if (!user) throw new UnauthorizedException();
    // Read by the handlers, the audit actor and the request's log line (common/request-log.ts).
    request.user = user;
    return true;
  }
}

/**
 * A decorator's value for the route (its handler, else its controller), as
 * Reflector.getAllAndOverride reads it, remembered per handler and controller: the metadata of a
 * route never changes once the application is built, and the guards ask for it on every request.
 */
const remembered = new WeakMap<object, Map<string | symbol, Map<object, unknown>>>();
function routeMetadata<T>(reflector: Reflector, key: string, context: ExecutionContext): T | undefined {
  const handler = context.getHandler();
  const controller = context.getClass();
  let byKey = remembered.get(handler);
  if (!byKey) remembered.set(handler, (byKey = new Map()));
  let byClass = byKey.get(key);
  if (!byClass) byKey.set(key, (byClass = new Map()));
  if (!byClass.has(controller)) byClass.set(controller, reflector.getAllAndOverride<T>(key, [handler, controller]));
  return byClass.get(controller) as T | undefined;
}

/** Global: a route's @Roles(...) must include the user's role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = routeMetadata<RoleId[]>(this.reflector, ROLES, context);
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
