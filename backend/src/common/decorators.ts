import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RoleId } from '@app/common/roles';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'balti:isPublic';
export const ROLES = 'balti:roles';

/** Opts a route out of the global bearer-token check. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to these roles (checked after authentication). */
export const Roles = (...roles: RoleId[]) => SetMetadata(ROLES, roles);

type AuthedRequest = FastifyRequest & { user?: AuthUser };

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without authentication');
  return user;
});

/**
 * The `:companyId` of a company-scoped path, already checked by CompanyGuard against the token's
 * user. Services take it as their first argument and put it in every `where`.
 */
export const CompanyId = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const request = ctx.switchToHttp().getRequest<AuthedRequest>();
  const id = Number((request.params as Record<string, string>).companyId);
  if (!request.user || request.user.company_id !== id) {
    throw new Error('CompanyId used on a route the company guard did not check');
  }
  return id;
});
