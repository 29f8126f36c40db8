import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '@app/common/auth-user';
import { APP_CONFIG, AppConfig } from '@app/config/config';
import { AuthService, JwtPayload } from './auth.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: given a string or a Buffer, jsonwebtoken first tries it as a
      // public key and builds the secret key only after that throws, on every request (its cost:
      // BENCHMARKS.md, "Measurements behind the code"). passport-jwt hands it to jsonwebtoken.verify, which takes a
      // KeyObject; only passport-jwt's types say string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: JwtPayload): Promise<AuthUser | null> {
    return this.auth.validateToken(payload);
  }
}
