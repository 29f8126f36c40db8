/**
 * `npm run bench`: the API under load against the SQL it runs (results: BENCHMARKS.md). Not a test.
 *
 *   npm run build -w backend && npm run bench -- [--companies 50 --clients 50000 --passes 500000]
 *                                                [--duration 10] [--warmup 2] [--connections 1,10,50]
 *                                                [--db-url mariadb://root@127.0.0.1:PORT/DB]  (already seeded: no seeding)
 *                                                [--seeded 'how that database was filled', for the report]
 *                                                [--only receipts,passes] [--out FILE]  (some scenarios, another report)
 *                                                [--before OTHER/backend/dist/main.js]  (another build, measured
 *                                                 side by side in the same run: before/after columns)
 *                                                [--api OTHER/backend/dist/main.js]  (the "after" build, when not
 *                                                 backend/dist: a private build while others rebuild dist)
 *                                                [--cpu-prof DIR]  (the API processes run under `node --cpu-prof`:
 *                                                 one .cpuprofile per build in DIR/after, DIR/before)
 *                                                [--show-sql]  (each scenario's captured statements in the
 *                                                 log, a SELECT timed once on its own)
 *                                                [--node PATH]  (the node binary that runs the API builds and the
 *                                                 bare server, e.g. the images' Node 24; default: this one)
 *
 * 1. Starts a throwaway MariaDB (bench/mariadb.mjs) and fills it with `seed:scale`.
 * 2. Starts the API as a real process (node backend/dist/main.js, NODE_ENV=production) and the bare
 *    Fastify + mysql2 baseline (bench/bare-server.mjs).
 * 3. For every scenario, makes one request with MariaDB's general log on to capture the exact SQL
 *    the API ran for it (auth included). Then, scenario by scenario, drives the endpoint with
 *    autocannon at each connection count, replays the captured SQL directly through mysql2 with as
 *    many workers (pool capped at 20 connections, as the API's) for the same time (API/raw is the
 *    ratio of p95), and for the small reads drives the bare server on the same SQL between the API's
 *    two cells (after, bare, bare, after).
 * 4. Writes BENCHMARKS.md (machine, command, data set, table, EXPLAIN of the slowest statements).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createConnection, createPool } from 'mysql2/promise';
import { startBenchMariaDb } from './mariadb.mjs';
import { cpuSeconds } from './api-process.mjs';

const LOAD_AT_START = loadavg()[0];
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const SIZES = { companies: opt('companies', '50'), clients: opt('clients', '50000'), passes: opt('passes', '500000') };
const DURATION = Number(opt('duration', '10'));
// Seconds of the same load before each measured cell, not measured: V8 compiles a new endpoint's
// code paths in its first seconds, and a server that has run for a while does not pay that again.
const WARMUP = Number(opt('warmup', '2'));
const CONNECTIONS = opt('connections', '1,10,50').split(',').map(Number);
const ONLY = opt('only', '');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

// Cost against data size: one database per size, this script on each (bench/scale.mjs).
if (argv.includes('--scale')) {
  const { runScale } = await import('./scale.mjs');
  await runScale(argv);
  process.exit(0);
}

// ---------- database ----------
let db = null;
let dbUrl = opt('db-url', '');
let seedInfo = '';
if (dbUrl) seedInfo = `seeded beforehand${opt('seeded', '') ? `: ${opt('seeded', '')}` : ''}`;
if (!dbUrl) {
  db = await startBenchMariaDb();
  dbUrl = db.url;
  log(`MariaDB at ${dbUrl}; seeding ${JSON.stringify(SIZES)}`);
  const t0 = Date.now();
  const seed = spawnSync(
    process.execPath,
    [
      join(ROOT, 'backend/dist/database/seeds/seed-scale.cli.js'),
      '--companies',
      SIZES.companies,
      '--clients',
      SIZES.clients,
      '--passes',
      SIZES.passes,
    ],
    {
      env: { ...process.env, DATABASE_URL: dbUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  process.stdout.write(seed.stdout);
  if (seed.status !== 0) throw new Error(`seed:scale failed:\n${seed.stderr}`);
  seedInfo = `seeded by \`seed:scale\` in ${((Date.now() - t0) / 1000).toFixed(0)} s`;
}
const u = new URL(dbUrl.replace(/^mariadb:/, 'mysql:'));
const connOpts = {
  host: u.hostname,
  port: Number(u.port),
  user: decodeURIComponent(u.username),
  password: decodeURIComponent(u.password) || undefined,
  database: u.pathname.slice(1),
  timezone: 'Z',
  supportBigNumbers: true,
};
const admin = await createConnection(connOpts);
const one = async (sql, params = []) => (await admin.query(sql, params))[0][0];

const counts = await one(
  `SELECT (SELECT COUNT(*) FROM companies) companies, (SELECT COUNT(*) FROM clients) clients,
          (SELECT COUNT(*) FROM passes) passes, (SELECT COUNT(*) FROM receipts) receipts, (SELECT COUNT(*) FROM expenses) expenses`,
);
const company = await one(
  `SELECT c.id, c.slug, (SELECT COUNT(*) FROM passes p WHERE p.company_id = c.id) passes,
          (SELECT COUNT(*) FROM clients k WHERE k.company_id = c.id) clients
     FROM companies c ORDER BY passes DESC LIMIT 1`,
);
const adminEmail = (
  await one(`SELECT email FROM users WHERE company_id = ? AND role = 2 ORDER BY id LIMIT 1`, [company.id])
).email;
const regular = await one(
  `SELECT client_id id, COUNT(*) n FROM passes WHERE company_id = ? GROUP BY client_id ORDER BY n DESC LIMIT 1`,
  [company.id],
);
const issuer = await one(`SELECT id FROM clients WHERE company_id = ? AND blocked = 0 ORDER BY id DESC LIMIT 1`, [
  company.id,
]);
const recentPass = await one(
  `SELECT id, code, series, number FROM passes WHERE company_id = ? ORDER BY id DESC LIMIT 1`,
  [company.id],
);
// The last 4 digits of an angler's phone, as staff type them at the gate.
const phoneTail = (
  (await one(`SELECT phone FROM clients WHERE company_id = ? AND phone IS NOT NULL ORDER BY id LIMIT 1`, [company.id]))
    ?.phone ?? '0744'
)
  .replace(/\D/g, '')
  .slice(-4);
const planWater = await one(
  `SELECT pw.plan_id, pw.water_id FROM plan_waters pw JOIN plans p ON p.id = pw.plan_id
    WHERE p.company_id = ? AND p.duration_unit = 'days' ORDER BY pw.plan_id, pw.water_id LIMIT 1`,
  [company.id],
);
// The lake's board: the company's water with the most stands (60 from seed:scale).
const standWater = await one(
  `SELECT water_id, COUNT(*) stands FROM stands WHERE company_id = ? GROUP BY water_id ORDER BY stands DESC LIMIT 1`,
  [company.id],
);
log(`measured company ${company.slug} (id ${company.id}): ${company.clients} clients, ${company.passes} passes`);

// ---------- processes ----------
const children = [];
// `--cpu-prof DIR`: each API build writes its V8 CPU profile when it ends (SIGTERM at the end of the run).
const CPU_PROF = opt('cpu-prof', '');
const profiled = (args, sub) => (CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(CPU_PROF, sub)}`, ...args] : args);
// `--node PATH`: the servers measured run on that binary (the images' runtime), the bench itself on this one.
const NODE = opt('node', process.execPath);
function startProcess(args, env, ready) {
  const child = spawn(NODE, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => process.stdout.write(`  [${ready}] ${d}`));
  child.stderr.on('data', (d) => process.stderr.write(`  [${ready}] ${d}`));
  children.push(child);
  return child;
}
async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} never answered`);
}
// The API's data folder (its JWT secret file; the database is MariaDB): removed at the end.
const apiDataDir = mkdtempSync(join(tmpdir(), 'balti-bench-data-'));
const cleanup = async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  // A profiled process writes its profile on the way out: wait for it.
  await Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await admin.end().catch(() => undefined);
  if (db) await db.stop();
  rmSync(apiDataDir, { recursive: true, force: true });
};
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

// Free ports, not fixed ones: two benches on one machine (helpers side by side) would otherwise
// each find the other's server answering on a port its own API failed to take.
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
const API_PORT = await freePort();
const BARE_PORT = await freePort();
const API_MAIN = opt('api', 'backend/dist/main.js');
/** How an API build runs, the "before" one the same: production, on this database, on `port`. */
const apiEnv = (port) => ({
  DATABASE_URL: dbUrl,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH: '100000',
  FRONTEND_DIST: '',
  PORT: String(port),
  // Public verification is limited to 60/min per IP; each benchmark request says it comes from another one.
  TRUST_PROXY: 'true',
  SEED_DEMO: 'false',
  DATA_DIR: apiDataDir,
});
/** The administrator's token from the API at `origin`; `what` names it in the error. */
async function adminToken(origin, what) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: 'Demo1234!' }),
  });
  if (!res.ok) throw new Error(`${what} ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}
const apiProcess = startProcess(profiled([API_MAIN], 'after'), apiEnv(API_PORT), 'api');
await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
const API = `http://127.0.0.1:${API_PORT}`;
const token = await adminToken(API, 'login');
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

// Another build of the API (say, the commit before a change), on the same database, measured
// right before this one in every cell: before/after from one run on one machine state.
const BEFORE_MAIN = opt('before', '');
const BEFORE_PORT = await freePort();
const BEFORE = `http://127.0.0.1:${BEFORE_PORT}`;
let beforeToken = null;
let beforeProcess = null;
if (BEFORE_MAIN) {
  beforeProcess = startProcess(profiled([BEFORE_MAIN], 'before'), apiEnv(BEFORE_PORT), 'before');
  await waitFor(`${BEFORE}/api/health`);
  beforeToken = await adminToken(BEFORE, 'before login');
}
/** The scenario's headers for the other build: its own token. */
const beforeHeaders = (s) =>
  s.headers.authorization ? { ...s.headers, authorization: `Bearer ${beforeToken}` } : s.headers;

// ---------- scenarios ----------
const base = `/api/company/${company.id}`;
/** A POST of `body` to the company's `path` with the administrator's token, as the screens send it. */
const companyPost = (path, body) =>
  fetch(`${API}${base}/${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
/** A scenario that POSTs `body` to the company's `path` with the administrator's token (lists, charts, sales). */
const companyScenario = (key, name, path, body) => ({
  key,
  name,
  method: 'POST',
  path: `${base}/${path}`,
  headers: auth,
  body,
});
const today = new Date().toISOString().slice(0, 10);
// The cash book as a lake keeps it: each day closed in the evening, here last month's last day and
// this month's days before today, so its balance has a checkpoint at the end of yesterday
// (books/cash-register.service.ts). 409: closed already (a held database).
for (let d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
  const day = new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
  if (day >= today) break;
  const closed = await companyPost('cashBook/close', { date: day, confirm: true });
  if (closed.status !== 200 && closed.status !== 409) throw new Error(`cash day close ${day}: ${closed.status}`);
}
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const quarterAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const randomKey = () => randomBytes(16).toString('hex');
/** A scenario's body as sent: with `perRequestKey`, a new request key each time. */
const bodyOf = (s) =>
  s.body ? JSON.stringify(s.perRequestKey ? { ...s.body, request_key: randomKey() } : s.body) : undefined;
/** One series' sale: createPass as the gate sends it (cash, with its chitanță). */
const sale = {
  ...companyScenario('createPass', 'createPass (cash, with chitanță), one series', `clients/${issuer.id}/createPass`, {
    plan_id: planWater.plan_id,
    water_id: planWater.water_id,
    payment_method: 'cash',
  }),
  write: true,
};
const SCENARIOS = [
  {
    key: 'login',
    name: 'login (argon2id)',
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json' },
    body: { email: adminEmail, password: 'Demo1234!' },
    write: true,
  },
  { key: 'user', name: 'GET /api/user', method: 'GET', path: '/api/user', headers: auth },
  companyScenario('clients', 'clients list, search "Popescu"', 'clients', { search: 'Popescu', per_page: 25 }),
  companyScenario('clientsPhone', `clients list, search "${phoneTail}" (phone digits)`, 'clients', {
    search: phoneTail,
    per_page: 25,
  }),
  companyScenario('passesNumber', 'passes list, search by document number', 'passes', {
    search: `${recentPass.series} ${recentPass.number}`,
    per_page: 25,
  }),
  companyScenario('passes', 'passes list, 90 days + water + expired, by total desc', 'passes', {
    date_from: quarterAgo,
    date_to: today,
    water_id: planWater.water_id,
    status: 'expired',
    sort_by: 'total',
    sort_dir: 'desc',
    per_page: 25,
  }),
  companyScenario('passesSearch', 'passes list, search "Popescu"', 'passes', { search: 'Popescu', per_page: 25 }),
  companyScenario('passesFirst', 'passes list, first page', 'passes', { per_page: 25 }),
  companyScenario('receipts', 'receipts list, first page', 'receipts', { per_page: 25 }),
  companyScenario('passesPage1000', 'passes list, page 1 000', 'passes', { page: 1000, per_page: 25 }),
  companyScenario('receiptsPage1000', 'receipts list, page 1 000', 'receipts', { page: 1000, per_page: 25 }),
  companyScenario('receiptsSearch', 'receipts list, search "Popescu"', 'receipts', { search: 'Popescu', per_page: 25 }),
  { key: 'waters', name: "the company's waters", method: 'GET', path: `${base}/waters`, headers: auth },
  { key: 'client', name: 'client detail', method: 'GET', path: `${base}/clients/${regular.id}`, headers: auth },
  { key: 'pass', name: 'pass detail', method: 'GET', path: `${base}/passes/${recentPass.id}`, headers: auth },
  sale,
  {
    // As the pass form and the quick sale send it: a new request key per sale, kept with the pass
    // in the issue's block (backend/src/common/request-keys.ts). This build only: older ones refuse the field.
    ...sale,
    key: 'createPassKeyed',
    name: 'createPass with its request key, one series',
    perRequestKey: true,
    thisBuildOnly: true,
  },
  companyScenario('passChart', 'passChart, 1 year by day', 'passChart', {
    date_from: yearAgo,
    date_to: today,
    group_by: 'day',
  }),
  companyScenario('financeChart', 'financeChart, 1 year by month', 'financeChart', {
    date_from: yearAgo,
    date_to: today,
    group_by: 'month',
  }),
  companyScenario('cashBook', "cashBook, this month's days", 'cashBook', {
    date_from: `${today.slice(0, 7)}-01`,
    date_to: today,
  }),
  companyScenario('cashLimits', "the gate's cash limits before a cash sale", 'cashBook/limits', { amount: 50 }),
  companyScenario('board', `the lake's board, water with ${standWater?.stands ?? 0} stands, today`, 'board', {
    date: today,
    water_id: standWater?.water_id,
  }),
  {
    key: 'verify',
    name: 'public verification',
    method: 'GET',
    path: `/api/public/passes/${recentPass.code}`,
    headers: {},
    perRequestIp: true,
  },
].filter((s) => !ONLY || ONLY.split(',').includes(s.key));

