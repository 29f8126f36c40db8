import { type EntityManager, IsNull, Not } from 'typeorm';
import { AccessToken } from './entities/access-token.entity';

/**
 * Ends a user's sessions at once, inside the caller's transaction (a new password, a lower role, a
 * deleted account): every access token still valid is revoked, but `keepTokenId` (the session
 * making the change, when it stays signed in).
 */
export async function revokeSessions(em: EntityManager, userId: number, keepTokenId?: string): Promise<void> {
  await em.update(
    AccessToken,
    keepTokenId
      ? { user_id: userId, revoked_at: IsNull(), id: Not(keepTokenId) }
      : { user_id: userId, revoked_at: IsNull() },
    { revoked_at: new Date() },
  );
}
