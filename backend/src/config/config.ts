import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';

export type DatabaseConfig = { type: 'sqlite'; database: string } | { type: 'mysql' | 'mariadb'; url: string };

export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  database: DatabaseConfig;
  /** The public base address, port included (`https://balti.example.ro`, `http://localhost:3000`). */
  publicUrl: string;
  /** Host of PUBLIC_URL with its port when it has one (`localhost:3000`): the host labels sit on it. */
  appDomain: string;
  appProtocol: 'http' | 'https';
  jwtSecret: string;
  /** Derives the key that encrypts the companies' pass-signing keys: SIGNING_KEY_SECRET, else JWT_SECRET. */
  signingKeySecret: string;
  jwtTtlSeconds: number;
  smtp: { host?: string; port: number; user?: string; pass?: string; from: string; secure: boolean };
  dataDir: string;
  storageDir: string;
  seedDemo: 'auto' | 'true' | 'false';
  frontendDist: string | null;
  trustProxy: boolean;
  logLevel: string;
  swaggerEnabled: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * Sign-in attempts per account and address in 15 minutes; password-mail attempts per account a
   * minute; 5x that per address a minute on every auth route.
   */
  rateLimitAuth: number;
  /** Seconds of the first wait once an address used up an account's sign-in attempts; doubles with each further one. */
  rateLimitAuthBackoff: number;
  /** Reset links (and their mails) an account gets in an hour, however often they are asked for. */
  rateLimitResetMails: number;
  /** argon2 hashes computed at once by this process; the next ones wait in a queue of `passwordHashQueue`. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** Shared state of several API processes (rate limits); null = kept in this process. */
  redisUrl: string | null;
  /** Uploads in an S3-compatible bucket; null = on the local disk under storageDir. */
  s3: S3Config | null;
  /** The daily privacy run (retention, anonymization) in this process; off in tests unless asked. */
  privacyJob: boolean;
  /** Whether anyone may create an account (and then a company) at /register. */
  registrationOpen: boolean;
}

export interface S3Config {
  bucket: string;
  /** Empty for AWS itself; the server's URL otherwise (MinIO, Hetzner, Backblaze, …). */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` addressing (MinIO and most non-AWS servers) instead of `bucket.host/key`. */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. `balti/` when the bucket holds other things too. */
  prefix: string;
}

/** Every environment variable the API reads; `.env.example` documents each one (checked in CI). */
export const ENV_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'PUBLIC_URL',
  'APP_DOMAIN',
  'APP_PROTOCOL',
  'JWT_SECRET',
  'JWT_TTL',
  'SIGNING_KEY_SECRET',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'SMTP_FROM',
  'SMTP_SECURE',
  'DATA_DIR',
  'STORAGE_DIR',
  'SEED_DEMO',
  'FRONTEND_DIST',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'SWAGGER_ENABLED',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'RATE_LIMIT_AUTH',
  'RATE_LIMIT_AUTH_BACKOFF',
  'RATE_LIMIT_RESET_MAILS',
  'PASSWORD_HASH_CONCURRENCY',
  'PASSWORD_HASH_QUEUE',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'PRIVACY_JOB',
  'REGISTRATION_OPEN',
] as const;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Configuration error: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${env[name]}"`);
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

export function parseDatabaseUrl(raw: string, cwd: string): DatabaseConfig {
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL', 'needs a file after sqlite:, e.g. sqlite:./data/app.sqlite');
    return { type: 'sqlite', database: file === ':memory:' ? file : absolute(file, cwd) };
  }
  if (/^(mysql|mariadb):\/\//.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid URL (mysql://user:pass@host:3306/db)');
    }
    if (!url.hostname || url.pathname.length < 2) {
      throw new ConfigError('DATABASE_URL', 'needs a host and a database name (mysql://user:pass@host:3306/db)');
    }
    // TypeORM reads MariaDB's catalogue differently from MySQL's (column defaults): name the server.
    return { type: raw.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: url.toString() };
  }
  throw new ConfigError('DATABASE_URL', 'must start with sqlite: or mysql:// (or mariadb://)');
}

/** JWT secret outside production: generated once and kept in the data folder so tokens survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!/^rediss?:\/\/[^/\s]+/.test(raw)) {
    throw new ConfigError('REDIS_URL', `must look like redis://host:6379 (or rediss:// for TLS), got "${raw}"`);
  }
  return raw;
}

function s3Config(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => env[name]?.trim());
  if (!bucket) {
    if (others.length) throw new ConfigError('S3_BUCKET', `is required when ${others.join(', ')} is set`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name (3-63 lower-case letters, digits, . and -), got "${bucket}"`,
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new ConfigError('S3_ENDPOINT', `must be an http(s) URL such as https://s3.example.com, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with the other key (or both left empty for the AWS default credentials)',
    );
  }
  const prefix = env.S3_PREFIX?.trim() ?? '';
  if (prefix && !/^[\w.-]+(\/[\w.-]+)*\/$/.test(prefix)) {
    throw new ConfigError('S3_PREFIX', `must be a folder ending in /, such as balti/, got "${prefix}"`);
  }
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', !!endpoint),
    prefix,
  };
}

/**
 * PUBLIC_URL is the one setting for the address people use (links in mails, the pass's QR code,
 * the addresses printed at start). APP_DOMAIN + APP_PROTOCOL, its older pair, are still read when
 * it is empty. Without either: http://localhost:<PORT> locally, https://localhost in production.
 */
