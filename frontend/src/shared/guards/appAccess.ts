import type { User } from '@/shared/api/types';

/** What differs between the company app and the admin app in the navigation guards (docs/product.md, Apps and screens). */
export interface AppAccess {
  /** Where a logged-in user goes from a login-type route. */
  homePath: string;
  /** Which roles may be logged in to this app at all. */
  acceptsRole: (role: number) => boolean;
  /** The company app also clears the user when a route's roles exclude them. */
  clearUserOnRoleFailure: boolean;
}

export const companyAccess: AppAccess = {
  homePath: '/company',
  acceptsRole: (role) => role > 1 && role < 4,
  clearUserOnRoleFailure: true,
};

export const adminAccess: AppAccess = {
  homePath: '/companies',
  acceptsRole: (role) => role === 1,
  clearUserOnRoleFailure: false,
};

export type GuardDecision =
  { type: 'allow' } | { type: 'login'; clearUser: boolean; roleError: boolean } | { type: 'home' } | { type: 'wait' };

/**
 * Pure decision of a route that needs a user (roles = who may open it).
 * `token` is the stored token: with a token but no user yet, the user is still loading.
 */
export function decideProtected(
  access: AppAccess,
  user: User | null,
  token: string | null,
  roles: readonly number[],
): GuardDecision {
  if (!user) return token ? { type: 'wait' } : { type: 'login', clearUser: true, roleError: false };
  if (!roles.includes(user.role)) {
    return { type: 'login', clearUser: access.clearUserOnRoleFailure, roleError: true };
  }
  return { type: 'allow' };
}

/** Pure decision of a login-type route (/login, /register, /forgot-password, /password/reset/:token). */
export function decideGuest(access: AppAccess, user: User | null, token: string | null): GuardDecision {
  if (!user) return token ? { type: 'wait' } : { type: 'allow' };
  if (access.acceptsRole(user.role)) return { type: 'home' };
  return { type: 'login', clearUser: true, roleError: true };
}