// Page 1 000 by OFFSET and by keyset (common/keyset.ts: the cursor the page before answers). A list
// shorter than 1 000 pages (the largest company of a 100 k set has some 17 000 passes): both are its
// last full page, the one before its last (noted with its number), the cursor one reached by the
// cursor of the page before it, so every size has both rows and each reads and shows 25 rows. Its
// last page (12 passes, 4 receipts at 100 k) or a page past its end (no page read at all) set
// against a full page at 10 M made the large / small ratio of work the same statements do
// (3.28 and 4.15 in session 17, reading as many rows per row shown at 100 k and 1 M). The cursor
// one needs this build (an older one refuses the `after` field).
for (const list of ['passes', 'receipts']) {
  const wanted = [`${list}Page1000`, `${list}Keyset`].filter((k) => !ONLY || ONLY.split(',').includes(k));
  if (!wanted.length) continue;
  const first = await companyPost(list, { page: 1, per_page: 25 });
  const head = first.ok ? await first.json() : {};
  // A capped total (a search's) says only "more than": then page 1 000 is assumed to exist.
  const lastPage = head.total_capped || !Number.isFinite(head.last_page) ? Infinity : head.last_page;
  const target = Math.min(1000, lastPage - 1);
  const offsetPage = SCENARIOS.find((x) => x.key === `${list}Page1000`);
  if (offsetPage && target < 1000) {
    offsetPage.body = { ...offsetPage.body, page: Math.max(1, target) };
    offsetPage.note = `page ${Math.max(1, target)}, the last full one`;
  }
  const key = `${list}Keyset`;
  if (!wanted.includes(key)) continue;
  if (target < 2) {
    log(`${key}: ${list} has ${lastPage} page(s), no page reached by a cursor, not run`);
    continue;
  }
  const res = await companyPost(list, { page: target - 1, per_page: 25 });
  const cursor = res.ok ? (await res.json()).next_cursor : undefined;
  if (!cursor) {
    log(`${key}: no cursor from page ${target - 1} (${res.status}), not run`);
    continue;
  }
  SCENARIOS.push({
    ...companyScenario(key, `${list} list, page 1 000 by its cursor`, list, {
      page: target,
      per_page: 25,
      after: cursor,
    }),
    thisBuildOnly: true,
    ...(target < 1000 ? { note: `page ${target}, the last full one` } : {}),
  });
}

