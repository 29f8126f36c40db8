/**
 * `node bench/competition.mjs [--main backend/dist/main.js] [--db mariadb|sqlite] [--duration 60] [--port 3911]
 *                             [--pollers 300] [--interval 3] [--rate 10] [--teams 40]`:
 * a big competition's live page under load. Not a test.
 *
 * Starts the API as a real process on a fresh database with the demo accounts
 * (a throwaway MariaDB, bench/mariadb.mjs, or a SQLite file), sets up a running competition through
 * the API (a water with `teams` stands in 4 sectors, `teams` teams, the draw, the start), then for
 * `duration` seconds:
 * - `pollers` phones each poll GET /api/public/companies/{slug}/competitions/{id} every `interval`
 *   seconds (a random start in the first interval), sending the last ETag (If-None-Match), as the
 *   public page does;
 * - judges write `rate` weigh-ins a second (POST {base}/competitions/{id}/createWeighIn, each with a
 *   new uid; one in ten is sent twice, a resend).
 * Prints p50/p95/p99 of the public page (200 and 304 answers together, and 200s alone) and of a
 * weigh-in, the answers by status, and the API process's CPU over the run (/proc, utime + stime).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { startBenchMariaDb } from './mariadb.mjs';
import { cpuSeconds, login, sleep, spawnApi, waitHealthy } from './api-process.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const MAIN = opt('main', 'backend/dist/main.js');
const DB = opt('db', 'mariadb');
const DURATION = Number(opt('duration', '60'));
const POLLERS = Number(opt('pollers', '300'));
const INTERVAL = Number(opt('interval', '3'));
const RATE = Number(opt('rate', '10'));
const TEAMS = Number(opt('teams', '40'));
const PORT = Number(opt('port', '3911'));
const log = (...a) => console.log(`[competition ${new Date().toISOString().slice(11, 19)}]`, ...a);

const dataDir = mkdtempSync(join(tmpdir(), 'balti-bench-competition-'));
let mariadb = null;
let dbUrl = `sqlite:${join(dataDir, 'app.sqlite')}`;
if (DB === 'mariadb') {
  mariadb = await startBenchMariaDb({ database: 'balti_competition', bufferPool: '256M' });
  dbUrl = mariadb.url;
}
const api = spawnApi({ name: 'api', main: MAIN, dbUrl, dataDir, port: PORT });
const cleanup = async () => {
  if (api.exitCode === null) api.kill('SIGTERM');
  if (mariadb) await mariadb.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', async () => {
  await cleanup();
  process.exit(130);
});

const API = `http://127.0.0.1:${PORT}`;
await waitHealthy(API, 900, 'the API');
const { token, user } = await login(API, 'admin@balta-demo.ro', 'Demo1234!', 'login');
const companyId = user.company_id;
const base = `${API}/api/company/${companyId}`;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
async function post(path, body, expected = [200, 201]) {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await r.json();
  if (!expected.includes(r.status)) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

// ---------- a running competition ----------
log(`setting up ${TEAMS} teams on ${TEAMS} stands in 4 sectors (${DB})`);
const water = await post('/createWater', { name: 'Lacul concursului' });
const standIds = [];
for (let n = 1; n <= TEAMS; n++)
  standIds.push((await post('/createStand', { water_id: water.id, number: String(n) })).id);
const starts = Date.now() + 3_600_000 * 24 * 30;
const iso = (ms) => new Date(ms).toISOString();
const quarter = Math.ceil(TEAMS / 4);
const competition = await post('/createCompetition', {
  name: 'Cupa de încărcare',
  water_id: water.id,
  starts_at: iso(starts),
  ends_at: iso(starts + 72 * 3_600_000),
  rounds: [0, 1, 2].map((r) => ({
    starts_at: iso(starts + r * 24 * 3_600_000),
    ends_at: iso(starts + (r + 1) * 24 * 3_600_000),
  })),
  team_size: 2,
  entry_fee: '0.00',
  fish_ids: [],
  min_weight_kg: '1.000',
  fish_count: 5,
  short_rule: 'mean',
  sectors: ['A', 'B', 'C', 'D'].map((name, i) => ({ name, stand_ids: standIds.slice(i * quarter, (i + 1) * quarter) })),
});
const comp = (path) => `/competitions/${competition.id}${path}`;
await post(comp('/openRegistration'), {});
const teamIds = [];
for (let i = 0; i < TEAMS; i++)
  teamIds.push(
    (
      await post(comp('/createTeam'), {
        name: `Echipa ${i + 1}`,
        phone: `0722 ${String(100000 + i)}`,
        guests: [{ name: `Pescar Unu` }, { name: `Pescar Doi` }],
      })
    ).id,
  );
await post(comp('/draw'), { seed: 'bench' });
await post(comp('/start'), {});
const slug = 'balta-demo';
const publicUrl = `${API}/api/public/companies/${slug}/competitions/${competition.id}`;

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: s[s.length - 1] };
};

// ---------- the load ----------
log(`load: ${POLLERS} pollers every ${INTERVAL} s, ${RATE} weigh-ins/s, ${DURATION} s`);
const until = performance.now() + DURATION * 1000;
const pub = { all: [], ok: [], statuses: {} };
const weigh = { all: [], statuses: {} };
const count = (bag, status) => (bag.statuses[status] = (bag.statuses[status] ?? 0) + 1);

async function poller() {
  let etag = null;
  await sleep(Math.random() * INTERVAL * 1000);
  while (performance.now() < until) {
    const next = performance.now() + INTERVAL * 1000;
    const t0 = performance.now();
    try {
      const r = await fetch(publicUrl, { headers: etag ? { 'if-none-match': etag } : {} });
      await r.arrayBuffer();
      const ms = performance.now() - t0;
      pub.all.push(ms);
      if (r.status === 200) pub.ok.push(ms);
      count(pub, r.status);
      etag = r.headers.get('etag') ?? etag;
    } catch {
      count(pub, 'error');
    }
    await sleep(Math.max(0, next - performance.now()));
  }
}

async function send(entry) {
  const t0 = performance.now();
  try {
    const r = await fetch(`${base}${comp('/createWeighIn')}`, { method: 'POST', headers, body: JSON.stringify(entry) });
    await r.arrayBuffer();
    weigh.all.push(performance.now() - t0);
    count(weigh, r.status);
  } catch {
    count(weigh, 'error');
  }
}

async function judges() {
  const pending = [];
  let i = 0;
  const started = performance.now();
  while (performance.now() < until) {
    const due = started + (i * 1000) / RATE;
    await sleep(Math.max(0, due - performance.now()));
    const entry = {
      uid: randomUUID(),
      team_id: teamIds[i % teamIds.length],
      round: 1 + (Math.floor(i / 200) % 3),
      fish_id: 1 + (i % 4),
      weight_kg: (1 + ((i * 7919) % 24000) / 1000).toFixed(3),
      witness: 'Martor',
    };
    pending.push(send(entry));
    if (i % 10 === 9) pending.push(send(entry)); // a resend
    i++;
  }
  await Promise.all(pending);
  return i;
}

const load0 = loadavg()[0];
const cpu0 = cpuSeconds(api.pid);
const wall0 = performance.now();
const [written] = await Promise.all([judges(), ...Array.from({ length: POLLERS }, poller)]);
const wall = (performance.now() - wall0) / 1000;
const cpu = cpuSeconds(api.pid) - cpu0;

let rows = null;
if (mariadb) {
  const conn = await createConnection(mariadb.url.replace(/^mariadb:/, 'mysql:'));
  const [[r]] = await conn.query('SELECT COUNT(*) n, COUNT(DISTINCT uid) u FROM competition_weigh_ins');
  rows = { n: Number(r.n), distinct: Number(r.u) };
  await conn.end();
}
const fmt = (s) => `${s.n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)}`;
console.log(`
Machine: ${cpus().length} × ${cpus()[0].model}, load average ${load0.toFixed(2)} at the start (shared machine).
Database: ${DB}; API: ${MAIN}, one process (NODE_ENV=development for the demo accounts, LOG_LEVEL=warn).
Competition: ${TEAMS} teams in 4 sectors, 3 rounds; ${written} weigh-ins written (+ ${Math.floor(written / 10)} resends)${rows ? `; rows ${rows.n}, distinct uids ${rows.distinct}` : ''}.
Load: ${POLLERS} pollers every ${INTERVAL} s with If-None-Match, ${RATE} weigh-ins/s, ${DURATION} s.

| request | answers | p50 ms | p95 ms | p99 ms | max ms |
|---|---|---|---|---|---|
| public page (200 + 304) | ${fmt(summary(pub.all))} |
| public page, 200 only | ${fmt(summary(pub.ok))} |
| weigh-in (createWeighIn) | ${fmt(summary(weigh.all))} |

Statuses: public ${JSON.stringify(pub.statuses)}, weigh-ins ${JSON.stringify(weigh.statuses)}.
API process CPU: ${cpu.toFixed(1)} s over ${wall.toFixed(1)} s = ${((cpu / wall) * 100).toFixed(0)} % of one core.
`);
await cleanup();
