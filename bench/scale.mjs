/**
 * `npm run bench -- --scale 100000,10000000`: the cost of every list and search against the size of
 * the data. Not a test.
 *
 *   nice -n 19 npm run bench -- --scale 100000,10000000 [--companies 200] [--duration 5] [--warmup 2]
 *        [--connections 10] [--only clients,passes] [--buffer-pool 3G]
 *        [--dist .tmp/my-dist]   (the build that seeds and is measured; default backend/dist)
 *        [--seed-cache DIR | --seed-cache off] [--fresh]
 *        [--db-urls URL1,URL2]   (already seeded, one per size: no seeding)
 *        [--hold]                (seed, print the URLs, keep the databases until Ctrl-C)
 *        [--out FILE]            (the markdown section; default: the temp dir)
 *        [--node PATH]           (the servers' Node binary, as bench/run.mjs --node)
 *        [--plot FILE]           (the SVG plot; default: the temp dir. BENCHMARKS.md's plot is
 *                                 bench/scale-p95.svg: pass that path for a run that goes there)
 *
 * 1. One throwaway MariaDB per size (bench/mariadb.mjs), each seeded by `seed:scale` with the same
 *    number of companies and 10 passes per client, so the largest company has the same share of
 *    every size (scale.seed.ts, share()). The seeding server runs without durability (mariadb.mjs,
 *    `seeding`); once seeded it is stopped and its datadir kept in the seed cache
 *    (default /var/tmp/balti-bench-seeds), named by the seed's sizes and a hash of what the seeded
 *    data is made from (SEED_SOURCES, the MariaDB version), so a later run (a quiet one) starts on a
 *    copy instead of seeding again; `--fresh` seeds again. The migrations are not in that hash: the
 *    cache's record (seed.json) keeps the migration files the seed was made with, and a copy is
 *    brought up to the current schema by the migrations added since (seed-scale.cli.js
 *    --migrate-only, as a production upgrade would), reported with the time they took; a migration
 *    changed or removed since seeds again. The seeding time of each is reported, from the cache's
 *    record when it came from there.
 * 2. bench/run.mjs on each, one after the other, with the same scenarios and settings (the lists and
 *    searches, and public verification as the floor).
 * 3. A markdown section: p95 per endpoint and size, the ratio largest / smallest, each endpoint's
 *    p95 as a multiple of public verification's on the same set; and the plot (--plot).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { startBenchMariaDb } from './mariadb.mjs';
import { p95Plot } from './plot.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (...a) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...a);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** A child process to its end (not spawnSync: Ctrl-C must still stop the databases). */
const running = new Set();
function run(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    running.add(child);
    child.once('error', reject);
    child.once('exit', (status) => {
      running.delete(child);
      resolve({ status });
    });
  });
}

/**
 * What the seeded data is made from besides its sizes: the generator and what it calls. Not the
 * way rows are written (bulk-writer.ts: every batch is checked to load exactly, the indexes rebuilt
 * to the same definitions), not the CLI, not the migrations (migrationFiles()).
 */
const SEED_SOURCES = [
  'backend/src/database/seeds/scale.seed.ts',
  'backend/src/database/seeds/stands.scale.ts',
  'backend/src/clients/search-keys.ts',
  'backend/src/common/random.ts',
  'backend/src/common/amount-words.ts',
  'backend/src/common/validation/cnp.ts',
  'backend/src/common/time.ts',
  'backend/src/auth/passwords.ts',
];
const sha = (data) => createHash('sha256').update(data).digest('hex');
function seedHash() {
  const hash = createHash('sha256');
  for (const p of SEED_SOURCES)
    hash
      .update(`${p}\0`)
      .update(readFileSync(join(ROOT, p)))
      .update('\0');
  // Of the demo seed, only the password the scale accounts share.
  hash.update(
    /DEMO_PASSWORD = .*/.exec(readFileSync(join(ROOT, 'backend/src/database/seeds/demo.seed.ts'), 'utf8'))[0],
  );
  const mariadbd = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find(existsSync);
  hash.update(spawnSync(mariadbd, ['--version'], { encoding: 'utf8' }).stdout ?? '');
  return hash.digest('hex').slice(0, 12);
}

/** The MariaDB migrations' files and their hashes: the schema a seed was made with. */
const MIGRATIONS = 'backend/src/database/migrations/mysql';
function migrationFiles() {
  const dir = join(ROOT, MIGRATIONS);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /^\d+-.+\.ts$/.test(f))
      .sort()
      .map((f) => [f, sha(readFileSync(join(dir, f)))]),
  );
}

/** `1795620000000-CashDispositionCancel.ts` is recorded as `CashDispositionCancel1795620000000`. */
const migrationName = (file) => file.replace(/^(\d+)-(.+)\.ts$/, '$2$1');

