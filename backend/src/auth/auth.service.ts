import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { AppException, MESSAGES } from '@app/common/app-exception';
import type { AuthUser } from '@app/common/auth-user';
import { APP_CONFIG, AppConfig, hostUrl } from '@app/config/config';
import { MailService } from '@app/mail/mail.service';
import { RoleId } from '@app/common/roles';
import { emailTaken } from '@app/users/email-taken';
import { UsersService } from '@app/users/users.service';
import { LoginDto, PasswordResetDto, RegisterDto } from './dto/auth.dto';
import { AccessToken } from './entities/access-token.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { cancelResetLinks, dummyPasswordHash, needsRehash, PasswordHasher } from './passwords';
import type { SessionResponse } from './auth.presenter';
import { withTransaction } from '@app/common/transactions';

export interface JwtPayload {
  sub: number;
  jti: string;
}

/** The token lookup's row, raw (validateToken). */
interface TokenRow {
  t_id: string;
  t_expires_at: unknown;
  u_id: number;
  u_role: RoleId;
  u_company_id: number | null;
  u_deleted_at: unknown;
  c_id: number | null;
  c_active: number | null;
}

const RESET_TTL_MS = 60 * 60 * 1000;
/** REGISTRATION_OPEN=false: accounts come only from a company administrator's invitation. */
export const REGISTRATION_CLOSED =
  'Crearea de conturi noi este închisă pe această instalare. Cereți un cont administratorului firmei voastre.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly usersService: UsersService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** `abandoned`: true once the client has hung up (PasswordHasher.verify). */
  async login(dto: LoginDto, abandoned?: () => boolean): Promise<SessionResponse> {
    const user = await this.usersService.forLogin(dto.email);
    // Unknown email and wrong password cost the same time and answer the same words.
    const ok = await this.passwords.verify(user?.password ?? (await dummyPasswordHash()), dto.password, abandoned);
    if (!user || !ok) {
      throw new AppException(HttpStatus.UNAUTHORIZED, { error: MESSAGES.loginFailed });
    }
    if (user.company && !user.company.active) throw AppException.forbidden(MESSAGES.suspended);
    // A hash made with older parameters is replaced now that the password is known (passwords.ts).
    const upgraded = needsRehash(user.password) ? { password: await this.passwords.hash(dto.password) } : {};
    await this.usersService.recordLogin(user.id, upgraded);
    const token = await this.issueToken(user.id);
    return { user: await this.usersService.presentWithCompany(user.id), token };
  }

  async issueToken(userId: number): Promise<string> {
    const jti = randomUUID();
    const expires_at = new Date(Date.now() + this.config.jwtTtlSeconds * 1000);
    await this.tokens.insert({ id: jti, user_id: userId, expires_at, revoked_at: null });
    const payload: JwtPayload = { sub: userId, jti };
    return this.jwt.signAsync(payload);
  }

  /** Called for every authenticated request: the token row, its user and company must all still be good. */
  async validateToken(payload: JwtPayload): Promise<AuthUser | null> {
    if (typeof payload?.jti !== 'string' || typeof payload?.sub !== 'number') return null;
    // One statement per request, its SQL written by TypeORM once and its row read raw: building the
    // query and hydrating three entities for it cost the API more CPU than the statement itself
    // (BENCHMARKS.md, "Small reads against the bare server, session 13").
    const lookup = (this.tokenLookup ??= this.writeTokenLookup());
    const [row] = await this.dataSource.query<TokenRow[]>(lookup.sql, [payload.jti]);
    if (
      !row ||
      row.u_id !== payload.sub ||
      row.u_deleted_at ||
      (this.dataSource.driver.prepareHydratedValue(row.t_expires_at, lookup.expiresAt) as Date).getTime() <= Date.now()
    ) {
      return null;
    }
    // The company (a LEFT JOIN: a platform admin has none); `active` is 1/0 on both databases.
    if (row.c_id !== null && !row.c_active) throw AppException.forbidden(MESSAGES.suspended);
    return { id: row.u_id, role: row.u_role, company_id: row.u_company_id, token_id: row.t_id };
  }

  private tokenLookup?: { sql: string; expiresAt: ColumnMetadata };

  /** The token lookup as TypeORM writes it for this driver (its one parameter: the jti). */
  private writeTokenLookup(): { sql: string; expiresAt: ColumnMetadata } {
    const [sql] = this.tokens
      .createQueryBuilder('t')
      .select(['t.id', 't.expires_at', 'u.id', 'u.role', 'u.company_id', 'u.deleted_at', 'c.id', 'c.active'])
      .innerJoin('t.user', 'u')
      .leftJoin('u.company', 'c')
      .where('t.id = :jti AND t.revoked_at IS NULL', { jti: '' })
      .withDeleted()
      .getQueryAndParameters();
    return { sql, expiresAt: this.tokens.metadata.findColumnWithPropertyName('expires_at')! };
  }

  async logout(user: AuthUser): Promise<void> {
    await this.tokens.update({ id: user.token_id }, { revoked_at: new Date() });
  }

  /** Whether /register takes new accounts (REGISTRATION_OPEN). */
  registrationOpen(): boolean {
    return this.config.registrationOpen;
  }

  async register(dto: RegisterDto): Promise<SessionResponse> {
    if (!this.config.registrationOpen) throw AppException.forbidden(REGISTRATION_CLOSED);
    if (await this.usersService.emailTaken(dto.email)) throw emailTaken();
    const id = await this.usersService.createCompanyAdmin({
      name: dto.name,
      email: dto.email,
      passwordHash: await this.passwords.hash(dto.password),
    });
    const token = await this.issueToken(id);
    return { user: await this.usersService.presentWithCompany(id), token };
  }

  /**
   * Always the same answer, in the same time: the work (the lookup, the link, the mail) is done
   * after the answer for known and unknown addresses alike; a link is mailed only when the account exists.
   */
  requestPasswordReset(email: string): void {
    setImmediate(() => {
      this.sendResetLink(email).catch((err: unknown) => this.logger.error({ err }, 'reset link could not be made'));
    });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.usersService.forPasswordReset(email);
    if (!user || (user.company && !user.company.active)) return;
    const token = randomBytes(32).toString('base64url');
    const inserted = await this.resets.insert({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + RESET_TTL_MS),
      used_at: null,
    });
    // At most RATE_LIMIT_RESET_MAILS links an hour (a link lives an hour: those not yet expired, this
    // one included); the per-address limit alone let a stranger mail someone a link every few
    // seconds, all day. The link's rank among the live ones, counted after the insert: requests at
    // once each count only the links made before theirs, so the first ones are mailed and the rest
    // deleted. (Counting every live link let racing requests each see the others' and all give up.)
    const id = Number(inserted.identifiers[0].id);
    const rank = await this.resets.count({
      where: { user_id: user.id, expires_at: MoreThan(new Date()), id: LessThanOrEqual(id) },
    });
    if (rank > this.config.rateLimitResetMails) {
      await this.resets.delete({ id });
      return;
    }
    const label = user.role === RoleId.PlatformAdmin ? 'admin' : 'org';
    const link = hostUrl(this.config, label, `/password/reset/${token}?email=${encodeURIComponent(user.email)}`);
    this.mail.sendInBackground({
      to: user.email,
      subject: 'Resetarea parolei Bălți',
      text:
        `Bună ziua, ${user.name},\n\n` +
        `Am primit o cerere de resetare a parolei pentru contul dumneavoastră Bălți.\n` +
        `Deschideți linkul de mai jos în următoarele 60 de minute pentru a alege o parolă nouă:\n\n${link}\n\n` +
        `Dacă nu ați cerut resetarea, ignorați acest mesaj: parola rămâne neschimbată.\n`,
    });
  }

  /**
   * A new password set from the server's console (auth/set-password.cli.ts), for an account that
   * cannot receive its reset mail (no SMTP, the platform admin's): as a reset link does, it ends the
   * account's sessions and its other links. False when no account has that e-mail.
   */
  async setPasswordFromConsole(email: string, plain: string): Promise<boolean> {
    const user = await this.usersService.forPasswordReset(email.trim().toLowerCase());
    if (!user) return false;
    const password = await this.passwords.hash(plain);
    await withTransaction(this.dataSource, async (em) => {
      await this.usersService.setPassword(em, user.id, password);
      await cancelResetLinks(em, user.id);
      await em.update(AccessToken, { user_id: user.id, revoked_at: IsNull() }, { revoked_at: new Date() });
    });
    return true;
  }

  async resetPassword(dto: PasswordResetDto): Promise<void> {
    const invalid = AppException.invalid({ token: ['Linkul de resetare este invalid sau a expirat.'] });
    const reset = await this.resets.findOne({
      where: { token_hash: sha256(dto.token), used_at: IsNull() },
      relations: { user: true },
    });
    if (!reset || !reset.user || reset.user.email !== dto.email || reset.expires_at.getTime() <= Date.now()) {
      throw invalid;
    }
    // Hashed before the transaction, which then holds no lock while waiting for a hashing slot.
    const password = await this.passwords.hash(dto.password);
    await withTransaction(this.dataSource, async (em) => {
      // Single use: the conditional update wins once even if two requests race.
      const used = await em.update(PasswordReset, { id: reset.id, used_at: IsNull() }, { used_at: new Date() });
      if (!used.affected) throw invalid;
      await this.usersService.setPassword(em, reset.user_id, password);
      // The account's other links die with this one, and every session ends.
      await cancelResetLinks(em, reset.user_id);
      await em.update(AccessToken, { user_id: reset.user_id, revoked_at: IsNull() }, { revoked_at: new Date() });
    });
  }
}