async function request(s) {
  const res = await fetch(API + s.path, {
    method: s.method,
    headers: { ...s.headers, ...(s.perRequestIp ? { 'x-forwarded-for': randomIp() } : {}) },
    body: bodyOf(s),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${s.name}: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Waits until the API has finished what autocannon left in flight (no statement running but ours). */
async function waitIdle() {
  for (let i = 0; i < 1200; i++) {
    const [rows] = await admin.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE COMMAND = 'Query' AND ID <> CONNECTION_ID()",
    );
    if (Number(rows[0].n) === 0) return;
    await sleep(100);
  }
}

/** Ends the statements still running for requests autocannon (or a raw worker) has given up on. */
async function killInFlight() {
  const [rows] = await admin.query(
    "SELECT ID AS id FROM information_schema.PROCESSLIST WHERE COMMAND = 'Query' AND ID <> CONNECTION_ID()",
  );
  for (const r of rows) await admin.query(`KILL QUERY ${Number(r.id)}`).catch(() => undefined);
  await waitIdle();
}

/**
 * Waits until MariaDB has received nothing for a second: requests autocannon gave up on may still be
 * in the API (hashing a password, say) and would otherwise land in the next capture.
 */
async function waitQuiet() {
  await admin.query("SET GLOBAL log_output = 'TABLE'");
  for (let i = 0; i < 60; i++) {
    await admin.query('TRUNCATE TABLE mysql.general_log');
    await admin.query('SET GLOBAL general_log = 1');
    await sleep(1000);
    await admin.query('SET GLOBAL general_log = 0');
    const [rows] = await admin.query(
      "SELECT COUNT(*) AS n FROM mysql.general_log WHERE command_type = 'Query' AND thread_id <> CONNECTION_ID()",
    );
    if (Number(rows[0].n) === 0) return;
  }
}

/** The statements MariaDB received while the API answered one request of `s`, in order, with their connection. */
async function captureSql(s) {
  await waitQuiet();
  await request(s); // warm (prepared metadata, pool)
  await admin.query("SET GLOBAL log_output = 'TABLE'");
  await admin.query('TRUNCATE TABLE mysql.general_log');
  await admin.query('SET GLOBAL general_log = 1');
  await request(s);
  await sleep(100);
  await admin.query('SET GLOBAL general_log = 0');
  const [me] = await admin.query('SELECT CONNECTION_ID() AS id');
  const [rows] = await admin.query(
    `SELECT thread_id, CONVERT(argument USING utf8mb4) AS sql_text FROM mysql.general_log
      WHERE command_type = 'Query' AND thread_id <> ? ORDER BY event_time`,
    [me[0].id],
  );
  return rows.map((r) => ({ thread: Number(r.thread_id), sql: r.sql_text })).filter((r) => !/^SET GLOBAL/i.test(r.sql));
}

// ---------- load ----------
function percentiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Two runs of one endpoint as one: req/s over both, percentiles over all their latencies. */
function pooled(a, b) {
  const samples = [...a.samples, ...b.samples];
  return {
    rps: samples.length / (a.seconds + b.seconds),
    ...percentiles(samples),
    errors: a.errors + b.errors,
    total: a.total + b.total,
    ...(a.cpu !== undefined && b.cpu !== undefined ? { cpu_ms: (1000 * (a.cpu + b.cpu)) / (a.total + b.total) } : {}),
  };
}

const cpuMs = (r) => (Number.isFinite(r.cpu_ms) ? r.cpu_ms.toFixed(2) : '–');

/**
 * `server` (a child process): its CPU time over the measured load, per request made (`cpu_ms`), is
 * in the result too. Unlike req/s, it hardly moves with what else the machine runs.
 */
async function runAutocannon(url, s, connections, headers = s.headers, server = null) {
  if (WARMUP > 0) await loadFor(url, s, connections, headers, WARMUP);
  const cpu0 = server ? cpuSeconds(server.pid) : 0;
  const result = await loadFor(url, s, connections, headers, s.duration ?? DURATION);
  if (server) {
    const cpu = cpuSeconds(server.pid) - cpu0;
    result.cpu_ms = (1000 * cpu) / result.total;
    Object.defineProperty(result, 'cpu', { value: cpu });
  }
  return result;
}

function loadFor(url, s, connections, headers, duration) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const inst = autocannon(
      {
        url,
        method: s.method,
        headers,
        body: s.body ? JSON.stringify(s.body) : undefined,
        connections,
        duration,
        ...(s.perRequestIp
          ? {
              requests: [
                { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomIp() } }) },
              ],
            }
          : {}),
        ...(s.perRequestKey ? { requests: [{ setupRequest: (req) => ({ ...req, body: bodyOf(s) }) }] } : {}),
      },
      (err, res) => {
        if (err) return reject(err);
        const ok = res['2xx'];
        const result = {
          rps: ok / (res.duration || duration),
          ...percentiles(latencies),
          errors: res.non2xx + res.errors + res.timeouts,
          total: res.requests.total,
        };
        // Kept for pooled(), out of the JSON report.
        Object.defineProperties(result, {
          samples: { value: latencies },
          seconds: { value: res.duration || duration },
        });
        resolve(result);
      },
    );
    inst.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) latencies.push(ms);
    });
  });
}

