import type { KeyObject } from 'node:crypto';
import type { PassClaims } from '@balti/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { isDuplicate, unlessDuplicate } from '@app/common/constraint-errors';
import { AppException } from '@app/common/app-exception';
import { writtenOnce } from '@app/common/sql';
import { tenantScoped } from '@app/common/tenancy';
import { withTransaction } from '@app/common/transactions';
import { CompaniesService } from '@app/companies/companies.service';
import { APP_CONFIG, AppConfig, ConfigError } from '@app/config/config';
import type { Pass } from '@app/passes/entities/pass.entity';
import { SigningKey } from './entities/signing-key.entity';
import { decodeJws, decryptPrivateKey, newSigningKey, signJws } from './signing-crypto';
import { lastRevocationSeq } from './revocations';
import type {
  JwksResponse,
  ReissueTokensResponse,
  RevocationsResponse,
  SigningKeyResponse,
  SigningKeyRow,
  SigningKeysResponse,
} from './signing.presenter';
import { HandedSources } from '@app/common/sources';

/** What the JWS of a pass carries: the claims the verify page checks too (packages/domain). */
export type { PassClaims };

export interface CurrentKey {
  id: number;
  kid: string;
  key: KeyObject;
}

export const FALSIFIED = 'Permis falsificat sau necunoscut.';
/** A token signed by a key retired as compromised (online and, with the same words, offline). */
export const KEY_RETIRED = 'Cheie retrasă — re-emiteți permisul.';

/**
 * The passes as the signing reads and writes them, handed over by the passes feature as it starts
 * (passes/pass-tokens.service.ts): the passes sign with this service, so it cannot import them.
 */
export interface SignedPassSources {
  /** Stores a pass's first token unless one was stored meanwhile; answers the one stored. */
  storeToken(companyId: number, passId: number, token: string, keyId: number): Promise<string | null>;
  /** Whether the key signed a pass still valid at `at`. */
  signsValidPass(keyId: number, at: Date): Promise<boolean>;
  /** How many passes still valid at `at` the key signed. */
  validPasses(keyId: number, at: Date): Promise<number>;
  /** Cancelled and exited passes still valid at `at`, in id order: all, or those numbered after `after`. */
  revoked(
    companyId: number,
    after: number | null,
    at: Date,
  ): Promise<Pick<Pass, 'id' | 'code' | 'status' | 'cancelled_at' | 'checked_out_at' | 'valid_to'>[]>;
  /** Up to `take` passes still valid at `at` that these keys signed, in id order, with client, water and plan. */
  signedBy(companyId: number, keyIds: number[], at: Date, take: number): Promise<Pass[]>;
  /** A new token for a pass still signed by `fromKeyId`; answers 1 when it changed, 0 otherwise. */
  replaceToken(companyId: number, passId: number, fromKeyId: number, token: string, keyId: number): Promise<number>;
}

export function initials(lastName?: string | null, firstName?: string | null): string {
  const initial = (s?: string | null) => (s?.trim() ? `${s.trim().charAt(0).toUpperCase()}.` : '');
  return `${initial(lastName)} ${initial(firstName)}`.trim();
}

/**
 * The companies' Ed25519 keys: created on first use by an authenticated action (never by a public
 * read), rotated or retired as compromised by a company administrator, the private half
 * decrypted only here (and cached in memory by kid), never answered, never logged.
 */
