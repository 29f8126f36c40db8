/**
 * `node bench/signin.mjs --before OTHER/backend/dist/main.js [--after backend/dist/main.js]
 *                         [--duration 10] [--connections 10,50] [--db mariadb|sqlite]
 *                         [--order before,after,after,before]`: a sign-in storm. Not a test.
 *
 * Starts both builds as real processes, each on its own database with the demo accounts (two
 * databases on one throwaway MariaDB, bench/mariadb.mjs; or a SQLite file each, whose writes are
 * synchronous on the API's main thread), and,
 * build by build (before, after, after, before; each build's two runs pooled, as bench/run.mjs
 * does), drives POST /api/login with the right password at each connection count while one more
 * connection reads GET /api/user the whole time: how many sign-ins a second, and how long everyone
 * else waits meanwhile. Every sign-in says it comes from another address (X-Forwarded-For), so the
 * per-address limits do not count; the per-account limits are set out of reach (RATE_LIMIT_AUTH).
 * Prints a Markdown table (BENCHMARKS.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { startBenchMariaDb } from './mariadb.mjs';
import { cpuSeconds, login, sleep, spawnApi, waitHealthy } from './api-process.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const BUILDS = { before: opt('before', ''), after: opt('after', 'backend/dist/main.js') };
if (!BUILDS.before) throw new Error('--before OTHER/backend/dist/main.js is required');
const DURATION = Number(opt('duration', '10'));
const CONNECTIONS = opt('connections', '10,50').split(',').map(Number);
const DB = opt('db', 'mariadb');
// Each build twice, each once first: the cell measured second has been seen to run faster (BENCHMARKS.md, session 11).
const ORDER = opt('order', 'before,after,after,before').split(',');
const EMAIL = 'admin@balta-demo.ro';
const PASSWORD = 'Demo1234!';
const log = (...a) => console.log(`[signin ${new Date().toISOString().slice(11, 19)}]`, ...a);

const children = [];
const dirs = [];
let mariadb = null;
async function databaseUrl(name, dataDir) {
  if (DB === 'sqlite') return `sqlite:${join(dataDir, 'app.sqlite')}`;
  mariadb ??= await startBenchMariaDb({ database: 'balti_signin', bufferPool: '256M' });
  const conn = await createConnection(mariadb.url.replace(/^mariadb:/, 'mysql:'));
  await conn.query(`CREATE DATABASE \`balti_${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return mariadb.url.replace(/\/balti_signin$/, `/balti_${name}`);
}

async function start(name, main, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `balti-signin-${name}-`));
  dirs.push(dataDir);
  const dbUrl = await databaseUrl(name, dataDir);
  const child = spawnApi({ name, main, dbUrl, dataDir, port });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, 600, name);
  const { token } = await login(url, EMAIL, PASSWORD, `${name} login`);
  return { url, token };
}

/**
 * Waits until neither API process uses more than a tenth of a CPU: a storm's requests that the
 * client gave up on may still be hashed after its cell, and would load the next cell's build.
 */
async function settle() {
  const started = Date.now();
  for (;;) {
    const before = children.map((c) => cpuSeconds(c.pid));
    await sleep(1000);
    const busy = children.map((c, i) => cpuSeconds(c.pid) - before[i]);
    if (busy.every((b) => b < 0.1) || Date.now() - started > 180_000) return (Date.now() - started) / 1000;
  }
}

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** autocannon for `duration` s; latencies of 2xx answers only, every status counted. */
function load(url, options, connections, duration) {
  return new Promise((done, fail) => {
    const latencies = [];
    const statuses = {};
    const inst = autocannon({ url, connections, duration, ...options }, (err, res) => {
      if (err) return fail(err);
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
      done({
        ok: latencies.length,
        rps: latencies.length / (res.duration || duration),
        p50: at(0.5),
        p95: at(0.95),
        statuses,
      });
    });
    inst.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

async function cell(server, connections) {
  const load1 = loadavg()[0];
  const [signIn, user] = await Promise.all([
    load(
      `${server.url}/api/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomIp() } }) }],
      },
      connections,
      DURATION,
    ),
    load(`${server.url}/api/user`, { headers: { authorization: `Bearer ${server.token}` } }, 1, DURATION),
  ]);
  return { signIn, user, load: (load1 + loadavg()[0]) / 2 };
}

const servers = { before: await start('before', BUILDS.before, 3911), after: await start('after', BUILDS.after, 3912) };
const cleanup = async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await sleep(500);
  await mariadb?.stop();
};
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

const loadAtStart = loadavg()[0];
const quiet = {};
for (const name of ['before', 'after']) {
  quiet[name] = await load(
    `${servers[name].url}/api/user`,
    { headers: { authorization: `Bearer ${servers[name].token}` } },
    1,
    DURATION,
  );
  log(`${name}: GET /api/user alone p95 ${quiet[name].p95.toFixed(1)} ms`);
}
const results = [];
for (const c of CONNECTIONS) {
  const runs = { before: [], after: [] };
  for (const name of ORDER) {
    const waited = await settle();
    if (waited > 1.5) log(`waited ${waited.toFixed(0)} s for both processes to go idle`);
    const r = await cell(servers[name], c);
    runs[name].push(r);
    log(
      `${name} c=${c}: sign-in ${r.signIn.rps.toFixed(1)}/s p95 ${r.signIn.p95.toFixed(0)} ms ${JSON.stringify(r.signIn.statuses)}; ` +
        `GET /api/user p95 ${r.user.p95.toFixed(1)} ms (${r.user.ok} answered); load ${r.load.toFixed(1)}`,
    );
  }
  results.push({ c, runs });
}
await cleanup();

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
const row = (name, c, rs) => {
  const refused = rs.reduce((n, r) => n + (r.signIn.statuses[429] ?? 0), 0);
  const answered = rs.reduce((n, r) => n + Object.values(r.signIn.statuses).reduce((a, b) => a + b, 0), 0);
  return `| ${name} | ${c} | ${f(mean(rs.map((r) => r.signIn.rps)))} | ${f(mean(rs.map((r) => r.signIn.p50)), 0)} | ${f(mean(rs.map((r) => r.signIn.p95)), 0)} | ${answered ? f((100 * refused) / answered, 0) : '–'} % | ${f(mean(rs.map((r) => r.user.p50)))} | ${f(mean(rs.map((r) => r.user.p95)))} | ${f(mean(rs.map((r) => r.user.rps)), 0)} | ${f(mean(rs.map((r) => r.load)))} |`;
};
console.log(
  [
    '',
    `${DB === 'sqlite' ? 'SQLite' : 'MariaDB'}; ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ${DURATION} s per cell, each build twice (before, after, after, before), means of the two.`,
    `GET /api/user alone (1 connection): before p95 ${f(quiet.before.p95)} ms, after p95 ${f(quiet.after.p95)} ms.`,
    '',
    '| build | sign-in conn | sign-ins/s | sign-in p50 ms | sign-in p95 ms | sign-ins 429 | GET /api/user p50 ms | GET /api/user p95 ms | GET /api/user req/s | load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap(({ c, runs }) => [row('before', c, runs.before), row('after', c, runs.after)]),
  ].join('\n'),
);
