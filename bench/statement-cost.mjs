/**
 * `node bench/statement-cost.mjs [--statements 20000]`: what one trivial statement (`SELECT 1`) costs
 * the API's process on this machine, one after the other on one connection, on a throwaway MariaDB
 * (bench/mariadb.mjs): the time per statement and the process's CPU per statement (user and
 * system), through mysql2 over TCP (as the API and the compose stack connect), mysql2 over the
 * server's Unix socket, and TypeORM's `DataSource.query` over TCP (the API's driver underneath).
 *
 * Every list answers with several statements (the token's check, the count or totals, the page,
 * its rows), public verification with one: on a machine where a statement's round trip costs the
 * client tens of microseconds of kernel time, that count sets much of a list's cost next to
 * verification's (BENCHMARKS.md, "Session 21"). A markdown table on stdout.
 */
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { startBenchMariaDb } from './mariadb.mjs';

const argv = process.argv.slice(2);
const at = argv.indexOf('--statements');
const N = at >= 0 ? Number(argv[at + 1]) : 20_000;
const server = await startBenchMariaDb({ database: 'statement_cost', bufferPool: '128M' });
const url = new URL(server.url.replace(/^mariadb:/, 'mysql:'));

/** Runs `one` N times after N / 10 unmeasured: µs per statement of wall time, user and system CPU. */
async function measure(one) {
  for (let i = 0; i < N / 10; i++) await one();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await one();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wall: (1000 * wall) / N, user: cpu.user / N, system: cpu.system / N };
}

const rows = [];
try {
  const tcp = await createConnection({ host: url.hostname, port: Number(url.port), user: 'root' });
  rows.push(['mysql2, TCP 127.0.0.1', await measure(() => tcp.query('SELECT 1'))]);
  await tcp.end();
  const unix = await createConnection({ socketPath: server.socket, user: 'root' });
  rows.push(['mysql2, Unix socket', await measure(() => unix.query('SELECT 1'))]);
  await unix.end();
  const orm = new DataSource({
    type: 'mysql',
    host: url.hostname,
    port: Number(url.port),
    username: 'root',
    database: 'statement_cost',
    poolSize: 1,
  });
  await orm.initialize();
  rows.push(['TypeORM DataSource.query, TCP', await measure(() => orm.query('SELECT 1'))]);
  await orm.destroy();
} finally {
  await server.stop();
}

console.log(`${N} statements each, one connection, Node ${process.version}\n`);
console.log('| path | µs per statement | CPU µs per statement | of which user | of which system |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, m] of rows)
  console.log(
    `| ${name} | ${m.wall.toFixed(1)} | ${(m.user + m.system).toFixed(1)} | ${m.user.toFixed(1)} | ${m.system.toFixed(1)} |`,
  );
