import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createApp, type BaltiApp } from '@app/bootstrap';
import { loadConfig, type AppConfig } from '@app/config/config';
import { DEMO_PASSWORD, seedDemo } from '@app/database/seeds/demo.seed';
import { ContractValidator } from './contract';

export const PASSWORD = DEMO_PASSWORD;
export const DB_KIND = process.env.BALTI_TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite';

export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | number | string[] | undefined>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp extends BaltiApp {
  config: AppConfig;
  dataSource: DataSource;
  call<T = any>(method: string, url: string, options?: CallOptions): Promise<Reply<T>>;
  /** Signs in and answers the bearer token (fails the test on anything but 200). */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** A database of its own for one test file: a temp SQLite file, or a fresh schema on the throwaway MariaDB. */
export async function freshDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (DB_KIND === 'sqlite') return { url: `sqlite:${join(dir, 'app.sqlite')}`, drop: async () => undefined };
  // The throwaway server is MariaDB: say so, so TypeORM reads its catalogue the MariaDB way.
  const server = process.env.BALTI_MARIADB_URL;
  if (!server) throw new Error('BALTI_TEST_DB=mariadb needs BALTI_MARIADB_URL (set by the global setup)');
  const name = `balti_e2e_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const url = new URL(server);
  url.pathname = '/';
  const admin = await createConnection({ uri: url.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString().replace(/^mysql:/, 'mariadb:'),
    drop: async () => {
      const conn = await createConnection({ uri: server });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** The real application on a real, freshly migrated database with the demo companies and accounts. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'balti-e2e-'));
  const db = await freshDatabase(dir);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
      // The fixtures below seed what the tests need (accounts, companies, default series).
      SEED_DEMO: 'false',
      FRONTEND_DIST: '',
      LOG_LEVEL: 'silent',
      SWAGGER_ENABLED: 'false',
      RATE_LIMIT_AUTH: '1000',
      PUBLIC_URL: 'http://baltiapp.test',
      ...env,
    },
    dir,
  );
  const built = await createApp(config, { logger: env.LOG_LEVEL !== undefined });
  if (env.SEED_DEMO !== 'false')
    await seedDemo(built.app.get(DataSource), {
      catalogue: env.DEMO_CATALOGUE === 'true',
      living: env.DEMO_LIVING === 'true',
    });
  const fastify = built.app.getHttpAdapter().getInstance();
  const contract = new ContractValidator(built.openapi);

  const call = async <T>(method: string, url: string, options: CallOptions = {}): Promise<Reply<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (Buffer.isBuffer(options.body)) {
      // A raw body (multipart uploads): sent unchanged, with the caller's content-type.
      payload = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fastify.inject({ method: method as 'GET', url, headers, payload });
    let body: unknown;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      // not JSON (an HTML page, a file): `text` has it
    }
    // Every documented answer matches its OpenAPI schema, or the test that made the call fails.
    contract.check(method, url, res.statusCode, body, String(res.headers['content-type'] ?? ''));
    return { status: res.statusCode, body: body as T, text: res.body, headers: res.headers };
  };

  return {
    ...built,
    config,
    dataSource: built.app.get(DataSource),
    call,
    async login(email: string, password = PASSWORD) {
      const res = await call<{ token: string }>('POST', '/api/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} answered ${res.status}: ${res.text}`);
      return res.body.token;
    },
    async close() {
      await built.app.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Ids of the demo fixtures: company A (Balta Demo, admin + staff) and company B (Lacul Liniștit). */
export async function demoIds(app: TestApp) {
  const rows: { id: number; slug: string }[] = await app.dataSource.query('SELECT id, slug FROM companies ORDER BY id');
  const a = rows.find((r) => r.slug === 'balta-demo');
  const b = rows.find((r) => r.slug === 'lacul-linistit');
  if (!a || !b) throw new Error('demo companies missing');
  return { companyA: Number(a.id), companyB: Number(b.id) };
}

/** What most API specs start from: the app on a fresh test database and the two demo companies' users. */
export interface DemoWorld {
  t: TestApp;
  /** Balta Demo and Lacul Liniștit. */
  A: number;
  B: number;
  /** Signed-in tokens: Balta Demo's administrator and employee, Lacul Liniștit's administrator. */
  adminA: string;
  staffA: string;
  adminB: string;
}

/**
 * Starts the app (startTestApp(), with `env`), finds the demo companies and signs their users in:
 * `({ t, A, B, adminA, staffA, adminB } = await demoWorld())` in a spec's beforeAll.
 */
export async function demoWorld(env: Record<string, string> = {}): Promise<DemoWorld> {
  const t = await startTestApp(env);
  const { companyA: A, companyB: B } = await demoIds(t);
  const [adminA, staffA, adminB] = await Promise.all([
    t.login('admin@balta-demo.ro'),
    t.login('angajat@balta-demo.ro'),
    t.login('admin@lacul-linistit.ro'),
  ]);
  return { t, A, B, adminA, staffA, adminB };
}
