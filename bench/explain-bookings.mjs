/**
 * `node bench/explain-bookings.mjs`: the two reads that join the passes and the bookings, before and
 * after migration 1795690000000 (BookingCheckIns: `IDX_bookings_company_pass`, `checked_in_at` and
 * `IDX_bookings_company_checked_in`), on a throwaway MariaDB (bench/mariadb.mjs).
 *
 * The tables are a model, not the app's schema: the columns these statements read and the indexes the
 * app has on them (backend/src/passes/entities/pass.entity.ts, bookings/entities/booking.entity.ts).
 * One company: 200 000 passes, one every 5 minutes from 2025-01-01 (a third each cash, card and
 * transfer), and 30 000 bookings, two thirds checked in with a card or transfer pass and a deposit with
 * a chitanță.
 * The statements are those of PassQueryService.nonCashSales (the cash book's card and transfer sums)
 * and BookingQueryService.depositsInPassTotals (the finance chart), for June 2026.
 * A markdown table on stdout, for BENCHMARKS.md.
 */
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { startBenchMariaDb } from './mariadb.mjs';

const server = await startBenchMariaDb({ database: 'explain_bookings', bufferPool: '256M' });
const u = new URL(server.url.replace(/^mariadb:/, 'mysql:'));
const db = await createConnection({
  host: u.hostname,
  port: Number(u.port),
  user: 'root',
  database: 'explain_bookings',
});

await db.query(`CREATE TABLE passes (
  id int AUTO_INCREMENT PRIMARY KEY, company_id int NOT NULL, created_at datetime NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'active', payment_method varchar(8) NOT NULL, total decimal(12,2) NOT NULL,
  INDEX IDX_passes_company_created (company_id, created_at))`);
await db.query(`CREATE TABLE bookings (
  id int AUTO_INCREMENT PRIMARY KEY, company_id int NOT NULL, starts_at datetime NOT NULL, status varchar(12) NOT NULL,
  deposit decimal(12,2) NOT NULL DEFAULT 0, deposit_receipt_id int NULL, pass_id int NULL,
  guest_phone varchar(20) NULL, request_ip_hash varchar(64) NULL,
  INDEX IDX_bookings_company_starts (company_id, starts_at),
  INDEX IDX_bookings_company_phone (company_id, guest_phone, status),
  INDEX IDX_bookings_company_ip (company_id, request_ip_hash, status))`);
await db.query(`CREATE TABLE receipts (
  id int AUTO_INCREMENT PRIMARY KEY, company_id int NOT NULL, status varchar(10) NOT NULL DEFAULT 'issued')`);
await db.query(`INSERT INTO passes (company_id, created_at, payment_method, total)
  SELECT 1, '2025-01-01' + INTERVAL (seq * 300) SECOND, ELT(seq % 3 + 1, 'cash', 'card', 'transfer'), 50
  FROM seq_1_to_200000`);
await db.query(`INSERT INTO receipts (company_id) SELECT 1 FROM seq_1_to_30000`);
await db.query(`INSERT INTO bookings (company_id, starts_at, status, deposit, deposit_receipt_id, pass_id, guest_phone)
  SELECT 1, '2025-01-01' + INTERVAL (seq * 2000) SECOND, IF(seq % 3 = 0, 'cancelled', 'checked_in'), 20,
         seq, IF(seq % 3 = 0, NULL, seq * 6 + seq % 2 + 1), CONCAT('07', seq)
  FROM seq_1_to_30000`);

const NON_CASH = `SELECT p.created_at, p.total, p.payment_method, b.deposit FROM passes p
  LEFT JOIN bookings b ON b.pass_id = p.id AND b.company_id = p.company_id
  WHERE p.company_id = 1 AND p.status = 'active' AND p.payment_method IN ('card', 'transfer')
    AND p.created_at >= '2026-06-01' AND p.created_at < '2026-07-01'`;
const depositsBy = (at, where = '') => `SELECT ${at} AS at, b.deposit FROM bookings b
  JOIN passes p ON p.id = b.pass_id AND p.company_id = b.company_id AND p.status = 'active'
  JOIN receipts r ON r.id = b.deposit_receipt_id AND r.company_id = b.company_id AND r.status = 'issued'
  WHERE b.company_id = 1 ${where} AND ${at} >= '2026-06-01' AND ${at} < '2026-07-01'`;

/** Its plan (table: access, key, rows read) from ANALYZE FORMAT=JSON, and its median time over `runs`. */
async function measure(sql, runs) {
  const [[row]] = await db.query(`ANALYZE FORMAT=JSON ${sql}`);
  const plan = JSON.parse(Object.values(row)[0]);
  const tables = [];
  const bnl = new Set();
  (function walk(node) {
    if (!node || typeof node !== 'object') return;
    if (node['block-nl-join']) bnl.add(node['block-nl-join'].table);
    if (node.table_name && node.access_type) {
      const read = Math.round(node.r_rows * (node.r_loops ?? 1));
      const how = `${node.access_type}${node.key ? ` ${node.key}` : ''}${bnl.has(node) ? ', block nested loop' : ''}`;
      tables.push(`${node.table_name}: ${how}, ${read} rows × ${node.r_loops ?? 1} loops`);
    }
    for (const v of Object.values(node)) walk(v);
  })(plan);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await db.query(sql);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [rows] = await db.query(sql);
  return { plan: tables.join('; '), ms: times[Math.floor(times.length / 2)], rows: rows.length };
}

await db.query('ANALYZE TABLE passes, bookings, receipts');
const results = [];
results.push(['cash book: card and transfer passes with their booking', 'before', await measure(NON_CASH, 1)]);
results.push([
  'finance chart: deposits of the month\u2019s check-ins (by the pass\u2019s issue)',
  'before',
  await measure(depositsBy('p.created_at', "AND b.status = 'checked_in'"), 5),
]);
await db.query('ALTER TABLE bookings ADD checked_in_at datetime NULL');
await db.query('UPDATE bookings b JOIN passes p ON p.id = b.pass_id SET b.checked_in_at = p.created_at');
await db.query('CREATE INDEX IDX_bookings_company_checked_in ON bookings (company_id, checked_in_at)');
await db.query('CREATE INDEX IDX_bookings_company_pass ON bookings (company_id, pass_id)');
await db.query('ANALYZE TABLE bookings');
results.push(['cash book: card and transfer passes with their booking', 'after', await measure(NON_CASH, 20)]);
results.push([
  'finance chart: deposits of the month\u2019s check-ins (by checked_in_at)',
  'after',
  await measure(depositsBy('b.checked_in_at'), 20),
]);

console.log('| statement | schema | plan (rows read) | rows answered | median |');
console.log('|---|---|---|---:|---:|');
for (const [what, when, r] of results)
  console.log(`| ${what} | ${when} | ${r.plan} | ${r.rows} | ${r.ms.toFixed(1)} ms |`);
await db.end();
await server.stop();
