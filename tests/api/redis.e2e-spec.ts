import Redis from 'ioredis';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/redis';
import { DB_KIND, PASSWORD, startTestApp, TestApp } from './support/app';

/**
 * Rate limits with REDIS_URL (issue 17): two applications sharing one real redis-server count
 * against one limit; without it each process counts on its own, as before.
 */
describe(`rate limits shared through Redis (${DB_KIND})`, () => {
  let redis: ThrowawayRedis;
  let one: TestApp;
  let two: TestApp;
  let alone: TestApp;
  let alsoAlone: TestApp;
  const LIMIT = 5;
  const wrong = (t: TestApp, email: string) =>
    t.call('POST', '/api/login', { body: { email, password: 'Greșită123!' } }).then((r) => r.status);

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    const env = { RATE_LIMIT_AUTH: String(LIMIT) };
    [one, two, alone, alsoAlone] = await Promise.all([
      startTestApp({ ...env, REDIS_URL: redis.url }),
      startTestApp({ ...env, REDIS_URL: redis.url }),
      startTestApp(env),
      startTestApp(env),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one, two, alone, alsoAlone].map((t) => t?.close()));
    await redis?.stop();
  });

  it('holds a sign-in limit reached through one application on the other', async () => {
    const email = 'admin@balta-demo.ro';
    for (let i = 0; i < LIMIT; i++) expect(await wrong(one, email)).toBe(401);
    const refused = await two.call('POST', '/api/login', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Prea multe încercări. Încercați din nou peste un minut.' });
    expect(await wrong(one, email)).toBe(429);
    // Another account is not affected.
    expect(
      (await two.call('POST', '/api/login', { body: { email: 'angajat@balta-demo.ro', password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('keeps the counts in Redis, expiring within the minute', async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('balti:throttle:account:*');
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const left = await client.pttl(key);
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(60_000);
      }
    } finally {
      client.disconnect();
    }
  });

  it('lets exactly the limit through when 200 attempts race over both applications', async () => {
    const email = 'concurent@balta-demo.ro';
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => wrong(i % 2 ? one : two, email)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIMIT);
  });

  it('answers 503 in Romanian for a rate-limited route while Redis is down; other routes go on', async () => {
    const stopped = await startThrowawayRedis();
    const app = await startTestApp({ REDIS_URL: stopped.url });
    try {
      await stopped.stop();
      const res = await app.call('POST', '/api/login', {
        body: { email: 'admin@lacul-linistit.ro', password: PASSWORD },
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message: 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.',
      });
      // Routes without a rate limit do not need Redis.
      expect((await app.call('GET', '/api/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('without REDIS_URL counts in each process, as before', async () => {
    const email = 'local@balta-demo.ro';
    for (let i = 0; i < LIMIT; i++) expect(await wrong(alone, email)).toBe(401);
    expect(await wrong(alone, email)).toBe(429);
    expect(await wrong(alsoAlone, email)).toBe(401);
  });
});
