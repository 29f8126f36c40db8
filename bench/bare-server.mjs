/**
 * The baseline: bare Fastify + mysql2, no Nest, no TypeORM, no auth. `POST /run/<key>` runs the
 * very statements the API ran for one request of that scenario (captured from MariaDB's general
 * log by run.mjs and handed over in BARE_SQL, a JSON object of scenario key -> SQL strings), each
 * on the pool as the API does, and answers the rows as JSON. The API's time over this one is the
 * framework's and the ORM's.
 *
 *   BARE_SQL='{"passes":["SELECT …", …],"user":[…]}' DATABASE_URL=mariadb://… PORT=3999 node bench/bare-server.mjs
 */
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const scenarios = JSON.parse(process.env.BARE_SQL ?? '{}');
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
app.post('/run/:key', async (request, reply) => {
  const statements = scenarios[request.params.key];
  if (!statements) return reply.status(404).send({ message: 'unknown scenario' });
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
