import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, ENV_VARIABLES, hostUrl, loadConfig, parseDatabaseUrl } from './config';

const made: string[] = [];
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'balti-config-'));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to port 3000, embedded SQLite in the data folder and localhost', () => {
    const cwd = dir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ type: 'sqlite', database: join(cwd, 'data', 'app.sqlite') });
    expect(config.appDomain).toBe('localhost:3000');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storageDir).toBe(join(cwd, 'data', 'storage'));
    expect(config.smtp.host).toBeUndefined();
  });

  it('generates the JWT secret once outside production and keeps it in the data folder', () => {
    const cwd = dir();
    const first = loadConfig({}, cwd).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(cwd, 'data', '.jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first);
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://balti.ro', JWT_SECRET: 'x'.repeat(40), SIGNING_KEY_SECRET: 'abc' },
      'SIGNING_KEY_SECRET',
    ],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://host-only' }, 'DATABASE_URL'],
    [{ APP_DOMAIN: 'https://x.ro' }, 'APP_DOMAIN'],
    [{ PUBLIC_URL: 'balti.ro' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://balti.ro' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://balti.ro/app' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'http://10.0.0.5:8080' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'a@b.ro', ADMIN_PASSWORD: 'x' }, 'ADMIN_PASSWORD'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Balti_Files' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'balti', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'balti', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'balti', S3_PREFIX: 'balti' }, 'S3_PREFIX'],
  ])('refuses %p naming %s', (env, variable) => {
    expect(() => loadConfig(env, dir())).toThrow(ConfigError);
    expect(() => loadConfig(env, dir())).toThrow(new RegExp(`^Configuration error: ${variable} `));
  });

  it('accepts a production configuration with a long secret', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        DATABASE_URL: 'mariadb://u:p@db:3306/balti',
        APP_DOMAIN: 'baltiapp.ro',
      },
      dir(),
    );
    expect(config.database).toEqual({ type: 'mariadb', url: 'mysql://u:p@db:3306/balti' });
    expect(config.appProtocol).toBe('https');
    expect(config.swaggerEnabled).toBe(false);
  });

  it('takes the public address, port included, from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'http://Balti.Example.ro:8080/', PORT: '3000' }, dir());
    expect(config.publicUrl).toBe('http://balti.example.ro:8080');
    expect(config.appDomain).toBe('balti.example.ro:8080');
    expect(config.appProtocol).toBe('http');
    expect(hostUrl(config, 'balta-demo', '/verify/X')).toBe('http://balta-demo.balti.example.ro:8080/verify/X');
    expect(hostUrl(config, null)).toBe('http://balti.example.ro:8080');
  });

  it('drops the default port of the scheme', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://balti.ro:443' }, dir()).appDomain).toBe('balti.ro');
    expect(loadConfig({ APP_DOMAIN: 'balti.ro:80', APP_PROTOCOL: 'http' }, dir()).publicUrl).toBe('http://balti.ro');
  });

  it('keeps the port npm start listens on when nothing is set, so printed links and QR codes open', () => {
    const config = loadConfig({ PORT: '4100' }, dir());
    expect(hostUrl(config, 'org', '/login')).toBe('http://org.localhost:4100/login');
  });

  it('still reads APP_DOMAIN and APP_PROTOCOL when PUBLIC_URL is empty', () => {
    const config = loadConfig({ APP_DOMAIN: 'baltiapp.ro', APP_PROTOCOL: 'https', PUBLIC_URL: '' }, dir());
    expect(config.publicUrl).toBe('https://baltiapp.ro');
  });

  it('keeps rate limits and uploads in this process and on disk unless Redis and S3 are configured', () => {
    const config = loadConfig({}, dir());
    expect(config.redisUrl).toBeNull();
    expect(config.s3).toBeNull();
  });

  it('reads Redis and an S3-compatible bucket, path-style by default when an endpoint is given', () => {
    const config = loadConfig(
      {
        REDIS_URL: 'redis://redis:6379/0',
        S3_BUCKET: 'balti-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'uploads/',
      },
      dir(),
    );
    expect(config.redisUrl).toBe('redis://redis:6379/0');
    expect(config.s3).toEqual({
      bucket: 'balti-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });

  it('lists each variable it reads once', () => {
    expect(new Set(ENV_VARIABLES).size).toBe(ENV_VARIABLES.length);
  });
});

describe('parseDatabaseUrl', () => {
  it('resolves a relative SQLite path against the working folder', () => {
    expect(parseDatabaseUrl('sqlite:./data/x.sqlite', '/srv/app')).toEqual({
      type: 'sqlite',
      database: '/srv/app/data/x.sqlite',
    });
  });

  it('keeps MySQL URLs as MySQL', () => {
    expect(parseDatabaseUrl('mysql://root@127.0.0.1:3306/balti', '/')).toEqual({
      type: 'mysql',
      url: 'mysql://root@127.0.0.1:3306/balti',
    });
  });
});