/** A connection to a bench database, for `use`. */
async function withConnection(url, use) {
  const u = new URL(url);
  const conn = await createConnection({
    host: u.hostname,
    port: Number(u.port),
    user: decodeURIComponent(u.username),
    database: u.pathname.slice(1),
  });
  try {
    return await use(conn);
  } finally {
    await conn.end();
  }
}

/** The migrations a database has (TypeORM's record). */
const appliedMigrations = (url) =>
  withConnection(url, async (conn) => new Set((await conn.query('SELECT name FROM migrations'))[0].map((r) => r.name)));

/**
 * Fresh InnoDB statistics on every table before a run, as a server running for a while has them: a
 * seed made before the seeder analyzed every table, or one stopped right after seeding, keeps the
 * statistics of empty tables, and the planner then joins them wrong (a whole-table scan of plans
 * for each page of passes). A few seconds, sampled pages only.
 */
const analyzeAll = (url) =>
  withConnection(url, async (conn) => {
    const [tables] = await conn.query(
      "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
    );
    for (const { t } of tables) await conn.query(`ANALYZE TABLE \`${t}\``);
  });

/** The migrations a kept seed has (applied in it) whose file changed since it was seeded, or is gone. */
function schemaChanged(applied, recorded) {
  const current = migrationFiles();
  return Object.keys(recorded)
    .filter((file) => applied.has(migrationName(file)) && current[file] !== recorded[file])
    .map(migrationName);
}

/** A child's stdout, whole. */
function capture(args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (status) => {
      running.delete(child);
      resolve({ status, stdout, stderr });
    });
  });
}

/** The lists and searches, and the floor they are compared with. */
const LISTS = [
  'clients',
  'clientsPhone',
  'clientsPage',
  'passes',
  'passesSearch',
  'passesNumber',
  'passesPage1000',
  'passesKeyset',
  'receipts',
  'receiptsSearch',
  'receiptsPage1000',
  'receiptsKeyset',
  'verify',
];