/** Splits `a, 'b,c', NULL` at the top-level commas (quotes and escapes respected). */
function splitValues(list) {
  const out = [];
  let cur = '';
  let quote = false;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (quote && ch === '\\') {
      cur += ch + list[++i];
      continue;
    }
    if (ch === "'") quote = !quote;
    if (ch === ',' && !quote) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/**
 * One replay of the captured statements on one pooled connection. Writes are made repeatable the
 * way the service makes them: the series UPDATE (or, in older builds, the row read FOR UPDATE) gives the number, codes and token ids
 * are fresh, the receipt points at the pass just inserted.
 */
async function replayOnce(pool, statements, deadline) {
  const conn = await pool.getConnection();
  if (performance.now() > deadline) {
    conn.release();
    return false;
  }
  try {
    let next = null;
    let passId = null;
    let blockNumbers = null;
    for (let sql of statements) {
      if (/^UPDATE `doc_series`/i.test(sql)) {
        sql = sql
          .replace(/`next_number` = \d+/, '`next_number` = `next_number` + 1')
          .replace(/`issued_count` = \d+/, '`issued_count` = `issued_count` + 1');
      }
      sql = sql.replace(/'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'/g, () => `'${randomUUID()}'`);
      const insert = /^INSERT INTO `(passes|receipts)`\s*\(([^)]*)\)\s*VALUES\s*\((.*)\)(\s*RETURNING [^()]*)?$/is.exec(
        sql,
      );
      if (insert) {
        const cols = insert[2].split(',').map((c) => c.trim().replace(/`/g, ''));
        const vals = splitValues(insert[3]);
        const set = (col, v) => {
          const i = cols.indexOf(col);
          if (i >= 0) vals[i] = v;
        };
        if (next !== null) set('number', String(next));
        if (insert[1] === 'passes') set('code', `'${randomBytes(16).toString('base64url')}'`);
        if (insert[1] === 'receipts' && passId) set('pass_id', String(passId));
        sql = `INSERT INTO \`${insert[1]}\`(${insert[2]}) VALUES (${vals.join(', ')})${insert[4] ?? ''}`;
      }
      // Builds with a write plan (backend/src/common/write-plan.ts) send the pass and its chitanță
      // inside one block, each INSERT followed by `SET id_N = LAST_INSERT_ID()`: fresh numbers and code.
      if (/^BEGIN NOT ATOMIC/i.test(sql) && blockNumbers) {
        const numbers = blockNumbers;
        sql = sql.replace(
          /INSERT INTO `(passes|receipts)`\s*\(([^)]*)\)\s*VALUES\s*\((.*?)\); SET (id_\d+) = LAST_INSERT_ID\(\);/gs,
          (_m, table, colList, values, id) => {
            const cols = colList.split(',').map((c) => c.trim().replace(/`/g, ''));
            const vals = splitValues(values);
            const set = (col, v) => {
              const i = cols.indexOf(col);
              if (i >= 0) vals[i] = v;
            };
            set('number', String(table === 'passes' ? numbers[0] : numbers[1]));
            if (table === 'passes') set('code', `'${randomBytes(16).toString('base64url')}'`);
            return `INSERT INTO \`${table}\`(${colList}) VALUES (${vals.join(', ')}); SET ${id} = LAST_INSERT_ID();`;
          },
        );
      }
      const [res] = await conn.query(sql);
      // The numbers a block of takes answers (DocSeriesService.takeAll()): the pass's, the chitanța's.
      if (/^BEGIN NOT ATOMIC/i.test(sql) && /UPDATE `doc_series`/.test(sql) && Array.isArray(res?.[0])) {
        blockNumbers = Object.values(res[0][0] ?? {}).map(Number);
      }
      // The number taken by the series UPDATE (LAST_INSERT_ID), or read FOR UPDATE by older builds.
      if (/^UPDATE `doc_series`/i.test(sql) && /LAST_INSERT_ID/.test(sql)) next = Number(res.insertId);
      if (/FOR UPDATE\s*$/i.test(sql) && /`doc_series`/.test(sql) && Array.isArray(res) && res[0]) {
        const row = res[0];
        next = Number(Object.entries(row).find(([k]) => /next_number$/.test(k))?.[1]);
      }
      if (insert?.[1] === 'passes') passId = Array.isArray(res) ? res[0]?.id : res.insertId;
    }
    return true;
  } finally {
    conn.release();
  }
}

async function runRaw(statements, connections, duration = DURATION) {
  const pool = createPool({ ...connOpts, connectionLimit: Math.min(connections, 20) });
  const latencies = [];
  let errors = 0;
  // warm the pool
  await Promise.all(Array.from({ length: Math.min(connections, 20) }, () => pool.query('SELECT 1')));
  const deadline = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        if (await replayOnce(pool, statements, deadline)) latencies.push(performance.now() - t0);
      } catch (err) {
        if (errors++ === 0) log(`  raw error: ${err.message}`);
      }
    }
  };
  const t0 = performance.now();
  const workers = Promise.all(Array.from({ length: connections }, worker));
  await Promise.race([workers, sleep(duration * 1000 + 2000)]);
  const secs = Math.min((performance.now() - t0) / 1000, duration + 2);
  const done = latencies.length;
  await killInFlight();
  await workers;
  latencies.length = done;
  await pool.end();
  return { rps: latencies.length / secs, ...percentiles(latencies), errors };
}

