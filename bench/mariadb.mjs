/**
 * A throwaway MariaDB for the benchmark, started the same way as tests/support/mariadb.ts
 * (fresh datadir in the temp dir, mariadbd on 127.0.0.1 and a free port, removed on stop), but
 * sized for data: a 1 GiB buffer pool instead of the tests' 64 MiB, so the measured set is in
 * memory as it would be on a production server.
 *
 * - `seeding: true`: for a bulk load only (seed:scale), durability off: no doublewrite, the redo
 *   log written but not flushed at commit, a larger redo log and sort buffer (index builds).
 * - `save(dir)`: stops the server cleanly and moves its datadir to dir (a seed cache, bench/scale.mjs).
 * - `from: dir`: starts on a copy of such a saved datadir instead of a fresh one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function chownRecursive(path, uid, gid) {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const e of readdirSync(path)) chownRecursive(join(path, e), uid, gid);
}

export async function startBenchMariaDb({
  database = 'balti_bench',
  bufferPool = '1G',
  seeding = false,
  from = '',
} = {}) {
  const mariadbd = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((p) => spawnSync('test', ['-x', p]).status === 0);
  if (!mariadbd) throw new Error('mariadbd not found: apt-get install -y mariadb-server');
  const base = mkdtempSync(join(tmpdir(), 'balti-bench-mariadb-'));
  const datadir = join(base, 'data');
  if (from) {
    const copy = spawnSync('cp', ['-a', from, datadir], { encoding: 'utf8' });
    if (copy.status !== 0) throw new Error(`copying ${from} failed: ${copy.stderr}`);
  } else mkdirSync(datadir);
  mkdirSync(join(base, 'tmp'));
  const root = isRoot();
  if (root) {
    const uid = Number(spawnSync('id', ['-u', 'mysql'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'mysql'], { encoding: 'utf8' }).stdout.trim());
    chownRecursive(base, uid, gid);
  }
  const install = from
    ? { status: 0 }
    : spawnSync(
        'mariadb-install-db',
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
          ...(root ? ['--user=mysql'] : []),
        ],
        { encoding: 'utf8' },
      );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}\n${install.stderr}`);
  const port = await freePort();
  const child = spawn(
    mariadbd,
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--port=${port}`,
      `--socket=${join(base, 'mysqld.sock')}`,
      `--tmpdir=${join(base, 'tmp')}`,
      `--pid-file=${join(base, 'mysqld.pid')}`,
      '--bind-address=127.0.0.1',
      '--skip-log-bin',
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      `--innodb-buffer-pool-size=${bufferPool}`,
      ...(seeding
        ? [
            '--innodb-log-file-size=1G',
            '--innodb-flush-log-at-trx-commit=0',
            '--innodb-doublewrite=0',
            '--innodb-sort-buffer-size=64M',
          ]
        : ['--innodb-log-file-size=256M', '--innodb-flush-log-at-trx-commit=2']),
      '--max-connections=500',
      ...(root ? ['--user=mysql'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let exited = false;
  let stopping = false;
  // The server's log, read (an unread pipe would block it once full); its end told if it dies.
  let stderrTail = '';
  child.stderr.on('data', (d) => (stderrTail = (stderrTail + d).slice(-8000)));
  child.once('exit', (code, signal) => {
    exited = true;
    if (!stopping) console.error(`mariadbd on port ${port} exited (${signal ?? code}):\n${stderrTail}`);
  });
  const stop = async () => {
    stopping = true;
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 300 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(base, { recursive: true, force: true });
  };
  /** Stops cleanly (InnoDB shut down, nothing to recover) and keeps the datadir as `dir`. */
  const save = async (dir) => {
    stopping = true;
    child.kill('SIGTERM');
    for (let i = 0; i < 3000 && !exited; i++) await sleep(100);
    if (!exited) throw new Error('mariadbd did not stop: the datadir is not saved');
    rmSync(dir, { recursive: true, force: true });
    renameSync(datadir, dir);
    rmSync(base, { recursive: true, force: true });
  };
  process.on('exit', () => {
    if (!exited) child.kill('SIGKILL');
    rmSync(base, { recursive: true, force: true });
  });
  for (let i = 0; ; i++) {
    if (exited) throw new Error('mariadbd exited early');
    try {
      const conn = await createConnection({ host: '127.0.0.1', port, user: 'root' });
      await conn.query(
        `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      await conn.end();
      break;
    } catch (err) {
      if (i > 300) {
        await stop();
        throw err;
      }
      await sleep(200);
    }
  }
  return {
    url: `mariadb://root@127.0.0.1:${port}/${database}`,
    port,
    socket: join(base, 'mysqld.sock'),
    pid: child.pid,
    stop,
    save,
  };
}

// `node bench/mariadb.mjs`: starts one and keeps it until Ctrl-C (for running the seed and bench by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const db = await startBenchMariaDb();
  console.log(`DATABASE_URL=${db.url}`);
  const bye = async () => {
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', bye);
  process.on('SIGTERM', bye);
}
