import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, ENV_VARIABLES, loadConfig, parseDatabaseUrl } from './config';

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
    expect(config.appDomain).toBe('localhost');
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
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://host-only' }, 'DATABASE_URL'],
    [{ APP_DOMAIN: 'https://x.ro' }, 'APP_DOMAIN'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ ADMIN_EMAIL: 'a@b.ro', ADMIN_PASSWORD: 'x' }, 'ADMIN_PASSWORD'],
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
