import Redis from 'ioredis';
import { startThrowawayRedis, type ThrowawayRedis } from '../support/redis';
import { DB_KIND, PASSWORD, startTestApp, TestApp } from './support/app';

/**
 * Rate limits with REDIS_URL: two applications sharing one real redis-server count
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
    const env = { RATE_LIMIT_AUTH: String(LIMIT), TRUST_PROXY: 'true' };
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

  it('keeps the counts in Redis: per address within the minute, per account and address within the window and wait', async () => {
    const client = new Redis(redis.url);
    try {
      const perAddress = await client.keys('balti:throttle:ip:*');
      const signIn = await client.keys('balti:throttle:signin:*');
      expect(perAddress.length).toBeGreaterThan(0);
      expect(signIn.length).toBeGreaterThan(0);
      for (const key of perAddress) {
        const left = await client.pttl(key);
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(60_000);
      }
      // 15 minutes' count, kept 15 minutes past the first wait (60 s).
      for (const key of signIn) {
        const left = await client.pttl(key);
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThanOrEqual(16 * 60_000);
      }
    } finally {
      client.disconnect();
    }
  });

  it('locks out one address on one account through both applications, never the owner elsewhere, with doubling waits', async () => {
    const email = 'angajat@balta-demo.ro';
    const from = (t: TestApp, password: string, ip: string) =>
      t.call('POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
    const attacker = '203.0.113.66';
    const client = new Redis(redis.url);
    // Waits of the tests above, still running.
    const earlier = new Set(await client.keys('balti:throttle:signin:*:block'));
    for (let i = 0; i < LIMIT; i++) expect((await from(i % 2 ? one : two, 'Greșită123!', attacker)).status).toBe(401);
    try {
      const waits: { seconds: number; message: string }[] = [];
      for (let round = 0; round < 3; round++) {
        const refused = await from(round % 2 ? one : two, 'Greșită123!', attacker);
        expect(refused.status).toBe(429);
        waits.push({ seconds: Number(refused.headers['retry-after-signin']), message: refused.body.message });
        expect((await from(round % 2 ? two : one, PASSWORD, attacker)).status).toBe(429);
        // The owner, from another address, meanwhile.
        expect((await from(round % 2 ? two : one, PASSWORD, `198.51.100.${round + 1}`)).status).toBe(200);
        // End the wait where both applications read it; one attempt then goes through.
        const blocks = (await client.keys('balti:throttle:signin:*:block')).filter((key) => !earlier.has(key));
        expect(blocks).toHaveLength(1);
        await client.del(blocks[0]);
        expect((await from(round % 2 ? two : one, 'Greșită123!', attacker)).status).toBe(401);
      }
      expect(waits).toEqual([
        { seconds: 60, message: 'Prea multe încercări. Încercați din nou peste un minut.' },
        { seconds: 120, message: 'Prea multe încercări. Încercați din nou peste 2 minute.' },
        { seconds: 240, message: 'Prea multe încercări. Încercați din nou peste 4 minute.' },
      ]);
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