// ---------- run ----------
// Each scenario's statements first (one request each): the raw runs and the bare server replay them.
const captured = {};
for (const s of SCENARIOS) {
  captured[s.key] = await captureSql(s);
  log(`${s.name}: ${captured[s.key].length} statements`);
  if (argv.includes('--show-sql'))
    for (const { thread, sql } of captured[s.key]) {
      const t0 = performance.now();
      if (/^\s*SELECT/i.test(sql)) await admin.query(sql).catch(() => undefined);
      log(
        `    [${thread}] ${(performance.now() - t0).toFixed(2)} ms ${sql.replace(/\s+/g, ' ').slice(0, Number(opt('show-sql-chars', '600')))}`,
      );
    }
}

// The bare Fastify + mysql2 server runs each scenario's captured statements: the passes list's data
// statements (without the auth lookup, as before), and for the small reads every statement the API
// ran, token lookup included (the same SQL; the target: the API reaches half its req/s).
// Its two cells run between the API's two (after, bare, bare, after), so that the ratio carries no
// drift of the machine between them (measured all at the end, it was minutes after the API's cells).
const BARE_KEYS = ['passes', 'user', 'waters', 'client', 'pass', 'verify'].filter((k) => captured[k]);
const bareSql = Object.fromEntries(
  BARE_KEYS.map((k) => [
    k,
    captured[k].filter((r) => k !== 'passes' || !/`access_tokens`/.test(r.sql)).map((r) => r.sql),
  ]),
);
let bare = null;
let bareProcess = null;
if (BARE_KEYS.length) {
  bareProcess = startProcess(
    ['bench/bare-server.mjs'],
    { DATABASE_URL: dbUrl, PORT: String(BARE_PORT), BARE_SQL: JSON.stringify(bareSql) },
    'bare',
  );
  await waitFor(`http://127.0.0.1:${BARE_PORT}/health`);
  bare = Object.fromEntries(
    BARE_KEYS.map((k) => [
      k,
      { name: SCENARIOS.find((x) => x.key === k).name, statements: bareSql[k].length, rows: [] },
    ]),
  );
}