@Injectable()
export class SigningService {
  private readonly privateKeys = new Map<string, KeyObject>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
  ) {}

  private readonly sources = new HandedSources<SignedPassSources>('signing');

  /** The passes feature's part (SignedPassSources). */
  useSources(sources: SignedPassSources): void {
    this.sources.use(sources);
  }

  /** The key that signs the company's new passes; made on first use (one per company, by a unique index). */
  async currentKey(companyId: number): Promise<CurrentKey> {
    let row = await this.readCurrent(companyId);
    if (!row) {
      try {
        await this.dataSource.getRepository(SigningKey).insert(this.newCurrentKey(companyId));
      } catch (err) {
        // Another request made the company's first key at the same moment: use that one.
        if (!isDuplicate(err)) throw err;
      }
      row = await this.readCurrent(companyId);
      if (!row) throw new Error(`SigningService: company ${companyId} has no current key`);
    }
    return { id: row.id, kid: row.kid, key: this.privateKey(row) };
  }

  /**
   * The company's current key: the three columns signing needs, in a statement written once (every
   * pass issued reads it; TypeORM's findOne built the statement and hydrated every column each time).
   */
  private async readCurrent(companyId: number): Promise<Pick<SigningKey, 'id' | 'kid' | 'private_enc'> | null> {
    const qb = this.dataSource
      .getRepository(SigningKey)
      .createQueryBuilder('k')
      .select('k.id', 'id')
      .addSelect('k.kid', 'kid')
      .addSelect('k.private_enc', 'private_enc')
      .where('k.current = 1');
    const row = await writtenOnce('signing.currentKey', tenantScoped(qb, 'k', companyId)).getRawOne<{
      id: number | string;
      kid: string;
      private_enc: string;
    }>();
    return row ? { id: Number(row.id), kid: row.kid, private_enc: row.private_enc } : null;
  }

  /**
   * At start: the server's secret opens the companies' pass-signing keys. They are encrypted with
   * SIGNING_KEY_SECRET, or JWT_SECRET when it is empty; a JWT_SECRET changed since would otherwise
   * fail every sale (500) while the API looks healthy. One current key is tried: a ConfigError
   * (main.ts: the message, exit 78) when it does not open.
   */
  async assertSecretOpensKeys(): Promise<void> {
    const row = await this.dataSource
      .getRepository(SigningKey)
      .findOne({ where: { current: 1 }, select: { kid: true, private_enc: true }, order: { id: 'DESC' } });
    if (!row) return;
    try {
      this.privateKey(row);
    } catch {
      throw new ConfigError(
        'SIGNING_KEY_SECRET',
        'does not open the pass-signing keys in the database. They were encrypted with SIGNING_KEY_SECRET, or with JWT_SECRET when SIGNING_KEY_SECRET was empty: set SIGNING_KEY_SECRET to that value (the JWT_SECRET of before, if JWT_SECRET was changed).',
      );
    }
  }

  /** A new key pair as the company's current key's row, its private key encrypted. */
  private newCurrentKey(
    companyId: number,
  ): Pick<SigningKey, 'company_id' | 'kid' | 'public_x' | 'private_enc' | 'current' | 'retired_at'> {
    const made = newSigningKey(this.config.signingKeySecret);
    return {
      company_id: companyId,
      kid: made.kid,
      public_x: made.x,
      private_enc: made.privateEnc,
      current: 1,
      retired_at: null,
    };
  }

  private privateKey(row: Pick<SigningKey, 'kid' | 'private_enc'>): KeyObject {
    let key = this.privateKeys.get(row.kid);
    if (!key) {
      key = decryptPrivateKey(this.config.signingKeySecret, row.kid, row.private_enc);
      this.privateKeys.set(row.kid, key);
    }
    return key;
  }

  sign(claims: PassClaims, key: CurrentKey): string {
    return signJws(claims, key.kid, key.key);
  }

  /** The claims of a pass: its number, where, when, and the holder's initials only. */
  claims(
    p: Pick<Pass, 'code' | 'series' | 'number' | 'valid_from' | 'valid_to'>,
    companySlug: string,
    waterName: string,
    holderInitials: string,
    names: { company?: string | null; plan?: string | null } = {},
  ): PassClaims {
    return {
      code: p.code,
      series: p.series,
      number: p.number,
      company: companySlug,
      water: waterName,
      valid_from: p.valid_from.toISOString(),
      valid_to: p.valid_to.toISOString(),
      initials: holderInitials,
      ...(names.company ? { company_name: names.company } : {}),
      ...(names.plan ? { plan: names.plan } : {}),
      iat: Math.floor(Date.now() / 1000),
    };
  }

  /**
   * The token of a pass issued before passes were signed (the demo data, older databases):
   * signed on its first read with the current key and stored, so each pass is signed once.
   */
  async ensureToken(
    pass: Pass & { company: { id: number; slug: string; name?: string } },
    waterName: string,
    holderInitials: string,
  ): Promise<string> {
    if (pass.token) return pass.token;
    const key = await this.currentKey(pass.company_id);
    const names = { company: pass.company.name, plan: pass.plan?.name };
    const token = this.sign(this.claims(pass, pass.company.slug, waterName, holderInitials, names), key);
    // Two first reads at once: both signed, one was stored; answer the stored one.
    const stored = await this.sources.get('storeToken')(pass.company_id, pass.id, token, key.id);
    pass.token = stored;
    return stored ?? token;
  }

  /** A new current key; the old one is retired but stays in the JWKS while a pass it signed is valid. */
  async rotate(companyId: number): Promise<SigningKeyResponse> {
    const made = this.newCurrentKey(companyId);
    await unlessDuplicate(
      () =>
        withTransaction(this.dataSource, async (em: EntityManager) => {
          await em.update(SigningKey, { company_id: companyId, current: 1 }, { current: null, retired_at: new Date() });
          await em.insert(SigningKey, made);
        }),
      () => AppException.conflict('Cheia a fost schimbată chiar acum. Încercați din nou.'),
    );
    const row = await this.dataSource.getRepository(SigningKey).findOneOrFail({ where: { kid: made.kid } });
    return { kid: row.kid, x: row.public_x, created_at: row.created_at };
  }

  /**
   * The public keys of an active company: the current one and every rotated one that signed a
   * pass still valid now; never a key retired as compromised. Standard JWKS (RFC 7517/8037):
   * OKP, Ed25519, with kid.
   */
  async jwks(slug: string): Promise<JwksResponse> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    // No key yet is an empty set: a public read makes nothing (the first signed pass makes the key).
    const rows = await this.dataSource.getRepository(SigningKey).find({
      where: { company_id: company.id, compromised_at: IsNull() },
      select: { id: true, kid: true, public_x: true, current: true },
      order: { id: 'DESC' },
    });
    const now = new Date();
    const published: SigningKey[] = [];
    for (const row of rows) {
      if (row.current === 1) {
        published.push(row);
        continue;
      }
      if (await this.sources.get('signsValidPass')(row.id, now)) published.push(row);
    }
    return {
      keys: published.map((k) => ({ kty: 'OKP', crv: 'Ed25519', x: k.public_x, kid: k.kid, alg: 'EdDSA', use: 'sig' })),
    };
  }

  /**
   * The code of a pass whose token verifies with a key of its company (optionally: of the
   * company whose page asks). Anything else is "Permis falsificat sau necunoscut".
   */
  async verify(token: string, companySlug?: string): Promise<{ code: string; company: string }> {
    const decoded = decodeJws(token);
    const falsified = new AppException(HttpStatus.NOT_FOUND, { message: FALSIFIED });
    if (!decoded) throw falsified;
    const key = await this.dataSource.getRepository(SigningKey).findOne({
      where: { kid: decoded.kid },
      select: { id: true, company_id: true, public_x: true, compromised_at: true },
    });
    if (!key || !decoded.verifiesWith(key.public_x)) throw falsified;
    const slug = await this.companies.slug(key.company_id);
    const { code, company: claimed } = decoded.payload;
    if (!slug || typeof code !== 'string' || claimed !== slug) throw falsified;
    if (companySlug && companySlug.toLowerCase() !== slug) throw falsified;
    // Whoever holds a compromised key can sign anything with it: nothing it signed is shown.
    if (key.compromised_at) throw new AppException(HttpStatus.GONE, { message: KEY_RETIRED });
    return { code, company: slug };
  }

  /**
   * The company's revocation list (SECURITY.md, "Revocations"): every cancelled or exited pass
   * whose validity has not ended, however long ago it was cancelled, and the kids of the keys retired as
   * compromised. With `after` (the `seq` of the last answer) only the cancellations that took a
   * later number of the company's sequence: numbers become visible in order (revocations.ts), so
   * none is missed. `since`, what older pages send, is echoed and answered with the whole list.
   */
  async revocations(slug: string, after: number | null, since: string | null): Promise<RevocationsResponse> {
    const company = await this.companies.activeBySlug(slug);
    if (!company) throw AppException.notFound();
    const now = new Date();
    // Read before the list: every number up to it has committed, so the list holds them all.
    const seq = await lastRevocationSeq(this.dataSource.manager, company.id);
    // A number the company never reached (a database restored from a backup): the whole list again.
    const full = after === null || after > seq;
    const [rows, retired] = await Promise.all([
      // Cancelled passes and passes whose angler has exited: neither admits anyone any more.
      this.sources.get('revoked')(company.id, full ? null : after, now),
      this.dataSource.getRepository(SigningKey).find({
        where: { company_id: company.id, compromised_at: Not(IsNull()) },
        select: { id: true, kid: true },
        order: { id: 'ASC' },
      }),
    ]);
    return {
      since: since ? new Date(since) : null,
      synced_at: now,
      seq,
      full,
      revoked: rows.map((r) => ({
        code: r.code,
        cancelled_at: r.status === 'cancelled' ? r.cancelled_at : null,
        exited_at: r.status === 'cancelled' ? null : r.checked_out_at,
        valid_to: r.valid_to,
      })),
      retired_kids: retired.map((k) => k.kid),
    };
  }

  /** The company's keys, newest first, with how many passes still valid each one signed. */
  async list(companyId: number): Promise<SigningKeysResponse> {
    const rows = await this.dataSource.getRepository(SigningKey).find({
      where: { company_id: companyId },
      order: { id: 'DESC' },
    });
    return { keys: await Promise.all(rows.map((row) => this.row(row))) };
  }

  private async row(row: SigningKey): Promise<SigningKeyRow> {
    const passes = await this.sources.get('validPasses')(row.id, new Date());
    return {
      id: row.id,
      kid: row.kid,
      x: row.public_x,
      current: row.current === 1,
      created_at: row.created_at,
      retired_at: row.retired_at,
      compromised_at: row.compromised_at,
      valid_passes: passes,
    };
  }

  /**
   * Retires a key as compromised: it no longer signs (the next pass makes a new current key), it
   * leaves the JWKS and joins the revocation list's `retired_kids`, and every pass it signed
   * verifies as "Cheie retrasă — re-emiteți permisul" until reissueTokens() signs it again.
   */
  async retire(companyId: number, id: number): Promise<SigningKeyRow> {
    const repo = this.dataSource.getRepository(SigningKey);
    const key = await repo.findOne({ where: { id, company_id: companyId } });
    if (!key) throw AppException.notFound();
    const now = new Date();
    const done = await repo.update(
      { id, company_id: companyId, compromised_at: IsNull() },
      { compromised_at: now, current: null, retired_at: key.retired_at ?? now },
    );
    if (!done.affected) throw AppException.conflict('Cheia este deja retrasă.');
    this.privateKeys.delete(key.kid);
    return this.row(await repo.findOneByOrFail({ id }));
  }

  /**
   * Signs again, with the current key, every pass still valid whose token a retired (compromised)
   * key signed: the pass's QR code changes and must be printed or sent again. Answers how many.
   */
  async reissueTokens(companyId: number): Promise<ReissueTokensResponse> {
    const retired = await this.dataSource.getRepository(SigningKey).find({
      where: { company_id: companyId, compromised_at: Not(IsNull()) },
      select: { id: true },
    });
    if (!retired.length) return { reissued: 0 };
    const company = await this.companies.one(companyId);
    const key = await this.currentKey(companyId);
    const ids = retired.map((k) => k.id);
    let reissued = 0;
    for (;;) {
      // In batches; each signed pass leaves the set, so the loop ends.
      const batch = await this.sources.get('signedBy')(companyId, ids, new Date(), 200);
      if (!batch.length) break;
      for (const pass of batch) {
        const token = this.sign(
          this.claims(
            pass,
            company.slug,
            pass.water?.name ?? '',
            initials(pass.client?.last_name, pass.client?.first_name),
            { company: company.name, plan: pass.plan?.name },
          ),
          key,
        );
        reissued += await this.sources.get('replaceToken')(
          companyId,
          pass.id,
          pass.signing_key_id as number,
          token,
          key.id,
        );
      }
    }
    return { reissued };
  }
}
