/**
 * The statements of a passes search by name, the way before session 10 and the way now, each run
 * alone on an idle server: 30 runs, the median. Not a test; BENCHMARKS.md ("Session 10") quotes it.
 *
 *   node bench/search-sql.mjs --db-url mariadb://root@127.0.0.1:PORT/DB [--name popescu] [--runs 30]
 *
 * On the largest company of a `seed:scale` database. Each pair must give the same answer: the
 * script stops if it does not.
 */
import { createConnection } from 'mysql2/promise';

const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const url = opt('db-url', process.env.DATABASE_URL ?? '');
if (!url) throw new Error('--db-url mariadb://… (or DATABASE_URL) is required');
const name = opt('name', 'popescu');
const runs = Number(opt('runs', '30'));
const db = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:') });

const [[{ company }]] = await db.query(
  'SELECT company_id AS company FROM clients GROUP BY company_id ORDER BY COUNT(*) DESC LIMIT 1',
);
const like = `${name}%`;

async function timed(sql, params) {
  const times = [];
  let rows;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    [rows] = await db.query(sql, params);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)], rows };
}

const pairs = [];
async function pair(step, before, after, same) {
  const b = await timed(...before);
  const a = await timed(...after);
  if (!same(b.rows, a.rows)) throw new Error(`${step}: the two forms answer differently`);
  pairs.push({ step, before: b.ms, after: a.ms });
  return a.rows;
}

const sorted = (rows) => JSON.stringify(rows.map((r) => Number(r.id)).sort((x, y) => x - y));
const anglers = await pair(
  'the anglers’ ids',
  [
    'SELECT id FROM clients c WHERE company_id = ? AND (search_last LIKE ? OR search_first LIKE ?) LIMIT 10001',
    [company, like, like],
  ],
  [
    'SELECT id FROM clients c WHERE company_id = ? AND search_last LIKE ? UNION SELECT id FROM clients c WHERE company_id = ? AND search_first LIKE ? LIMIT 10001',
    [company, like, company, like],
  ],
  (x, y) => sorted(x) === sorted(y),
);
const ids = anglers.map((r) => Number(r.id));
const list = ids.join(', ');

await pair(
  'their passes counted, with the active ones’ total',
  [
    `SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END) AS active,
            SUM(CASE WHEN status = 'active' THEN total ELSE 0 END) * 100 AS bani
       FROM passes p WHERE company_id = ? AND client_id IN (${list})`,
    [company],
  ],
  [
    `SELECT SUM(active + cancelled) AS n, SUM(active) AS active, SUM(active_bani) AS bani
       FROM client_pass_totals p WHERE company_id = ? AND client_id IN (${list})`,
    [company],
  ],
  (x, y) =>
    Number(x[0].n) === Number(y[0].n) &&
    Number(x[0].active) === Number(y[0].active) &&
    Number(x[0].bani) === Number(y[0].bani),
);

const first = 25;
await pair(
  `the first ${first}, newest first`,
  [
    `SELECT id FROM passes p WHERE company_id = ? AND client_id IN (${list})
      ORDER BY valid_from DESC, id DESC LIMIT ${first}`,
    [company],
  ],
  [
    `SELECT id FROM passes p WHERE company_id = ? AND client_id IN (
       SELECT ranked.client_id FROM (
         SELECT t.client_id, RANK() OVER (ORDER BY t.last_valid_from DESC) AS newest
           FROM client_pass_totals t WHERE t.company_id = ? AND t.client_id IN (${list})
       ) ranked WHERE ranked.newest <= ${first})
      ORDER BY valid_from DESC, id DESC LIMIT ${first}`,
    [company, company],
  ],
  (x, y) => JSON.stringify(x) === JSON.stringify(y),
);

const [[{ passes }]] = await db.query('SELECT COUNT(*) AS passes FROM passes WHERE company_id = ?', [company]);
console.log(`company ${company} (${passes} passes), "${name}": ${ids.length} anglers; median of ${runs} runs each`);
console.log('| step | before | after |\n|---|---:|---:|');
for (const p of pairs) console.log(`| ${p.step} | ${p.before.toFixed(2)} ms | ${p.after.toFixed(2)} ms |`);
await db.end();
