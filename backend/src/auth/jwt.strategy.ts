import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser } from '@app/common/auth-user';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { AuthService, JwtPayload } from './auth.service';

type Verified = JwtPayload & { exp?: number; nbf?: number };

/** How many verified tokens are remembered (a few MB at most; the oldest goes first). */
const REMEMBERED = 10_000;

/**
 * The bearer token of a request (JwtAuthGuard, common/guards.ts): its signature and times, then its
 * row, user and company (AuthService.validateToken), which are read on every request, so a
 * revoked token, a deleted user or a suspended company is refused at its next request, whichever
 * API process answers it.
 *
 * Only the signature check is remembered: whether a given string was signed with JWT_SECRET never
 * changes while the process runs, so a token verified once is not parsed and HMAC'd again (with
 * passport-jwt and jsonwebtoken on every request that was a tenth of the API's CPU on a small read:
 * BENCHMARKS.md, "Small reads against the bare server, session 13"). Its times are checked at every
 * request as jsonwebtoken checks them: refused from the second `exp` is reached, and before `nbf`.
 */
@Injectable()
export class JwtStrategy {
  /**
   * A key object, not the string: given a string or a Buffer, jsonwebtoken first tries it as a
   * public key and builds the secret key only after that throws (its cost: BENCHMARKS.md,
   * "Measurements behind the code"). jsonwebtoken.verify takes a KeyObject; only JwtService's
   * types say string | Buffer.
   */
  private readonly key: KeyObject;
  private readonly verified = new Map<string, Verified>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jwt: JwtService,
    private readonly auth: AuthService,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  /** The signed-in user of an `Authorization` header, null when it holds no good bearer token. */
  authenticate(authorization: string | string[] | undefined): Promise<AuthUser | null> | null {
    const token = bearerToken(authorization);
    const payload = token === null ? null : this.verify(token);
    return payload && this.auth.validateToken(payload);
  }

  private verify(token: string): JwtPayload | null {
    let payload = this.verified.get(token);
    if (payload === undefined) {
      try {
        // HS256 only (the module's verifyOptions), its expiry enforced.
        payload = this.jwt.verify<Verified>(token, { secret: this.key as unknown as Buffer });
      } catch {
        return null;
      }
      if (this.verified.size >= REMEMBERED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, payload);
    }
    // As jsonwebtoken: whole seconds, expired when now >= exp, not yet valid when nbf > now.
    const now = Math.floor(Date.now() / 1000);
    if ((payload.exp !== undefined && now >= payload.exp) || (payload.nbf !== undefined && payload.nbf > now)) {
      this.verified.delete(token);
      return null;
    }
    return payload;
  }
}

/** The token of `Authorization: Bearer <token>` (the scheme in any case), as passport-jwt read it. */
function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /(\S+)\s+(\S+)/.exec(header);
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}
