import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@app/database/data-source';
import { seedDemo } from '@app/database/seeds/demo.seed';
import { getFreePort } from '../support/mariadb';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/redis';
import { startThrowawayS3, type ThrowawayS3 } from '../support/s3';
import { freshDatabase, PASSWORD } from './support/app';
import { multipart, pdf } from './support/files';

/**
 * Two API processes (the built backend/dist/main.js, as in production) on one MariaDB, one Redis
 * and one S3-protocol server. MariaDB only: it runs in the MariaDB suite.
 */
const MAIN = resolve(__dirname, '../../backend/dist/main.js');
const COUNT = 200;
const LIMIT = 5;

interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(replica: Replica, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (options.body instanceof Uint8Array) body = options.body as NonNullable<RequestInit['body']>;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${replica.url}${path}`, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, bytes, headers: res.headers };
}

describe('two API processes on one MariaDB, Redis and S3 server', () => {
  let redis: ThrowawayRedis;
  let s3: ThrowawayS3;
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let replicas: Replica[] = [];
  let one: Replica;
  let two: Replica;

  function startReplica(name: string, port: number, env: Record<string, string>): Replica {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-200_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return { name, url: `http://127.0.0.1:${port}`, child, output: () => output };
  }

  async function healthy(replica: Replica): Promise<void> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (replica.child.exitCode !== null) {
        throw new Error(`${replica.name} exited with ${replica.child.exitCode}:\n${replica.output()}`);
      }
      try {
        if ((await fetch(`${replica.url}/api/health`)).status === 200) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`${replica.name} never became healthy:\n${replica.output()}`);
      await sleep(200);
    }
  }

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w backend first`);
    dataDir = mkdtempSync(join(tmpdir(), 'balti-replicas-'));
    [redis, s3, db] = await Promise.all([startThrowawayRedis(), startThrowawayS3(), freshDatabase(dataDir)]);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      JWT_SECRET: 'replicas-secret-that-is-long-enough-for-hs256-0123456789',
      APP_DOMAIN: 'baltiapp.test',
      DATA_DIR: dataDir,
      FRONTEND_DIST: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH: String(LIMIT),
      // Both would create it: the start-up lock lets one do it.
      ADMIN_EMAIL: 'platforma@baltiapp.test',
      ADMIN_PASSWORD: PASSWORD,
      REDIS_URL: redis.url,
      ...s3.env,
    };
    const [p1, p2] = [await getFreePort(), await getFreePort()];
    // Started together on an empty database.
    replicas = [startReplica('replica 1', p1, env), startReplica('replica 2', p2, env)];
    [one, two] = replicas;
    await Promise.all(replicas.map(healthy));

    // The demo companies and accounts, written by the test itself (SEED_DEMO is refused in production).
    const ds = await new DataSource(
      dataSourceOptions({ type: 'mariadb', url: db.url.replace(/^mariadb:/, 'mysql:') }),
    ).initialize();
    try {
      await seedDemo(ds, { catalogue: true, living: false });
    } finally {
      await ds.destroy();
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      replicas.map(
        (r) =>
          new Promise<void>((done) => {
            if (r.child.exitCode !== null) return done();
            r.child.once('exit', () => done());
            r.child.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all([redis?.stop(), s3?.stop(), db?.drop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once when both start together on an empty database, and creates the first admin once', async () => {
    const conn = await createConnection({ uri: db.url.replace(/^mariadb:/, 'mysql:') });
    try {
      const [migrations] = (await conn.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name')) as [
        { name: string; n: number }[],
        unknown,
      ];
      expect(migrations.length).toBeGreaterThan(0);
      expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);
      const [admins] = (await conn.query(
        "SELECT COUNT(*) AS n FROM users WHERE email = 'platforma@baltiapp.test'",
      )) as [{ n: number }[], unknown];
      expect(Number(admins[0].n)).toBe(1);
    } finally {
      await conn.end();
    }
    // One process applied them; the other waited for the lock and found nothing to do.
    const applied = replicas.filter((r) => /applied \d+/.test(r.output()) || /"msg":"applied /.test(r.output()));
    expect(applied.map((r) => r.name)).toHaveLength(1);
  });

  it('holds a sign-in limit reached through one process on the other', async () => {
    const email = 'admin@balta-demo.ro';
    for (let i = 0; i < LIMIT; i++) {
      expect((await call(one, 'POST', '/api/login', { body: { email, password: 'Greșită123!' } })).status).toBe(401);
    }
    const refused = await call(two, 'POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Prea multe încercări. Încercați din nou peste un minut.' });
  });

  it('refuses on the other process, at once, a token revoked on one', async () => {
    const signIn = await call(two, 'POST', '/api/login', {
      body: { email: 'angajat@balta-demo.ro', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    expect((await call(one, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(two, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await call(one, 'GET', '/api/user', { token })).status).toBe(401);
    expect((await call(two, 'GET', '/api/user', { token })).status).toBe(401);
  });

  describe('with a signed-in employee', () => {
    let token: string;
    let base: string;
    let clientId: number;

    beforeAll(async () => {
      const signIn = await call(one, 'POST', '/api/login', {
        body: { email: 'angajat@balta-demo.ro', password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      token = signIn.body.token;
      base = `/api/company/${signIn.body.user.company_id}`;
      const client = await call(two, 'POST', `${base}/createClient`, {
        token,
        body: { first_name: 'Ion', last_name: 'Replicat' },
      });
      expect(client.status).toBe(201);
      clientId = client.body.id;
      // Documents need the client's recorded consent.
      const consent = await call(two, 'POST', `${base}/clients/${clientId}/consent`, {
        token,
        body: { consent_text: 'Acord pentru păstrarea documentelor.' },
      });
      expect(consent.status).toBe(200);
    });

    it('serves through one process a file uploaded through the other', async () => {
      const PDF = pdf();
      const { body, headers } = multipart([{ name: 'permis de pescuit.pdf', bytes: PDF }]);
      const res = await fetch(`${one.url}${base}/clients/${clientId}/storeFiles`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: body as NonNullable<RequestInit['body']>,
      });
      expect(res.status).toBe(201);
      const [file] = (await res.json()) as { media_id: number }[];
      const served = await call(two, 'GET', `${base}/clients/${clientId}/media/${file.media_id}`, { token });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.bytes.equals(PDF)).toBe(true);
    });

    it(`gives ${COUNT} concurrent pass issues split over both processes consecutive numbers, no gap`, async () => {
      const catalogue = (await call(one, 'GET', `${base}/plans`, { token })).body;
      const body = {
        plan_id: catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id,
        water_id: catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id,
        payment_method: 'cash',
      };
      const series = (await call(two, 'GET', `${base}/docSeries?type=pass`, { token })).body.find(
        (s: { is_default: boolean }) => s.is_default,
      ) as { next_number: number };
      const answers = await Promise.all(
        Array.from({ length: COUNT }, (_, i) =>
          call(i % 2 ? one : two, 'POST', `${base}/clients/${clientId}/createPass`, { token, body }),
        ),
      );
      expect(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
      const numbers = answers.map((a) => a.body.number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: COUNT }, (_, i) => series.next_number + i));
      const receipts = answers.map((a) => a.body.receipt.number as number);
      expect(new Set(receipts).size).toBe(COUNT);
      expect(Math.max(...receipts) - Math.min(...receipts)).toBe(COUNT - 1);
    }, 120_000);
  });
});
