/**
 * `npm run bench -- --scale 100000,10000000`: the cost of every list and search against the size of
 * the data. Not a test.
 *
 *   nice -n 19 npm run bench -- --scale 100000,10000000 [--companies 200] [--duration 5] [--warmup 2]
 *        [--connections 10] [--only clients,passes] [--buffer-pool 3G]
 *        [--db-urls URL1,URL2]   (already seeded, one per size: no seeding)
 *        [--hold]                (seed, print the URLs, keep the databases until Ctrl-C)
 *        [--out FILE]            (the markdown section; default: the temp dir)
 *
 * 1. One throwaway MariaDB per size (bench/mariadb.mjs), each seeded by `seed:scale` with the same
 *    number of companies and 10 passes per client, so the largest company has the same share of
 *    every size (scale.seed.ts, share()). The seeding time of each is reported.
 * 2. bench/run.mjs on each, one after the other, with the same scenarios and settings (the lists and
 *    searches, and public verification as the floor).
 * 3. A markdown section: p95 per endpoint and size, the ratio largest / smallest, each endpoint's
 *    p95 as a multiple of public verification's on the same set; and bench/scale-p95.svg, the plot.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  const urls = [];
  for (const [i, passes] of sizes.entries()) {
    if (given[i]) {
      urls.push(given[i]);
      continue;
    }
    const db = await startBenchMariaDb({ database: `balti_${passes}`, bufferPool: opt('buffer-pool', '3G') });
    dbs.push(db);
    urls.push(db.url);
    writeFileSync(join(tmpdir(), 'balti-scale-seeds.json'), JSON.stringify({ sizes, urls, seeds }, null, 2));
    const clients = String(Math.max(1000, Math.round(passes / 10)));
    log(`seeding ${passes} passes, ${clients} clients, ${companies} companies at ${db.url} (load ${load()})`);
    const t0 = Date.now();
    const seed = await run(
      [
        join(ROOT, 'backend/dist/database/seeds/seed-scale.cli.js'),
        '--companies',
        companies,
        '--clients',
        clients,
        '--passes',
        String(passes),
      ],
      {
        env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      },
    );
    if (seed.status !== 0) throw new Error(`seed:scale of ${passes} passes failed`);
    const seconds = (Date.now() - t0) / 1000;
    seeds.push({ passes, clients: Number(clients), seconds, load: load() });
    log(`seeded ${passes} passes in ${seconds.toFixed(0)} s (load ${load()}): ${db.url}`);
    writeFileSync(join(tmpdir(), 'balti-scale-seeds.json'), JSON.stringify({ sizes, urls, seeds }, null, 2));
  }
  writeFileSync(join(tmpdir(), 'balti-scale-seeds.json'), JSON.stringify({ sizes, urls, seeds }, null, 2));

  if (argv.includes('--hold')) {
    log(`holding: --db-urls ${urls.join(',')}`);
    await new Promise(() => undefined);
  }

  const runs = [];
  for (const [i, url] of urls.entries()) {
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
      ],
      { cwd: ROOT },
    );
    if (bench.status !== 0) throw new Error(`bench/run.mjs on ${sizes[i]} passes failed`);
    const copy = join(tmpdir(), `balti-scale-${sizes[i]}.json`);
    copyFileSync(join(tmpdir(), 'balti-bench-last-run.json'), copy);
    runs.push({ size: sizes[i], load: `${loadBefore} → ${load()}`, ...JSON.parse(readFileSync(copy, 'utf8')) });
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
    lines.push(`- seeded ${s.passes} passes (${s.clients} clients) in ${f(s.seconds, 0)} s, load then ${s.load}`);
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
    const name = cells[0].name;
    const ratio = cells[cells.length - 1].api.p95 / cells[0].api.p95;
    const vs = (r) => cell(r, key).api.p95 / (cell(r, 'verify')?.api.p95 ?? NaN);
    lines.push(
      `| ${name} | ${cells.map((c) => `${f(c.api.p95)} ms`).join(' | ')} | **${f(ratio, 2)}** | ${f(vs(small))}× | ${f(vs(large))}× |`,
    );
    series.push({ name: name.length > 34 ? `${name.slice(0, 33)}…` : name, values: cells.map((c) => c.api.p95) });
  }
  lines.push('');
  lines.push('![p95 against data size](bench/scale-p95.svg)');
  const svg = p95Plot({ title: `p95 at ${conn} connections against data size`, sizes, series });
  writeFileSync(join(ROOT, 'bench/scale-p95.svg'), svg);
  const out = opt('out', join(tmpdir(), 'balti-scale.md'));
  writeFileSync(out, lines.join('\n') + '\n');
  writeFileSync(join(tmpdir(), 'balti-scale-runs.json'), JSON.stringify({ seeds, runs }, null, 2));
  log(`wrote ${out} and bench/scale-p95.svg`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runScale(process.argv.slice(2));