export async function runScale(argv) {
  const opt = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const sizes = opt('scale', '100000,10000000').split(',').map(Number);
  const companies = opt('companies', '200');
  const only = opt('only', LISTS.join(','));
  const given = opt('db-urls', '') ? opt('db-urls', '').split(',') : [];
  const dbs = [];
  const seeds = [];
  const stopAll = async () => {
    for (const c of running) c.kill('SIGTERM');
    for (const d of dbs) await d.stop();
  };
  process.on('SIGINT', async () => {
    await stopAll();
    process.exit(130);
  });

  const dist = opt('dist', 'backend/dist');
  const cacheOpt = opt('seed-cache', '/var/tmp/balti-bench-seeds');
  const cacheDir = cacheOpt === 'off' ? '' : cacheOpt;
  const hash = seedHash();
  const migrations = migrationFiles();
  const urls = [];
  const record = () =>
    writeFileSync(join(tmpdir(), 'balti-scale-seeds.json'), JSON.stringify({ sizes, urls, seeds }, null, 2));
  for (const [i, passes] of sizes.entries()) {
    if (given[i]) {
      urls.push(given[i]);
      continue;
    }
    const clients = String(Math.max(1000, Math.round(passes / 10)));
    const database = `balti_${passes}`;
    const bufferPool = opt('buffer-pool', '3G');
    const cached = cacheDir && join(cacheDir, `p${passes}-c${clients}-k${companies}-${hash}`);
    const kept =
      cached && existsSync(join(cached, 'seed.json')) && JSON.parse(readFileSync(join(cached, 'seed.json'), 'utf8'));
    if (kept && !kept.migrations) log(`${cached}: no record of its migrations, seeding again`);
    let reused = null;
    if (kept?.migrations && !argv.includes('--fresh')) {
      log(
        `${passes} passes: a copy of the seed cache ${cached} (seeded ${kept.seededAt} in ${kept.seconds.toFixed(0)} s)`,
      );
      const t0 = Date.now();
      const db = await startBenchMariaDb({ database, bufferPool, from: join(cached, 'data') });
      // A migration the seed has and changed or gone since: its schema is not one an upgrade reaches.
      const changed = schemaChanged(await appliedMigrations(db.url), kept.migrations);
      if (changed.length) {
        log(`${cached}: made with migrations changed or removed since (${changed.join(', ')}), seeding again`);
        await db.stop();
      } else reused = { db, t0 };
    }
    if (reused) {
      const { db, t0 } = reused;
      dbs.push(db);
      const copySeconds = (Date.now() - t0) / 1000;
      // The migrations added since the seed, on the copy (the cache keeps the seed as it was made).
      const t1 = Date.now();
      const migrate = await capture([join(ROOT, dist, 'database/seeds/seed-scale.cli.js'), '--migrate-only'], {
        ...process.env,
        DATABASE_URL: db.url,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      });
      const applied = /^MIGRATED (.+)$/m.exec(migrate.stdout);
      if (migrate.status !== 0 || !applied)
        throw new Error(`migrating the copy of ${cached} failed:\n${migrate.stdout}\n${migrate.stderr}`);
      const migratedAfterSeed = JSON.parse(applied[1]);
      const migrateSeconds = (Date.now() - t1) / 1000;
      log(
        `${passes} passes: ${migratedAfterSeed.length ? `migrations applied after seeding: ${migratedAfterSeed.join(', ')}` : 'no migration added since seeding'} (${migrateSeconds.toFixed(0)} s)`,
      );
      urls.push(db.url);
      seeds.push({ ...kept, cached, copySeconds, migratedAfterSeed, migrateSeconds });
      record();
      continue;
    }
    const seeder = await startBenchMariaDb({ database, bufferPool, seeding: true });
    log(`seeding ${passes} passes, ${clients} clients, ${companies} companies at ${seeder.url} (load ${load()})`);
    const t0 = Date.now();
    const seed = await run(
      [
        join(ROOT, dist, 'database/seeds/seed-scale.cli.js'),
        '--companies',
        companies,
        '--clients',
        clients,
        '--passes',
        String(passes),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: seeder.url,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
        },
      },
    );
    if (seed.status !== 0) {
      await seeder.stop();
      throw new Error(`seed:scale of ${passes} passes failed`);
    }
    const seconds = (Date.now() - t0) / 1000;
    const meta = {
      passes,
      clients: Number(clients),
      companies: Number(companies),
      seconds,
      load: load(),
      seededAt: new Date().toISOString(),
      hash,
      migrations,
    };
    log(`seeded ${passes} passes in ${seconds.toFixed(0)} s (load ${load()})`);
    // Measured on a server with the usual settings: the seeding one is stopped, its datadir kept
    // (in the cache, or for this run only) and started again.
    const keep = cached ? join(cached, 'data') : join(tmpdir(), `balti-scale-seed-${process.pid}-${passes}`);
    mkdirSync(dirname(keep), { recursive: true });
    // The migration files the seed has (those applied; a file added to the tree meanwhile is not).
    const applied = await appliedMigrations(seeder.url);
    meta.migrations = Object.fromEntries(Object.entries(migrations).filter(([f]) => applied.has(migrationName(f))));
    await seeder.save(keep);
    if (cached) writeFileSync(join(cached, 'seed.json'), JSON.stringify(meta, null, 2));
    const db = await startBenchMariaDb({ database, bufferPool, from: keep });
    if (!cached) rmSync(keep, { recursive: true, force: true });
    dbs.push(db);
    urls.push(db.url);
    seeds.push({ ...meta, ...(cached ? { cached } : {}) });
    record();
  }
  record();

  if (argv.includes('--hold')) {
    log(`holding: --db-urls ${urls.join(',')}`);
    await new Promise(() => undefined);
  }

  const runs = [];
  for (const [i, url] of urls.entries()) {
    const t0 = Date.now();
    await analyzeAll(url);
    log(`${sizes[i]} passes: every table analyzed (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    log(`bench on ${sizes[i]} passes (load ${load()})`);
    const loadBefore = load();
    const bench = await run(
      [
        join(ROOT, 'bench/run.mjs'),
        '--db-url',
        url,
        '--only',
        only,
        '--connections',
        opt('connections', '10'),
        '--duration',
        opt('duration', '5'),
        '--warmup',
        opt('warmup', '2'),
        '--out',
        join(tmpdir(), `balti-scale-${sizes[i]}.md`),
        // Another build side by side on every set (bench/run.mjs --before).
        ...(opt('before', '') ? ['--before', opt('before', '')] : []),
        // The servers on another Node binary (bench/run.mjs --node), e.g. the images' Node 24.
        ...(opt('node', '') ? ['--node', opt('node', '')] : []),
        ...(dist !== 'backend/dist' ? ['--api', join(dist, 'main.js')] : []),
      ],
      { cwd: ROOT },
    );
    if (bench.status !== 0) throw new Error(`bench/run.mjs on ${sizes[i]} passes failed`);
    const copy = join(tmpdir(), `balti-scale-${sizes[i]}.json`);
    copyFileSync(join(tmpdir(), 'balti-bench-last-run.json'), copy);
    runs.push({ size: sizes[i], load: `${loadBefore} → ${load()}`, ...JSON.parse(readFileSync(copy, 'utf8')) });
  }
  // The clients search's statements and plans on each set (bench/explain-search.mjs).
  const explains = [];
  for (const [i, url] of urls.entries()) {
    const out = await capture([join(ROOT, 'bench/explain-search.mjs'), '--db-url', url]);
    explains.push({ size: sizes[i], text: out.status === 0 ? out.stdout : `explain-search failed: ${out.stderr}` });
  }
  await stopAll();

  // ---------- report ----------
  const conn = Number(opt('connections', '10').split(',')[0]);
  const keys = [...new Set(runs.flatMap((r) => r.results.map((x) => x.key)))];
  const cell = (run, key) => run.results.find((x) => x.key === key && x.connections === conn);
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  const lines = [];
  lines.push(`### Cost against data size (${sizes.map((s) => s.toLocaleString('en')).join(' and ')} passes)`);
  lines.push('');
  lines.push(
    `\`npm run bench -- ${argv.join(' ')}\`, ${conn} connections, p95 of the API. Load average (1 / 5 / 15 min) around each set's run: ${runs.map((r) => `${r.size}: ${r.load}`).join('; ')}.`,
  );
  for (const s of seeds)
    lines.push(
      `- ${s.passes} passes (${s.clients} clients, ${s.companies} companies): seeded in ${f(s.seconds, 0)} s at load ${s.load}${s.cached ? `, ${s.copySeconds === undefined ? 'kept in' : `${s.seededAt.slice(0, 16).replace('T', ' ')} UTC; this run started on a copy (${f(s.copySeconds, 0)} s) of`} the seed cache \`${s.cached}\`` : ''}${s.migratedAfterSeed?.length ? `; migrations applied after seeding, on the copy (${f(s.migrateSeconds, 0)} s): ${s.migratedAfterSeed.join(', ')}` : s.migratedAfterSeed ? '; no migration added since seeding' : ''}`,
    );
  lines.push('');
  const head = runs.map((r) => `p95 at ${r.size}`);
  lines.push(`| endpoint | ${head.join(' | ')} | large / small | × verification (small) | × verification (large) |`);
  lines.push(`|---|${runs.map(() => '---:').join('|')}|---:|---:|---:|`);
  const small = runs[0];
  const large = runs[runs.length - 1];
  const series = [];
  for (const key of keys) {
    const cells = runs.map((r) => cell(r, key));
    if (cells.some((c) => !c)) continue;
    // A size whose list is shorter than 1 000 pages says which page its cell is (bench/run.mjs).
    const notes = cells.map((c, j) => (c.note ? `${sizes[j].toLocaleString('en')}: ${c.note}` : '')).filter(Boolean);
    const name = `${cells[cells.length - 1].name}${notes.length ? ` (${notes.join('; ')})` : ''}`;
    const ratio = cells[cells.length - 1].api.p95 / cells[0].api.p95;
    const vs = (r) => cell(r, key).api.p95 / (cell(r, 'verify')?.api.p95 ?? NaN);
    lines.push(
      `| ${name} | ${cells.map((c) => `${f(c.api.p95)} ms`).join(' | ')} | **${f(ratio, 2)}** | ${f(vs(small))}× | ${f(vs(large))}× |`,
    );
    series.push({
      name:
        cells[cells.length - 1].name.length > 34
          ? `${cells[cells.length - 1].name.slice(0, 33)}…`
          : cells[cells.length - 1].name,
      values: cells.map((c) => c.api.p95),
    });
  }
  lines.push('');
  const plot = resolve(opt('plot', join(tmpdir(), 'balti-scale-p95.svg')));
  lines.push(`![p95 against data size](${plot.startsWith(ROOT) ? relative(ROOT, plot) : plot})`);
  for (const e of explains) {
    lines.push('');
    lines.push(
      `EXPLAIN of the clients search at ${e.size.toLocaleString('en')} passes (\`node bench/explain-search.mjs\`):`,
    );
    lines.push('');
    lines.push(e.text.trim());
  }
  lines.push('');
  lines.push(
    `Each set's full report, with the EXPLAIN of its slowest statements: ${runs.map((r) => `\`${join(tmpdir(), `balti-scale-${r.size}.md`)}\``).join(', ')}.`,
  );
  const svg = p95Plot({ title: `p95 at ${conn} connections against data size`, sizes, series });
  writeFileSync(plot, svg);
  const out = opt('out', join(tmpdir(), 'balti-scale.md'));
  writeFileSync(out, lines.join('\n') + '\n');
  writeFileSync(join(tmpdir(), 'balti-scale-runs.json'), JSON.stringify({ seeds, runs }, null, 2));
  log(`wrote ${out} and ${plot}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runScale(process.argv.slice(2));