const results = [];
for (const s of SCENARIOS) {
  const sql = captured[s.key];
  for (const c of CONNECTIONS) {
    // Before, after, after, before: a cell measured second ran 7-15 % faster than the same build
    // measured first (both builds HEAD, session 11), so each build gets one of each place. The bare
    // server's two cells sit between the API's (after, bare, bare, after), pooled as theirs: on a
    // shared machine whose load moves within a minute, one bare cell measured after the API's was
    // measured on another machine, in effect (BENCHMARKS.md, "Session 16: small reads").
    const withBefore = Boolean(BEFORE_MAIN) && !s.thisBuildOnly;
    const withBare = Boolean(bare?.[s.key]);
    const order = [
      ...(withBefore ? ['before'] : []),
      'after',
      ...(withBare ? ['bare', 'bare'] : []),
      ...(withBefore || withBare ? ['after'] : []),
      ...(withBefore ? ['before'] : []),
    ];
    const runs = { before: [], after: [], bare: [] };
    for (const build of order) {
      await waitIdle();
      runs[build].push(
        build === 'before'
          ? await runAutocannon(BEFORE + s.path, s, c, beforeHeaders(s), beforeProcess)
          : build === 'after'
            ? await runAutocannon(API + s.path, s, c, s.headers, apiProcess)
            : await runAutocannon(
                `http://127.0.0.1:${BARE_PORT}/run/${s.key}`,
                { ...s, method: 'POST', body: {} },
                c,
                { 'content-type': 'application/json' },
                bareProcess,
              ),
      );
    }
    const both = (r) => (r.length === 2 ? pooled(r[0], r[1]) : r[0]);
    const before = withBefore ? both(runs.before) : null;
    const api = both(runs.after);
    await waitIdle();
    const raw = await runRaw(
      sql.map((r) => r.sql),
      c,
    );
    const row = { key: s.key, name: s.name, ...(s.note ? { note: s.note } : {}), connections: c, api, raw, before };
    results.push(row);
    log(
      `  c=${c}: API ${api.rps.toFixed(0)} req/s p50 ${api.p50.toFixed(1)} p95 ${api.p95.toFixed(1)} p99 ${api.p99.toFixed(1)} ms (${api.errors} errors, CPU ${cpuMs(api)} ms/req)` +
        ` | raw ${raw.rps.toFixed(0)}/s p95 ${raw.p95.toFixed(2)} ms | ratio p95 ${(api.p95 / raw.p95).toFixed(1)}` +
        (before
          ? ` | before ${before.rps.toFixed(0)} req/s p95 ${before.p95.toFixed(1)} ms (${before.errors} errors, CPU ${cpuMs(before)} ms/req)`
          : ''),
    );
    if (withBare) {
      const r = both(runs.bare);
      bare[s.key].rows.push({ connections: c, ...r });
      log(
        `  bare Fastify+mysql2 c=${c}: ${r.rps.toFixed(0)} req/s p95 ${r.p95.toFixed(1)} ms` +
          ` (API at ${Math.round((100 * api.rps) / r.rps)} % of its req/s)` +
          ` | CPU ms per request: API ${cpuMs(api)}, bare ${cpuMs(r)}${before ? `, before ${cpuMs(before)}` : ''}`,
      );
    }
  }
}

