/**
 * Throwaway MariaDB server for tests (API e2e under jest, browser tests under Playwright).
 *
 *   const db = await startThrowawayMariaDb();
 *   process.env.DATABASE_URL = db.url; // mysql://root@127.0.0.1:<port>/balti_test
 *   ...
 *   await db.stop();
 *
 * A fresh datadir is created in the OS temp dir with `mariadb-install-db`, `mariadbd` is started
 * on 127.0.0.1 and a free port (TCP only matters; the socket lives in the temp dir), and
 * `stop()` terminates the server and removes everything. Running as root the server runs as the
 * `mysql` user (mariadbd refuses to run as root); otherwise as the current user.
 * When mariadbd is missing and we are root, `apt-get install -y mariadb-server` is run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface ThrowawayMariaDb {
  /** `mysql://root@127.0.0.1:<port>/balti_test` */
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL after a grace period) and deletes its files. */
  stop(): Promise<void>;
  /** Kills the server (SIGKILL, like a crash) and keeps its files, for fault tests. */
  crash(): Promise<void>;
  /** Starts the server again on the same files and port; resolves once it accepts connections. */
  restart(): Promise<void>;
}

export interface ThrowawayMariaDbOptions {
  /** Fixed port; default: a free port picked by the OS. */
  port?: number;
  /** Database created after start; default `balti_test`. */
  database?: string;
  /** How long to wait for the server to accept connections; default 60 s. */
  startTimeoutMs?: number;
}

const SBIN_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin', '/sbin'];

/** Finds an executable on PATH or in the usual sbin dirs (mariadbd lives in /usr/sbin). */
export function findExecutable(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...SBIN_DIRS];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs mariadb-server with apt when running as root; otherwise explains what to run. */
function ensureMariaDbInstalled(): { mariadbd: string; installDb: string } {
  let mariadbd = findExecutable('mariadbd') ?? findExecutable('mysqld');
  let installDb = findExecutable('mariadb-install-db') ?? findExecutable('mysql_install_db');
  if (mariadbd && installDb) return { mariadbd, installDb };
  if (!isRoot()) {
    throw new Error(
      'MariaDB server is not installed (mariadbd / mariadb-install-db not found). ' +
        'Install it with: sudo apt-get install -y mariadb-server',
    );
  }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'mariadb-server']]) {
    const res = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${res.status})`);
  }
  mariadbd = findExecutable('mariadbd') ?? findExecutable('mysqld');
  installDb = findExecutable('mariadb-install-db') ?? findExecutable('mysql_install_db');
  if (!mariadbd || !installDb) throw new Error('mariadb-server installed but mariadbd still not found');
  return { mariadbd, installDb };
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

function chownRecursive(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) chownRecursive(join(path, entry), uid, gid);
  }
}

function mysqlIds(): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', 'mysql'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'mysql'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('running as root but there is no `mysql` user (apt-get install -y mariadb-server creates it)');
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the last lines a child wrote, for error messages. */
function tail(child: ChildProcess, max = 60): () => string {
  const lines: string[] = [];
  const push = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > max) lines.splice(0, lines.length - max);
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return () => lines.join('\n');
}

// Servers still running when the process exits are killed (best effort, synchronous).
const live = new Set<{ child: ChildProcess; base: string }>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const { child, base } of live) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
      try {
        rmSync(base, { recursive: true, force: true });
      } catch {
        /* ignore */
      }
    }
  });
}

export async function startThrowawayMariaDb(opts: ThrowawayMariaDbOptions = {}): Promise<ThrowawayMariaDb> {
  const { mariadbd, installDb } = ensureMariaDbInstalled();
  const database = opts.database ?? 'balti_test';
  if (!/^[A-Za-z0-9_]+$/.test(database)) throw new Error(`invalid database name: ${database}`);
  const root = isRoot();

  const base = mkdtempSync(join(tmpdir(), 'balti-mariadb-'));
  const datadir = join(base, 'data');
  const socket = join(base, 'mysqld.sock');
  const tmp = join(base, 'tmp');
  mkdirSync(datadir);
  mkdirSync(tmp);
  if (root) {
    const { uid, gid } = mysqlIds();
    chownRecursive(base, uid, gid);
  }

  const cleanupDir = () => rmSync(base, { recursive: true, force: true });

  // 1. Initialise the system tables.
  const installArgs = [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...(root ? ['--user=mysql'] : []),
  ];
  const install = spawnSync(installDb, installArgs, { encoding: 'utf8', timeout: 120_000 });
  if (install.status !== 0) {
    cleanupDir();
    throw new Error(
      `${installDb} ${installArgs.join(' ')} failed (exit ${install.status}):\n${install.stdout}\n${install.stderr}`,
    );
  }

  // 2. Start the server.
  const port = opts.port ?? (await getFreePort());
  const serverArgs = [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--port=${port}`,
    `--socket=${socket}`,
    `--tmpdir=${tmp}`,
    `--pid-file=${join(base, 'mysqld.pid')}`,
    '--bind-address=127.0.0.1',
    '--skip-log-bin',
    '--skip-name-resolve',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    '--innodb-buffer-pool-size=64M',
    '--innodb-flush-log-at-trx-commit=2',
    ...(root ? ['--user=mysql'] : []),
  ];
  const child = spawn(mariadbd, serverArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  const logTail = tail(child);
  const entry = { child, base };
  live.add(entry);
  installExitHook();

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const stop = async (): Promise<void> => {
    if (!exited) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        exitPromise.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), 30_000);
        }),
      ]);
      clearTimeout(timer);
      if (timedOut && !exited) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    live.delete(entry);
    cleanupDir();
  };

  // 3. Wait until it accepts connections, then create the database.
  const { createConnection } = await import('mysql2/promise');
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  let lastError: unknown;
  for (;;) {
    if (exited) {
      const e = exited as { code: number | null; signal: NodeJS.Signals | null };
      await stop();
      throw new Error(`mariadbd exited early (code ${e.code}, signal ${e.signal}):\n${logTail()}`);
    }
    try {
      const conn = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2_000 });
      try {
        await conn.query(
          `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      } finally {
        await conn.end();
      }
      break;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`mariadbd did not accept connections on port ${port}: ${String(lastError)}\n${logTail()}`);
    }
    await sleep(200);
  }

  let current = child;
  const crash = async (): Promise<void> => {
    if (current.exitCode !== null || current.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill('SIGKILL');
    await gone;
  };
  const restart = async (): Promise<void> => {
    current = spawn(mariadbd, serverArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    entry.child = current;
    const again = Date.now() + 60_000;
    for (;;) {
      try {
        const conn = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2_000 });
        await conn.end();
        return;
      } catch (err) {
        if (Date.now() > again)
          throw new Error(`mariadbd did not come back on port ${port}: ${String(err)}`, { cause: err });
      }
      await sleep(200);
    }
  };
  const stopAll = async (): Promise<void> => {
    if (current !== child) {
      await crash();
      live.delete(entry);
      cleanupDir();
      return;
    }
    await stop();
  };

  return { url: `mysql://root@127.0.0.1:${port}/${database}`, port, stop: stopAll, crash, restart };
}
