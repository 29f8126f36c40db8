/**
 * scripts/backup.sh and scripts/restore.sh against a real MariaDB: data made through the API is
 * dumped, restored into a fresh database and storage directory, and a second app started on the
 * restored database sees it all. Starts its own throwaway MariaDB whatever BALTI_TEST_DB says.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { findExecutable, startThrowawayMariaDb, type ThrowawayMariaDb } from '../support/mariadb';
import { demoIds, startTestApp, type TestApp } from './support/app';

const ROOT = resolve(__dirname, '..', '..');
const BACKUP = join(ROOT, 'scripts', 'backup.sh');
const RESTORE = join(ROOT, 'scripts', 'restore.sh');
// A password that needs URL-encoding, to exercise the scripts' URL parsing and MYSQL_PWD.
const BACKUP_USER = 'balti_backup';
const BACKUP_PASSWORD = 'p@ss:w/rd%20 ü#?';

function run(script: string, args: string[], env: Record<string, string>) {
  const res = spawnSync('bash', [script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
  });
  if (res.status !== 0) {
    throw new Error(`${script} ${args.join(' ')} exited ${res.status}:\n${res.stdout}\n${res.stderr}`);
  }
  return res;
}

describe('backup and restore (scripts/backup.sh, scripts/restore.sh) on MariaDB', () => {
  let server: ThrowawayMariaDb;
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let work: string;
  const url = (db: string, user = 'root', password = '') =>
    `mariadb://${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}@127.0.0.1:${server.port}/${db}`;

  async function createDatabase(name: string): Promise<void> {
    const conn = await createConnection({ host: '127.0.0.1', port: server.port, user: 'root' });
    try {
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await conn.end();
    }
  }

  beforeAll(async () => {
    if (!findExecutable('mariadb-dump') && !findExecutable('mysqldump')) {
      throw new Error(
        'mariadb-dump (or mysqldump) is not on PATH: scripts/backup.sh needs it. ' +
          'Install it with: sudo apt-get install -y mariadb-client',
      );
    }
    server = await startThrowawayMariaDb({ database: 'balti_source' });
    work = mkdtempSync(join(tmpdir(), 'balti-backup-'));
    const conn = await createConnection({ host: '127.0.0.1', port: server.port, user: 'root' });
    try {
      await conn.query('CREATE USER ?@? IDENTIFIED BY ?', [BACKUP_USER, '%', BACKUP_PASSWORD]);
      await conn.query('GRANT ALL PRIVILEGES ON *.* TO ?@?', [BACKUP_USER, '%']);
    } finally {
      await conn.end();
    }
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('restores the database and the uploaded files into a fresh database that a new app runs on', async () => {
    // 1. Data through the API, and a file in the storage directory.
    const storage = join(work, 'storage');
    mkdirSync(join(storage, 'clients', '1'), { recursive: true });
    first = await startTestApp({
      DATABASE_URL: url('balti_source'),
      STORAGE_DIR: storage,
      DEMO_CATALOGUE: 'true',
    });
    const { companyA } = await demoIds(first);
    const base = `/api/company/${companyA}`;
    const token = await first.login('admin@balta-demo.ro', 'Demo1234!');
    const client = await first.call('POST', `${base}/createClient`, {
      token,
      body: { first_name: 'Ștefan', last_name: 'Backupescu' },
    });
    expect(client.status).toBe(201);
    const lists = await first.call('GET', `${base}/plans`, { token });
    expect(lists.status).toBe(200);
    const plan = (lists.body.plans as { id: number; name: string }[]).find((p) => p.name === 'Permis o zi');
    const water = (lists.body.waters as { id: number; name: string }[]).find((w) => w.name === 'Lacul Mare');
    expect(plan && water).toBeTruthy();
    const pass = await first.call('POST', `${base}/clients/${client.body.id}/createPass`, {
      token,
      body: { plan_id: plan!.id, water_id: water!.id, payment_method: 'cash' },
    });
    expect(pass.status).toBe(201);
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xc4, 0x83, 0x0a, ...Buffer.from('Bălți')]);
    const filePath = join('clients', '1', 'act identitate ă.pdf');
    writeFileSync(join(storage, filePath), bytes);
    await first.close();
    first = undefined;

    // 2. Backup, with a user whose password needs URL-encoding.
    const backupDir = join(work, 'backups');
    const backup = run(BACKUP, [], {
      DATABASE_URL: url('balti_source', BACKUP_USER, BACKUP_PASSWORD),
      STORAGE_DIR: storage,
      BACKUP_DIR: backupDir,
    });
    const printed = backup.stdout.trim().split('\n');
    expect(printed).toHaveLength(2);
    const [dumpFile, storageFile] = printed;
    expect(dumpFile).toMatch(/balti-db-balti_source-\d{8}T\d{6}Z\.sql\.gz$/);
    expect(storageFile).toMatch(/balti-storage-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(readdirSync(backupDir).sort()).toEqual(
      [dumpFile, storageFile].map((f) => f.slice(backupDir.length + 1)).sort(),
    );
    expect(statSync(dumpFile).size).toBeGreaterThan(1000);
    expect(backup.stderr).not.toContain(BACKUP_PASSWORD);

    // 3. Restore into a fresh empty database and storage directory.
    await createDatabase('balti_restored');
    const restoredStorage = join(work, 'restored-storage');
    const restoreEnv = {
      DATABASE_URL: url('balti_restored', BACKUP_USER, BACKUP_PASSWORD),
      STORAGE_DIR: restoredStorage,
    };
    run(RESTORE, [dumpFile, storageFile], restoreEnv);

    // A second restore into the now non-empty database is refused without FORCE=1.
    const again = spawnSync('bash', [RESTORE, dumpFile], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...restoreEnv },
    });
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('not empty');

    // 4. A new app on the restored database (no seeding) sees everything.
    second = await startTestApp({
      DATABASE_URL: url('balti_restored'),
      STORAGE_DIR: restoredStorage,
      SEED_DEMO: 'false',
    });
    expect(await second.dataSource.showMigrations()).toBe(false);
    const token2 = await second.login('admin@balta-demo.ro', 'Demo1234!');
    const restoredPass = await second.call('GET', `${base}/passes/${pass.body.id}`, { token: token2 });
    expect(restoredPass.status).toBe(200);
    expect(restoredPass.body).toMatchObject({
      id: pass.body.id,
      series: pass.body.series,
      number: pass.body.number,
      total: pass.body.total,
    });
    const clients = await second.call('POST', `${base}/clients`, { token: token2, body: {} });
    expect(clients.status).toBe(200);
    expect((clients.body.data as { id: number; name: string }[]).map((c) => c.name)).toContain('Backupescu Ștefan');
    expect(readFileSync(join(restoredStorage, filePath)).equals(bytes)).toBe(true);
  }, 240_000);
});