// ---------- EXPLAIN of the heaviest statements ----------
const explains = [];
for (const key of [
  'clients',
  'passes',
  'passesSearch',
  'receipts',
  'receiptsSearch',
  'passChart',
  'financeChart',
  'cashBook',
  'cashLimits',
  'client',
  'createPass',
]) {
  for (const r of captured[key] ?? []) {
    if (!/^\s*SELECT/i.test(r.sql) || /FOR UPDATE/i.test(r.sql) || /`access_tokens`/.test(r.sql)) continue;
    const t0 = performance.now();
    await admin.query(r.sql);
    const ms = performance.now() - t0;
    if (ms < 2) continue;
    const [plan] = await admin.query(`EXPLAIN ${r.sql}`);
    explains.push({ key, ms, sql: r.sql, plan });
  }
}

// ---------- report ----------
const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const cpu = cpus();
const mariadbVersion = (await one('SELECT VERSION() v')).v;
const command =
  `npm run bench -- ${argv.map((a) => (/[\s'"`]/.test(a) ? `'${a.replace(/'/g, "'\\''")}'` : a)).join(' ')}`.trim();
const target = (row) => {
  const { key, connections, api, raw } = row;
  if ((key === 'passChart' || key === 'financeChart') && connections === 1)
    return api.p95 < 100 ? 'alone: met (<100 ms)' : 'alone: MISSED (≥100 ms)';
  if (connections !== 10) return '';
  if (key === 'createPass') return api.p95 < 30 ? 'met (<30 ms)' : 'MISSED (≥30 ms)';
  if (key === 'passChart' || key === 'financeChart') return api.p95 < 100 ? 'met (<100 ms)' : 'MISSED (≥100 ms)';
  if (key === 'login') return 'n/a (argon2 by design)';
  const within = api.p95 <= 2 * raw.p95;
  const fast = api.p95 < 50;
  return within && fast
    ? 'met (<50 ms, ≤2× raw)'
    : `MISSED (${[!fast && '≥50 ms', !within && '>2× raw'].filter(Boolean).join(', ')})`;
};
const lines = [];
lines.push('# Benchmarks');
lines.push('');
lines.push('Produced by `bench/run.mjs`. Re-run: `npm run build -w backend && ' + command + '`.');
lines.push('');
lines.push('## Machine and run');
lines.push('');
lines.push(
  `- ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${release()}, Node ${NODE === process.execPath ? process.version : `${spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()} (servers, --node)`}, MariaDB ${mariadbVersion} (throwaway, 1 GiB buffer pool).`,
);
lines.push(
  `- API: \`node ${API_MAIN}\`, NODE_ENV=production, LOG_LEVEL=warn, pool of 20 connections; autocannon, MariaDB and the API share the ${cpu.length} cores.`,
);
lines.push(
  `- Each cell: ${DURATION} s of autocannon at that many connections, after ${WARMUP} s of the same load that is not measured; latencies are of 2xx answers, percentiles computed over every response.`,
);
lines.push(
  `- **raw** = the statements MariaDB received for one request of that endpoint (captured from the general log, token lookup included), replayed in order on one pooled mysql2 connection per request, with as many concurrent workers as connections (pool ≤ 20) for the same time. Ratio = API p95 / raw p95.`,
);
lines.push(
  `- Date: ${new Date().toISOString()}. Load average (1 min) at start ${LOAD_AT_START.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}: anything above ~${cpu.length} means other work shared the machine and every figure is pessimistic.`,
);
lines.push('');
lines.push('## Data set');
lines.push('');
lines.push(
  `${counts.companies} companies, ${counts.clients} clients, ${counts.passes} passes, ${counts.receipts} receipts, ${counts.expenses} expenses${seedInfo ? ` (${seedInfo})` : ''}${opt('db-url', '') ? '' : ` — \`seed:scale --companies ${SIZES.companies} --clients ${SIZES.clients} --passes ${SIZES.passes}\``}.`,
);
lines.push(
  `Measured on the largest company (${company.slug}: ${company.clients} clients, ${company.passes} passes, two years of seasonal traffic).`,
);
lines.push('');
lines.push('## Results');
lines.push('');
lines.push(
  '| endpoint | conn | API req/s | API p50 | API p95 | API p99 | raw req/s | raw p95 | API/raw p95 | errors | target @10 |',
);
lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of results) {
  if (r.skipped) {
    lines.push(
      `| ${r.name} | ${r.connections} | not run: one request takes seconds, see below | | | | | | | | MISSED |`,
    );
    continue;
  }
  lines.push(
    `| ${r.name}${r.note ? ` (${r.note})` : ''} (${(captured[r.key] ?? []).length} SQL) | ${r.connections} | ${f(r.api.rps, 0)} | ${f(r.api.p50)} | ${f(r.api.p95)} | ${f(r.api.p99)} | ${f(r.raw.rps, 0)} | ${f(r.raw.p95, 2)} | ${f(r.api.p95 / r.raw.p95)}× | ${r.api.errors} | ${target(r)} |`,
  );
}
if (BEFORE_MAIN) {
  lines.push('');
  lines.push(`### Before / after, side by side in this run`);
  lines.push('');
  lines.push(
    `**before** = \`${BEFORE_MAIN}\` (another build), **after** = \`${API_MAIN}\`; both on the same database, each cell measured twice, in the order before, after, after, before (each build once first and once second), its two runs pooled.`,
  );
  lines.push('');
  lines.push(
    '| endpoint | conn | before req/s | before p50 | before p95 | after req/s | after p50 | after p95 | after/before req/s | after/before p95 |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results.filter((x) => x.before)) {
    lines.push(
      `| ${r.name} | ${r.connections} | ${f(r.before.rps, 0)} | ${f(r.before.p50)} | ${f(r.before.p95)} | ${f(r.api.rps, 0)} | ${f(r.api.p50)} | ${f(r.api.p95)} | ${f(r.api.rps / r.before.rps, 2)}× | ${f(r.api.p95 / r.before.p95, 2)}× |`,
    );
  }
}
if (bare) {
  lines.push('');
  lines.push('### Bare Fastify + mysql2 on the same SQL (no Nest, no TypeORM, no auth)');
  lines.push('');
  lines.push(
    "The passes list: its data statements; the small reads: every statement the API ran, token lookup included. Target: API req/s at least 50 % of the bare server's.",
  );
  lines.push('');
  lines.push(
    '| endpoint | SQL | conn | bare req/s | bare p95 | API req/s | API p95 | API/bare req/s | API p95 / bare p95 | before/bare req/s | CPU ms/req bare | CPU ms/req API | bare/API CPU | bare/before CPU |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [k, b] of Object.entries(bare)) {
    for (const row of b.rows) {
      const apiRow = results.find((r) => r.key === k && r.connections === row.connections);
      lines.push(
        `| ${b.name} | ${b.statements} | ${row.connections} | ${f(row.rps, 0)} | ${f(row.p95)} | ${apiRow ? f(apiRow.api.rps, 0) : '–'} | ${apiRow ? f(apiRow.api.p95) : '–'} | ${apiRow ? f((100 * apiRow.api.rps) / row.rps, 0) + ' %' : '–'} | ${apiRow ? f(apiRow.api.p95 / row.p95) + '×' : '–'} | ${apiRow?.before ? f((100 * apiRow.before.rps) / row.rps, 0) + ' %' : '–'} | ${f(row.cpu_ms, 2)} | ${apiRow ? f(apiRow.api.cpu_ms, 2) : '–'} | ${apiRow ? f((100 * row.cpu_ms) / apiRow.api.cpu_ms, 0) + ' %' : '–'} | ${apiRow?.before ? f((100 * row.cpu_ms) / apiRow.before.cpu_ms, 0) + ' %' : '–'} |`,
      );
    }
  }
}
lines.push('');
lines.push('## Slowest statements (one run each, after the load) and their plans');
lines.push('');
for (const e of explains.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
  lines.push(
    `- **${e.key}**, ${f(e.ms)} ms: \`${e.sql.replace(/\s+/g, ' ').slice(0, 400)}${e.sql.length > 400 ? '…' : ''}\``,
  );
  lines.push('');
  lines.push('  | table | type | key | rows | Extra |');
  lines.push('  |---|---|---|---:|---|');
  for (const p of e.plan.filter((x) => x.table))
    lines.push(`  | ${p.table} | ${p.type} | ${p.key ?? ''} | ${p.rows} | ${p.Extra ?? ''} |`);
  lines.push('');
}
const out = opt('out', join(ROOT, 'BENCHMARKS.md'));
writeFileSync(out, lines.join('\n') + '\n');
writeFileSync(
  join(tmpdir(), 'balti-bench-last-run.json'),
  JSON.stringify({ results, bare, captured, explains }, null, 2),
);
log(`wrote ${out}`);
await cleanup();
process.exit(0);
