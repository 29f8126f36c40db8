import fs from 'node:fs';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { Pass } from '@app/passes/entities/pass.entity';
import { SigningKey } from '@app/signing/entities/signing-key.entity';
import { decryptPrivateKey } from '@app/signing/signing-crypto';
import { DB_KIND, demoIds, startTestApp, TestApp, type Reply } from './support/app';

/**
 * Passes that prove themselves (issue 16): every pass carries a compact JWS (EdDSA) that a
 * standard library verifies with the company's JWKS; a token edited by one byte fails; a rotated
 * key still verifies the passes it signed; the private key is in no answer and no log line.
 */
describe(`signed passes, JWKS and revocations (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let plan: number;
  let water: number;
  let angler: number;
  const base = (c: number) => `/api/company/${c}`;
  const captured: string[] = [];
  const answers: string[] = [];
  const restore: (() => void)[] = [];

  /** pino writes to fd 1 (sonic-boom: fs.write / fs.writeSync) or process.stdout: keep every line. */
  function capture() {
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') captured.push(chunk);
      else if (Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) captured.push(Buffer.from(chunk).toString());
    };
    const stdoutWrite = process.stdout.write;
    process.stdout.write = (chunk: unknown) => {
      keep(chunk);
      return true;
    };
    restore.push(() => (process.stdout.write = stdoutWrite));
    const writeSync = fs.writeSync;
    (fs as { writeSync: unknown }).writeSync = (fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1) {
        keep(data);
        return typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
      }
      return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    };
    restore.push(() => ((fs as { writeSync: unknown }).writeSync = writeSync));
    const write = fs.write;
    (fs as { write: unknown }).write = (fd: number, data: unknown, ...rest: unknown[]) => {
      if (fd === 1) {
        keep(data);
        const cb = rest.find((r) => typeof r === 'function') as ((...a: unknown[]) => void) | undefined;
        const n = typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
        if (cb) process.nextTick(cb, null, n, data);
        return;
      }
      return (write as (...a: unknown[]) => void)(fd, data, ...rest);
    };
    restore.push(() => ((fs as { write: unknown }).write = write));
  }

  /** Every call of this file, its answer kept for the private-key check. */
  const call = async <T = any>(method: string, url: string, options: Parameters<TestApp['call']>[2] = {}) => {
    const res: Reply<T> = await t.call<T>(method, url, options);
    answers.push(res.text);
    return res;
  };
  const jwks = async (slug = 'balta-demo') => {
    const res = await call<JSONWebKeySet>('GET', `/api/public/companies/${slug}/jwks.json`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const issue = async (token = staffA) => {
    const res = await call('POST', `${base(A)}/clients/${angler}/createPass`, {
      token,
      body: { plan_id: plan, water_id: water, payment_method: 'card' },
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; code: string; token: string; series: string; number: number; verify_url: string };
  };
  const verifiesWithJose = async (token: string, set: JSONWebKeySet) => {
    try {
      await compactVerify(token, createLocalJWKSet(set));
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    capture();
    t = await startTestApp({ DEMO_CATALOGUE: 'true', LOG_LEVEL: 'info' });
    ({ companyA: A } = await demoIds(t));
    [adminA, staffA, adminB] = await Promise.all([
      t.login('admin@balta-demo.ro'),
      t.login('angajat@balta-demo.ro'),
      t.login('admin@lacul-linistit.ro'),
    ]);
    const plans = await call('GET', `${base(A)}/plans`, { token: adminA });
    plan = plans.body.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    water = plans.body.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;
    const client = await call('POST', `${base(A)}/createClient`, {
      token: staffA,
      body: { first_name: 'Ion', last_name: 'Popescu' },
    });
    angler = client.body.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    for (const undo of restore.reverse()) undo();
  });

  it('signs a pass at issue with a JWS that jose verifies with the JWKS, with its claims', async () => {
    const pass = await issue();
    expect(pass.token.split('.')).toHaveLength(3);
    expect(decodeProtectedHeader(pass.token)).toEqual({ alg: 'EdDSA', kid: expect.any(String) });
    const set = await jwks();
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(set.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await compactVerify(pass.token, createLocalJWKSet(set));
    expect(protectedHeader.kid).toBe(set.keys[0].kid);
    const claims = JSON.parse(new TextDecoder().decode(payload));
    expect(claims).toEqual({
      code: pass.code,
      series: pass.series,
      number: pass.number,
      company: 'balta-demo',
      water: 'Lacul Mare',
      valid_from: expect.stringMatching(/Z$/),
      valid_to: expect.stringMatching(/Z$/),
      initials: 'P. I.',
      iat: expect.any(Number),
    });
    // GET answers the same token, and the QR's address carries it in the fragment.
    const got = await call('GET', `${base(A)}/passes/${pass.id}`, { token: staffA });
    expect(got.body.token).toBe(pass.token);
    expect(got.body.verify_url).toBe(`http://balta-demo.baltiapp.test/verify/${pass.code}#${pass.token}`);
  });

  it('answers POST /api/public/passes/verify with a token as GET by code answers', async () => {
    const pass = await issue();
    const byCode = await call('GET', `/api/public/passes/${pass.code}`);
    const byToken = await call('POST', '/api/public/passes/verify', { body: { token: pass.token } });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual(byCode.body);
    const onItsPage = await call('POST', '/api/public/passes/verify', {
      body: { token: pass.token, company: 'balta-demo' },
    });
    expect(onItsPage.body).toEqual(byCode.body);
  });

  it('refuses a token edited by one byte, an unknown kid and another company as "Permis falsificat sau necunoscut"', async () => {
    const pass = await issue();
    const set = await jwks();
    const [h, p, s] = pass.token.split('.');
    const payload = Buffer.from(p, 'base64url');
    payload[payload.length - 3] ^= 0x01; // one byte of the claims
    const edited = `${h}.${payload.toString('base64url')}.${s}`;
    const sig = Buffer.from(s, 'base64url');
    sig[0] ^= 0x01;
    const badSignature = `${h}.${p}.${sig.toString('base64url')}`;
    const unknownKid = `${Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: 'nu-exista' })).toString('base64url')}.${p}.${s}`;
    for (const token of [edited, badSignature, unknownKid]) {
      expect(await verifiesWithJose(token, set)).toBe(false);
      const res = await call('POST', '/api/public/passes/verify', { body: { token } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Permis falsificat sau necunoscut.' });
    }
    const elsewhere = await call('POST', '/api/public/passes/verify', {
      body: { token: pass.token, company: 'lacul-linistit' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ message: 'Permis falsificat sau necunoscut.' });
    const invalid = await call('POST', '/api/public/passes/verify', { body: {} });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.token).toEqual(['Câmpul este obligatoriu.']);
  });

  describe('POST {base}/signingKeys/rotate', () => {
    it("answers 401 without a token, 403 for staff and on another company's path", async () => {
      expect((await call('POST', `${base(A)}/signingKeys/rotate`)).status).toBe(401);
      expect((await call('POST', `${base(A)}/signingKeys/rotate`, { token: staffA })).status).toBe(403);
      expect((await call('POST', `${base(A)}/signingKeys/rotate`, { token: adminB })).status).toBe(403);
    });

    it('signs new passes with the new key; old passes still verify until the last one signed by the old key expires', async () => {
      const old = await issue();
      const oldKid = decodeProtectedHeader(old.token).kid;
      const rotated = await call('POST', `${base(A)}/signingKeys/rotate`, { token: adminA });
      expect(rotated.status).toBe(200);
      expect(rotated.body).toEqual({ kid: expect.any(String), x: expect.any(String), created_at: expect.any(String) });
      expect(rotated.body.kid).not.toBe(oldKid);
      const fresh = await issue();
      expect(decodeProtectedHeader(fresh.token).kid).toBe(rotated.body.kid);

      const set = await jwks();
      expect(set.keys.map((k) => k.kid)).toEqual([rotated.body.kid, oldKid]);
      expect(await verifiesWithJose(old.token, set)).toBe(true);
      expect(await verifiesWithJose(fresh.token, set)).toBe(true);
      const byToken = await call('POST', '/api/public/passes/verify', { body: { token: old.token } });
      expect(byToken.status).toBe(200);
      expect(byToken.body).toMatchObject({ series: old.series, number: old.number });

      // Once every pass the old key signed has expired, the key leaves the JWKS.
      const oldKey = await t.dataSource.getRepository(SigningKey).findOneByOrFail({ kid: oldKid as string });
      await t.dataSource
        .getRepository(Pass)
        .update({ signing_key_id: oldKey.id }, { valid_to: new Date(Date.now() - 60_000) });
      expect((await jwks()).keys.map((k) => k.kid)).toEqual([rotated.body.kid]);
      // Another company's keys are its own.
      const other = await jwks('lacul-linistit');
      expect(other.keys.map((k) => k.kid)).not.toContain(rotated.body.kid);
    });
  });

  it('signs a pass issued before signing on its first read, once', async () => {
    const pass = await issue();
    await t.dataSource.query('UPDATE passes SET token = NULL, signing_key_id = NULL WHERE id = ?', [pass.id]);
    const first = await call('GET', `${base(A)}/passes/${pass.id}`, { token: staffA });
    expect(first.body.token).toEqual(expect.any(String));
    const stored = await t.dataSource.getRepository(Pass).findOneByOrFail({ id: pass.id });
    expect(stored.token).toBe(first.body.token);
    expect(stored.signing_key_id).toEqual(expect.any(Number));
    expect(await verifiesWithJose(first.body.token, await jwks())).toBe(true);
    const again = await call('GET', `${base(A)}/passes/${pass.id}`, { token: adminA });
    expect(again.body.token).toBe(first.body.token);
  });

  describe('GET /api/public/companies/{slug}/revocations', () => {
    it('answers the codes of passes cancelled since the given instant, and nothing of another company', async () => {
      const before = new Date(Date.now() - 1000).toISOString();
      const cancelled = await issue();
      const kept = await issue();
      const res = await call('POST', `${base(A)}/passes/${cancelled.id}/delete`, {
        token: staffA,
        body: { reason: 'test' },
      });
      expect(res.status).toBe(200);
      const list = await call(
        'GET',
        `/api/public/companies/balta-demo/revocations?since=${encodeURIComponent(before)}`,
      );
      expect(list.status).toBe(200);
      const codes = list.body.revoked.map((r: { code: string }) => r.code);
      expect(codes).toContain(cancelled.code);
      expect(codes).not.toContain(kept.code);
      expect(list.body.since).toBe(before);
      const later = await call('GET', `/api/public/companies/balta-demo/revocations?since=${list.body.synced_at}`);
      expect(later.body.revoked.map((r: { code: string }) => r.code)).not.toContain(cancelled.code);
      const other = await call('GET', `/api/public/companies/lacul-linistit/revocations?since=${before}`);
      expect(other.body.revoked).toEqual([]);
    });

    it('looks at most 90 days back, refuses a malformed instant and an unknown company', async () => {
      const res = await call('GET', '/api/public/companies/balta-demo/revocations?since=2000-01-01T00:00:00Z');
      expect(res.status).toBe(200);
      const floor = Date.now() - 90 * 86_400_000;
      expect(Math.abs(new Date(res.body.since as string).getTime() - floor)).toBeLessThan(60_000);
      const none = await call('GET', '/api/public/companies/balta-demo/revocations');
      expect(none.status).toBe(200);
      const bad = await call('GET', '/api/public/companies/balta-demo/revocations?since=ieri');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.since).toEqual(['Introduceți un moment valid (ISO-8601).']);
      expect((await call('GET', '/api/public/companies/nu-exista/revocations')).status).toBe(404);
      expect((await call('GET', '/api/public/companies/nu-exista/jwks.json')).status).toBe(404);
    });
  });

  it('stores the private keys encrypted and shows them in no answer and no log line', async () => {
    const keys = await t.dataSource.getRepository(SigningKey).find();
    expect(keys.length).toBeGreaterThanOrEqual(3); // A's two (rotated) and B's
    const secrets: string[] = [];
    for (const k of keys) {
      const key = decryptPrivateKey(t.config.signingKeySecret, k.kid, k.private_enc);
      const der = key.export({ format: 'der', type: 'pkcs8' });
      const jwk = key.export({ format: 'jwk' }) as { d: string };
      const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString();
      secrets.push(
        jwk.d,
        der.toString('base64'),
        der.toString('base64url'),
        der.toString('hex'),
        pem.split('\n')[1],
        k.private_enc,
      );
      // The stored column is not the key in any usual encoding.
      expect(k.private_enc).not.toContain(jwk.d);
      expect(k.private_enc).not.toContain(der.toString('base64url'));
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // let pino flush
    const logs = captured.join('');
    expect(logs).toContain('/api/public/passes/verify'); // the capture works: requests were logged
    expect(answers.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(answers.filter((a) => a.includes(secret))).toEqual([]);
      expect(logs.includes(secret)).toBe(false);
    }
  });
});
