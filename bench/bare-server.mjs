/**
 * The baseline: bare Fastify + mysql2, no Nest, no TypeORM, no auth. POST /passes runs the very
 * statements the API ran for the passes list (captured from MariaDB's general log by run.mjs and
 * handed over in BARE_SQL, a JSON array of SQL strings), each on the pool as the API does, and
 * answers the rows as JSON. The API's time over this one is the framework's and the ORM's.
 *
 *   BARE_SQL='["SELECT …", …]' DATABASE_URL=mariadb://… PORT=3999 node bench/bare-server.mjs
 */
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const statements = JSON.parse(process.env.BARE_SQL ?? '[]');
const url = new URL((process.env.DATABASE_URL ?? '').replace(/^mariadb:/, 'mysql:'));
const pool = createPool({
  host: url.hostname,
  port: Number(url.port),
  user: decodeURIComponent(url.username),
  password: decodeURIComponent(url.password) || undefined,
  database: url.pathname.slice(1),
  connectionLimit: 20, // as the API's pool (database/data-source.ts)
  timezone: 'Z',
  supportBigNumbers: true,
});

const app = Fastify({ logger: false });
app.post('/passes', async () => {
  const results = [];
  for (const sql of statements) {
    const [rows] = await pool.query(sql);
    results.push(rows);
  }
  return { data: results };
});
app.get('/health', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log('bare server ready');
