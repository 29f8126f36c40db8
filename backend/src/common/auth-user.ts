import type { RoleId } from '@app/common/roles';

/** What the auth guard puts on `request.user` once the bearer token has been checked against the database. */
export interface AuthUser {
  id: number;
  role: RoleId;
  company_id: number | null;
  /** The token's `jti`, so logout can revoke exactly this session. */
  token_id: string;
}
