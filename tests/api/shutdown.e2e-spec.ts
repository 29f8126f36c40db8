import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_KIND, freshDatabase } from './support/app';

/**
 * Graceful shutdown: the built server (`node backend/dist/main.js`, what the container
 * runs) gets SIGTERM while an upload is half-way through. It stops taking new connections at once,
 * lets the upload finish (201, the file on disk and its row in the database), then exits by itself.
 * Runs on the suite's database (SQLite, or a fresh database on the throwaway MariaDB).
 */

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');

/** A PNG the server accepts (magic bytes checked), padded so the upload takes two writes. */
const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  randomBytes(256 * 1024),
]);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** A pause that does not keep the test process alive on its own. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** Every file below a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? filesUnder(path) : [path];
      })
    : [];

describe(`graceful shutdown on SIGTERM (${DB_KIND})`, () => {
  let dir: string;
  let db: { url: string; drop(): Promise<void> };
  let child: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  const api = (path: string) => `http://127.0.0.1:${port}${path}`;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w backend\` first`);
    dir = mkdtempSync(join(tmpdir(), 'balti-shutdown-'));
    db = await freshDatabase(dir);
    port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: dir,
        STORAGE_DIR: join(dir, 'storage'),
        JWT_SECRET: 'shutdown-test-secret-long-enough-0123456789-abcdef',
        SEED_DEMO: 'true',
        FRONTEND_DIST: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await fetch(api('/api/health')).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await sleep(200);
    }
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the upload in flight, refuses new connections, then exits by itself', async () => {
    const login = await fetch(api('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'angajat@balta-demo.ro', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: { company_id: number } };
    const base = `/api/company/${user.company_id}`;
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(api(`${base}/createClient`), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Ion', last_name: 'Închidere' }),
    });
    expect(created.status).toBe(201);
    const clientId = ((await created.json()) as { id: number }).id;
    // Documents need the client's recorded consent.
    const consented = await fetch(api(`${base}/clients/${clientId}/consent`), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ consent_text: 'Acord pentru păstrarea documentelor.' }),
    });
    expect(consented.status).toBe(200);

    // The upload: headers and the first half of the body now, the rest after SIGTERM.
    const boundary = `----BaltiShutdown${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="permis.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        api(`${base}/clients/${clientId}/storeFiles`),
        {
          method: 'POST',
          headers: {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(body.length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, half));
      setTimeout(() => {
        child.kill('SIGTERM');
        // New connections are refused (the listening socket is closed) or answered 503 while closing.
        void (async () => {
          const deadline = Date.now() + 10_000;
          let refusedOrUnavailable = false;
          while (!refusedOrUnavailable && Date.now() < deadline) {
            const status = await fetch(api('/api/health'), { headers: { connection: 'close' } }).then(
              (r) => r.status,
              () => 'refused' as const,
            );
            refusedOrUnavailable = status === 'refused' || status === 503;
            if (!refusedOrUnavailable) await sleep(50);
          }
          newConnections = refusedOrUnavailable ? 'refused' : 'still accepted';
          req.end(body.subarray(half));
        })();
      }, 300);
    });
    let newConnections = '';

    const done = await answer;
    expect(newConnections).toBe('refused');
    expect(done.status).toBe(201);
    const stored = JSON.parse(done.text) as { id: number; file_name?: string; name?: string }[] | { id: number }[];
    expect(Array.isArray(stored) ? stored.length : 0).toBe(1);

    // The process ends on its own: Nest closes the app, then re-raises SIGTERM on itself.
    const end = await Promise.race([exited, sleep(15_000).then(() => 'still running' as const)]);
    expect(end).toEqual({ code: null, signal: 'SIGTERM' });

    // Nothing lost: the bytes are on disk and the row is in the database.
    const files = filesUnder(join(dir, 'storage'));
    expect(files.filter((f) => readFileSync(f).equals(PNG))).toHaveLength(1);
    const rows = await countMedia(db.url, clientId);
    expect(rows).toBe(1);
  }, 60_000);
});

/** Documents (media links) of a client, read straight from the database after the server has gone. */
async function countMedia(url: string, clientId: number): Promise<number> {
  if (url.startsWith('sqlite:')) {
    const Database = (await import('better-sqlite3')).default;
    const sqlite = new Database(url.slice('sqlite:'.length), { readonly: true });
    try {
      const row = sqlite.prepare('SELECT COUNT(*) AS n FROM client_documents WHERE client_id = ?').get(clientId) as {
        n: number;
      };
      return Number(row.n);
    } finally {
      sqlite.close();
    }
  }
  const { createConnection } = await import('mysql2/promise');
  const conn = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:') });
  try {
    const [rows] = await conn.query('SELECT COUNT(*) AS n FROM client_documents WHERE client_id = ?', [clientId]);
    return Number((rows as { n: number }[])[0].n);
  } finally {
    await conn.end();
  }
}

/**
 * A start the database refuses (SQLite: a file where its folder should be; MariaDB: a wrong
 * password): the container's log says so in the JSON lines of every other event, never Nest's
 * coloured text, and the process ends with a failure after the connection's retries.
 */
describe(`a start that fails, in the log (${DB_KIND})`, () => {
  it('writes only JSON lines, the database’s refusal among them, and exits with a failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'balti-refused-'));
    let url: string;
    let drop = async () => {};
    if (DB_KIND === 'sqlite') {
      writeFileSync(join(dir, 'not-a-folder'), '');
      url = `sqlite:${join(dir, 'not-a-folder', 'app.sqlite')}`;
    } else {
      const db = await freshDatabase(dir);
      drop = db.drop;
      const wrong = new URL(db.url);
      wrong.password = 'not-the-password';
      url = wrong.toString();
    }
    try {
      const child = spawn(process.execPath, [MAIN], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          PORT: String(await freePort()),
          DATABASE_URL: url,
          DATA_DIR: dir,
          JWT_SECRET: 'refused-start-secret-long-enough-0123456789-abcdef',
          FRONTEND_DIST: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
      expect(code).not.toBe(0);
      const lines = output.split('\n').filter((l) => l.trim());
      expect(lines.length).toBeGreaterThan(1);
      const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(entries.some((e) => e.level >= 50 && /Unable to connect to the database/.test(e.msg))).toBe(true);
      expect(output).not.toContain('\u001b[');
    } finally {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