function publicAddress(
  env: Env,
  production: boolean,
  port: number,
): { publicUrl: string; appDomain: string; appProtocol: 'http' | 'https' } {
  const raw = env.PUBLIC_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError('PUBLIC_URL', `must be an address such as https://balti.example.ro, got "${raw}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new ConfigError(
        'PUBLIC_URL',
        `must be http(s)://host[:port] without a path, such as https://balti.example.ro, got "${raw}"`,
      );
    }
    if (/^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname.startsWith('[')) {
      throw new ConfigError(
        'PUBLIC_URL',
        `needs a domain name, not an IP address (host labels sit on it), got "${raw}"`,
      );
    }
    return {
      publicUrl: url.origin,
      appDomain: url.host,
      appProtocol: url.protocol === 'https:' ? 'https' : 'http',
    };
  }
  let appDomain = (env.APP_DOMAIN?.trim() || (production ? 'localhost' : `localhost:${port}`)).toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(appDomain) || appDomain.startsWith('.')) {
    throw new ConfigError(
      'APP_DOMAIN',
      `must be a host name such as baltiapp.ro or localhost:3000, got "${appDomain}"`,
    );
  }
  const appProtocol = oneOf(env, 'APP_PROTOCOL', ['http', 'https'] as const, production ? 'https' : 'http');
  // An address on the default port is written without it.
  if (
    (appProtocol === 'http' && appDomain.endsWith(':80')) ||
    (appProtocol === 'https' && appDomain.endsWith(':443'))
  ) {
    appDomain = appDomain.replace(/:\d+$/, '');
  }
  return { publicUrl: `${appProtocol}://${appDomain}`, appDomain, appProtocol };
}

/** The address of a host label on the public domain: hostUrl(config, 'org', '/login'). */
export function hostUrl(config: Pick<AppConfig, 'appProtocol' | 'appDomain'>, label: string | null, path = ''): string {
  return `${config.appProtocol}://${label ? `${label}.` : ''}${config.appDomain}${path}`;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['production', 'development', 'test'] as const, 'development');
  const production = nodeEnv === 'production';
  const dataDir = absolute(env.DATA_DIR?.trim() || './data', cwd);
  const database = parseDatabaseUrl(env.DATABASE_URL?.trim() || `sqlite:${join(dataDir, 'app.sqlite')}`, cwd);

  const port = int(env, 'PORT', 3000, 1, 65535);
  // One hash per core: argon2 runs on libuv's pool (4 threads), which then keeps room for other work.
  const passwordHashConcurrency = int(env, 'PASSWORD_HASH_CONCURRENCY', availableParallelism(), 1, 256);
  const { publicUrl, appDomain, appProtocol } = publicAddress(env, production, port);

  let jwtSecret = env.JWT_SECRET?.trim() ?? '';
  if (production && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'is required in production and must have at least 32 characters');
  }
  if (!jwtSecret) jwtSecret = localJwtSecret(dataDir);
  const signingKeySecret = env.SIGNING_KEY_SECRET?.trim() ?? '';
  if (production && signingKeySecret && signingKeySecret.length < 32) {
    throw new ConfigError(
      'SIGNING_KEY_SECRET',
      'must have at least 32 characters when set (or be left empty: JWT_SECRET)',
    );
  }

  const smtpHost = env.SMTP_HOST?.trim() || undefined;
  const frontendDistRaw = env.FRONTEND_DIST;
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && (!adminPassword || adminPassword.length < 8)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must have at least 8 characters when ADMIN_EMAIL is set');
  }

  return {
    nodeEnv,
    port,
    database,
    publicUrl,
    appDomain,
    appProtocol,
    jwtSecret,
    signingKeySecret: signingKeySecret || jwtSecret,
    jwtTtlSeconds: int(env, 'JWT_TTL', 60 * 60 * 12, 60, 60 * 60 * 24 * 30),
    smtp: {
      host: smtpHost,
      port: int(env, 'SMTP_PORT', 587, 1, 65535),
      user: env.SMTP_USER?.trim() || undefined,
      pass: env.SMTP_PASS || undefined,
      from: env.SMTP_FROM?.trim() || `Bălți <no-reply@${appDomain.replace(/:\d+$/, '')}>`,
      secure: bool(env, 'SMTP_SECURE', false),
    },
    dataDir,
    storageDir: absolute(env.STORAGE_DIR?.trim() || join(dataDir, 'storage'), cwd),
    seedDemo: oneOf(env, 'SEED_DEMO', ['auto', 'true', 'false'] as const, 'auto'),
    frontendDist:
      frontendDistRaw === undefined
        ? resolve(__dirname, '../../../frontend/dist')
        : frontendDistRaw.trim() === ''
          ? null
          : absolute(frontendDistRaw.trim(), cwd),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    swaggerEnabled: bool(env, 'SWAGGER_ENABLED', !production),
    adminEmail,
    adminPassword,
    rateLimitAuth: int(env, 'RATE_LIMIT_AUTH', 10, 1, 100000),
    rateLimitAuthBackoff: int(env, 'RATE_LIMIT_AUTH_BACKOFF', 60, 1, 3600),
    rateLimitResetMails: int(env, 'RATE_LIMIT_RESET_MAILS', 3, 1, 1000),
    passwordHashConcurrency,
    passwordHashQueue: int(env, 'PASSWORD_HASH_QUEUE', 32 * passwordHashConcurrency, 0, 100000),
    redisUrl: redisUrl(env),
    s3: s3Config(env),
    privacyJob: bool(env, 'PRIVACY_JOB', nodeEnv !== 'test'),
    registrationOpen: bool(env, 'REGISTRATION_OPEN', true),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
