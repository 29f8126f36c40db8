/**
 * `node bench/explain-search.mjs --db-url mariadb://…` on a `seed:scale` set: the clients search's
 * statements before and after the search terms (clients/client-search.ts), on the largest company:
 * each one's EXPLAIN, the rows it returns and its median time over 20 runs, for a name, the last 4
 * digits of a phone and a run from a phone's middle. A markdown table on stdout, for BENCHMARKS.md.
 */
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';

const argv = process.argv.slice(2);
const url = argv[argv.indexOf('--db-url') + 1];
const u = new URL(url.replace(/^mariadb:/, 'mysql:'));
const db = await createConnection({
  host: u.hostname,
  port: Number(u.port),
  user: decodeURIComponent(u.username),
  database: u.pathname.slice(1),
});
const [[company]] = await db.query(
  'SELECT company_id AS id, COUNT(*) AS n FROM clients GROUP BY company_id ORDER BY n DESC LIMIT 1',
);
const [[someone]] = await db.query(
  'SELECT search_phone AS phone FROM clients WHERE company_id = ? AND search_phone IS NOT NULL ORDER BY id LIMIT 1',
  [company.id],
);
const tail = someone.phone.slice(-4);
const middle = someone.phone.slice(3, 7);
const TOP = '\u{10FFFF}';
const cases = [
  {
    what: 'name "popescu"',
    before: [
      `SELECT c.id FROM clients c WHERE c.company_id = ? AND (c.search_last LIKE 'popescu%' OR c.search_first LIKE 'popescu%')`,
      [company.id],
    ],
    after: [
      'SELECT DISTINCT k0.client_id FROM client_search_keys k0 WHERE k0.company_id = ? AND k0.term >= ? AND k0.term < ?',
      [company.id, 'n:popescu', `n:popescu${TOP}`],
    ],
  },
  ...[
    [`the last 4 phone digits "${tail}"`, tail],
    [`4 digits from a phone's middle "${middle}"`, middle],
  ].map(([what, digits]) => ({
    what,
    before: [
      `SELECT c.id FROM clients c WHERE c.company_id = ? AND c.search_phone LIKE ?`,
      [company.id, `%${digits}%`],
    ],
    after: [
      'SELECT DISTINCT k0.client_id FROM client_search_keys k0 WHERE k0.company_id = ? AND k0.term >= ? AND k0.term < ?',
      [company.id, `t:${digits}`, `t:${digits}${TOP}`],
    ],
  })),
];

async function measure([sql, params]) {
  const [rows] = await db.query(sql, params);
  const [plan] = await db.query(`EXPLAIN ${sql}`, params);
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await db.query(sql, params);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { found: rows.length, plan: plan[0], ms: times[10] };
}

console.log(`Largest company: ${company.n} clients.\n`);
console.log('| search | form | EXPLAIN type / key | rows examined (EXPLAIN) | Extra | found | median |');
console.log('|---|---|---|---:|---|---:|---:|');
for (const c of cases) {
  const b = await measure(c.before);
  const a = await measure(c.after);
  if (b.found !== a.found) console.error(`${c.what}: before found ${b.found}, after ${a.found}`);
  for (const [form, r] of [
    ['before: LIKE on the clients’ search columns', b],
    ['after: a prefix range of client_search_keys', a],
  ])
    console.log(
      `| ${c.what} | ${form} | ${r.plan.type} / ${r.plan.key} | ${r.plan.rows} | ${r.plan.Extra ?? ''} | ${r.found} | ${r.ms.toFixed(2)} ms |`,
    );
}
await db.end();
