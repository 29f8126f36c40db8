import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@app/bootstrap';
import { loadConfig } from '@app/config/config';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { Pass } from '@app/passes/entities/pass.entity';
import { SigningKey } from '@app/signing/entities/signing-key.entity';
import { decryptPrivateKey } from '@app/signing/signing-crypto';
import { DB_KIND, demoIds, demoWorld, type Reply, TestApp } from './support/app';
// The offline verification page's own logic, run here on the server's real answers.
import { applySync, NOTHING_KEPT, verifyKept, type Synced } from '../../frontend/src/features/public/offlineCheck';
import { openTransaction } from './support/locks';

/** The answers the offline page syncs from, as its own code types them. */
type Revocations = Parameters<typeof applySync>[2];
type KeySet = Parameters<typeof applySync>[1];

/**
 * Passes that prove themselves: every pass carries a compact JWS (EdDSA) that a
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
    ({ t, A, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true', LOG_LEVEL: 'info' }));
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
      // For the page checked with no signal: the company's and the plan's names.
      company_name: 'Balta Demo',
      plan: 'Permis o zi',
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

  it("keeps the public address once a pass carries it: a new one would make every printed pass's QR read as forged", async () => {
    const pass = await issue();
    const renamed = await call('POST', `${base(A)}/update`, { token: adminA, body: { slug: 'balta-demo-noua' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({
      slug: [
        'Adresa publică nu se mai poate schimba după primul permis emis: codul QR al fiecărui permis o conține, iar cu altă adresă permisele ar apărea false la verificare.',
      ],
    });
    // The same address sent back by the settings form is not a change.
    expect((await call('POST', `${base(A)}/update`, { token: adminA, body: { slug: 'balta-demo' } })).status).toBe(200);
    const verified = await call('POST', '/api/public/passes/verify', {
      body: { token: pass.token, company: 'balta-demo' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.state).toBe('valid');
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
      expect(list.body.full).toBe(true);
      const later = await call('GET', `/api/public/companies/balta-demo/revocations?after=${list.body.seq}`);
      expect(later.body.full).toBe(false);
      expect(later.body.revoked.map((r: { code: string }) => r.code)).not.toContain(cancelled.code);
      const other = await call('GET', `/api/public/companies/lacul-linistit/revocations?since=${before}`);
      expect(other.body.revoked).toEqual([]);
    });

    it('refuses a malformed instant or sequence and an unknown company', async () => {
      const res = await call('GET', '/api/public/companies/balta-demo/revocations?since=2000-01-01T00:00:00Z');
      expect(res.status).toBe(200);
      const none = await call('GET', '/api/public/companies/balta-demo/revocations');
      expect(none.status).toBe(200);
      expect((await call('GET', '/api/public/companies/balta-demo/revocations?after=abc')).status).toBe(422);
      const bad = await call('GET', '/api/public/companies/balta-demo/revocations?since=ieri');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.since).toEqual(['Introduceți un moment valid (ISO-8601).']);
      expect((await call('GET', '/api/public/companies/nu-exista/revocations')).status).toBe(404);
      expect((await call('GET', '/api/public/companies/nu-exista/jwks.json')).status).toBe(404);
    });
  });

  describe('the revocation list: every cancelled pass still inside its validity, synced by sequence', () => {
    let annualPlan: number;
    const revocations = (query = '') =>
      call<Revocations>('GET', `/api/public/companies/balta-demo/revocations${query}`);
    const cancel = async (pass: { id: number }) => {
      const res = await call('POST', `${base(A)}/passes/${pass.id}/delete`, {
        token: staffA,
        body: { reason: 'test' },
      });
      expect(res.status).toBe(200);
    };
    /** What the offline page keeps after syncing with the server's real answers, and its verdict. */
    const offline = async (token: string, before: Synced = NOTHING_KEPT, query = '') => {
      const kept = applySync(before, (await jwks()) as KeySet, (await revocations(query)).body);
      return { kept, result: await verifyKept(token, 'balta-demo', kept) };
    };

    beforeAll(async () => {
      const res = await call('POST', `${base(A)}/createPlan`, {
        token: adminA,
        body: {
          name: 'Permis anual revocări',
          water_ids: [water],
          duration_value: 1,
          duration_unit: 'years',
          price: 900,
        },
      });
      expect(res.status).toBe(201);
      annualPlan = res.body.id;
    });

    it('holds an annual pass cancelled 100 days ago, which the offline check then shows as cancelled', async () => {
      const day = 86_400_000;
      const res = await call('POST', `${base(A)}/clients/${angler}/createPass`, {
        token: staffA,
        body: {
          plan_id: annualPlan,
          water_id: water,
          payment_method: 'card',
          valid_from: new Date(Date.now() - 101 * day).toISOString(),
        },
      });
      expect(res.status).toBe(201);
      const annual = res.body as { id: number; code: string; token: string };
      await cancel(annual);
      // Cancelled 100 days ago: as the row stands after 100 days.
      await t.dataSource
        .getRepository(Pass)
        .update({ id: annual.id }, { cancelled_at: new Date(Date.now() - 100 * day) });
      // A day pass cancelled 100 days ago has long ended: not in the list.
      const ended = await issue();
      await cancel(ended);
      await t.dataSource.getRepository(Pass).update(
        { id: ended.id },
        {
          valid_from: new Date(Date.now() - 101 * day),
          valid_to: new Date(Date.now() - 100 * day),
          cancelled_at: new Date(Date.now() - 100 * day),
        },
      );

      const list = await revocations();
      expect(list.status).toBe(200);
      const codes = list.body.revoked.map((r) => r.code);
      expect(codes).toContain(annual.code);
      expect(codes).not.toContain(ended.code);
      const { result } = await offline(annual.token);
      expect(result).toMatchObject({ kind: 'checked', state: 'cancelled' });
    });

    it('sends, after the last sync, a cancellation whose time is older than that sync (a late commit)', async () => {
      const late = await issue();
      const first = await revocations();
      expect(first.body.seq).toEqual(expect.any(Number));
      await cancel(late);
      // Its cancellation time lies before the first sync's answer, as when the commit came late.
      await t.dataSource
        .getRepository(Pass)
        .update({ id: late.id }, { cancelled_at: new Date(new Date(first.body.synced_at).getTime() - 5_000) });
      const next = await revocations(`?after=${first.body.seq}`);
      expect(next.status).toBe(200);
      expect(next.body.revoked.map((r) => r.code)).toEqual([late.code]);
      expect(next.body.seq).toBeGreaterThan(first.body.seq);
      const again = await revocations(`?after=${next.body.seq}`);
      expect(again.body.revoked).toEqual([]);
      expect(again.body.seq).toBe(next.body.seq);
      // The offline page follows the cursor: synced once, then after the late cancellation.
      const before = (await offline(late.token)).kept;
      expect(before.seq).toBe(next.body.seq);
      // An older page asking by `since` gets the whole list, which holds it too.
      const old = await revocations(`?since=${encodeURIComponent(first.body.synced_at)}`);
      expect(old.body.revoked.map((r) => r.code)).toContain(late.code);
      const bad = await call('GET', '/api/public/companies/balta-demo/revocations?after=-1');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.after).toEqual(expect.any(Array));
    });

    if (DB_KIND === 'mariadb') {
      it('misses no cancellation that commits after a sync that began while it was open (MariaDB, real locks)', async () => {
        const slow = await issue();
        const quick = await issue();
        const start = await revocations();
        // Hold the first pass's row: its cancellation waits inside its transaction.
        const holder = await openTransaction(t.dataSource);
        await holder.query('SELECT id FROM passes WHERE id = ? FOR UPDATE', [slow.id]);
        const slowCancel = call('POST', `${base(A)}/passes/${slow.id}/delete`, {
          token: staffA,
          body: { reason: 'târziu' },
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const quickCancel = call('POST', `${base(A)}/passes/${quick.id}/delete`, {
          token: staffA,
          body: { reason: 'repede' },
        });
        await new Promise((resolve) => setTimeout(resolve, 700));
        const during = await revocations(`?after=${start.body.seq}`);
        // The first cancellation had not committed when that sync answered.
        expect(during.body.revoked.map((r) => r.code)).not.toContain(slow.code);
        await holder.commitTransaction();
        await holder.release();
        expect((await slowCancel).status).toBe(200);
        expect((await quickCancel).status).toBe(200);
        const after = await revocations(`?after=${during.body.seq}`);
        const seen = [...during.body.revoked, ...after.body.revoked].map((r) => r.code);
        expect(seen.sort()).toEqual([slow.code, quick.code].sort());
      });
    }
  });

  it('creates no key on a public GET; the first signed pass creates it', async () => {
    const B = (await demoIds(t)).companyB;
    await t.dataSource.query('UPDATE passes SET token = NULL, signing_key_id = NULL WHERE company_id = ?', [B]);
    await t.dataSource.query('DELETE FROM signing_keys WHERE company_id = ?', [B]);
    const keysOfB = () => t.dataSource.getRepository(SigningKey).count({ where: { company_id: B } });
    expect(await jwks('lacul-linistit')).toEqual({ keys: [] });
    expect((await call('GET', '/api/public/companies/lacul-linistit/revocations')).status).toBe(200);
    expect(await keysOfB()).toBe(0);
    const plans = await call('GET', `${base(B)}/plans`, { token: adminB });
    const client = await call('POST', `${base(B)}/createClient`, {
      token: adminB,
      body: { first_name: 'Ana', last_name: 'Lungu' },
    });
    const pass = await call('POST', `${base(B)}/clients/${client.body.id}/createPass`, {
      token: adminB,
      body: { plan_id: plans.body.plans[0].id, water_id: plans.body.waters[0].id, payment_method: 'card' },
    });
    expect(pass.status).toBe(201);
    expect(await keysOfB()).toBe(1);
    const set = await jwks('lacul-linistit');
    expect(set.keys).toHaveLength(1);
    expect(await verifiesWithJose(pass.body.token, set)).toBe(true);
  });

  describe('a compromised key retired: POST {base}/signingKeys/{id}/retire, POST {base}/passes/reissueTokens', () => {
    const RETIRED = 'Cheie retrasă — re-emiteți permisul.';
    const keysOf = async (token = adminA, company = A) =>
      (await call('GET', `${base(company)}/signingKeys`, { token })).body.keys as {
        id: number;
        kid: string;
        current: boolean;
        compromised_at: string | null;
        valid_passes: number;
      }[];

    it("answers 401 without a token, 403 for staff and on another company's path, 404 for another company's key", async () => {
      const [keyB] = await keysOf(adminB, (await demoIds(t)).companyB);
      expect(keyB).toBeDefined();
      const retire = (id: number) => `${base(A)}/signingKeys/${id}/retire`;
      expect((await call('POST', retire(keyB.id))).status).toBe(401);
      expect((await call('POST', retire(keyB.id), { token: staffA })).status).toBe(403);
      expect((await call('GET', `${base(A)}/signingKeys`, { token: staffA })).status).toBe(403);
      expect((await call('POST', retire(keyB.id), { token: adminB })).status).toBe(403);
      expect((await call('POST', retire(keyB.id), { token: adminA })).status).toBe(404);
      expect((await call('POST', `${base(A)}/passes/reissueTokens`, { body: {} })).status).toBe(401);
      expect((await call('POST', `${base(A)}/passes/reissueTokens`, { token: adminB, body: {} })).status).toBe(403);
      expect((await keysOf(adminB, (await demoIds(t)).companyB)).map((k) => k.compromised_at)).toEqual([null]);
    });

    it('makes its passes verify online and offline as "Cheie retrasă", until staff re-issue their tokens', async () => {
      const old = await issue();
      const oldKid = decodeProtectedHeader(old.token).kid as string;
      const key = (await keysOf()).find((k) => k.kid === oldKid)!;
      expect(key).toMatchObject({ current: true, compromised_at: null });
      expect(key.valid_passes).toBeGreaterThan(0);

      const retired = await call('POST', `${base(A)}/signingKeys/${key.id}/retire`, { token: adminA });
      expect(retired.status).toBe(200);
      expect(retired.body).toMatchObject({
        id: key.id,
        kid: oldKid,
        current: false,
        compromised_at: expect.any(String),
      });
      const again = await call('POST', `${base(A)}/signingKeys/${key.id}/retire`, { token: adminA });
      expect(again.status).toBe(409);

      // Online: the server says so; the JWKS no longer vouches for it.
      const online = await call('POST', '/api/public/passes/verify', { body: { token: old.token } });
      expect(online.status).toBe(410);
      expect(online.body).toEqual({ message: RETIRED });
      const set = await jwks();
      expect(set.keys.map((k) => k.kid)).not.toContain(oldKid);
      expect(await verifiesWithJose(old.token, set)).toBe(false);
      // Offline: the page synced from the server's answers says the same.
      const list = await call<Revocations>('GET', '/api/public/companies/balta-demo/revocations');
      expect(list.body.retired_kids).toContain(oldKid);
      const kept = applySync(NOTHING_KEPT, set as KeySet, list.body);
      expect(await verifyKept(old.token, 'balta-demo', kept)).toEqual({ kind: 'retired' });

      // A new key signs from now on.
      const fresh = await issue();
      expect(decodeProtectedHeader(fresh.token).kid).not.toBe(oldKid);

      // Staff re-issue the tokens in bulk: the pass verifies again, its old QR stays refused.
      const reissued = await call('POST', `${base(A)}/passes/reissueTokens`, { token: staffA, body: {} });
      expect(reissued.status).toBe(200);
      expect(reissued.body.reissued).toBeGreaterThanOrEqual(1);
      const got = await call('GET', `${base(A)}/passes/${old.id}`, { token: staffA });
      expect(got.body.token).not.toBe(old.token);
      expect(decodeProtectedHeader(got.body.token).kid).toBe(decodeProtectedHeader(fresh.token).kid);
      expect(got.body.verify_url).toContain(`#${got.body.token}`);
      expect(await verifiesWithJose(got.body.token, await jwks())).toBe(true);
      const now = await call('POST', '/api/public/passes/verify', { body: { token: got.body.token } });
      expect(now.status).toBe(200);
      expect(now.body).toMatchObject({ series: old.series, number: old.number, state: 'valid' });
      expect((await call('POST', '/api/public/passes/verify', { body: { token: old.token } })).status).toBe(410);
      expect((await keysOf()).find((k) => k.id === key.id)?.valid_passes).toBe(0);
      const none = await call('POST', `${base(A)}/passes/reissueTokens`, { token: staffA, body: {} });
      expect(none.body).toEqual({ reissued: 0 });
    });
  });

  it('stores the private keys encrypted and shows them in no answer and no log line', async () => {
    const keys = await t.dataSource.getRepository(SigningKey).find();
    expect(keys.length).toBeGreaterThanOrEqual(3); // A's (rotated, retired) and B's
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

  it('refuses to start, naming SIGNING_KEY_SECRET, when JWT_SECRET changed and SIGNING_KEY_SECRET is empty; starts with the old secret there', async () => {
    const db = t.config.database;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balti-secret-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.database}` : db.url.replace(/^mysql:/, `${db.type}:`),
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      FRONTEND_DIST: '',
      LOG_LEVEL: 'silent',
      SWAGGER_ENABLED: 'false',
      PUBLIC_URL: 'http://baltiapp.test',
      JWT_SECRET: 'a-new-jwt-secret-after-a-leak-0123456789abcdef',
    };
    // Without the check every sale failed with a 500 while the API answered its health check.
    await expect(createApp(loadConfig(env, dir), { logger: false })).rejects.toThrow(
      /^Configuration error: SIGNING_KEY_SECRET does not open the pass-signing keys/,
    );
    const opened = await createApp(loadConfig({ ...env, SIGNING_KEY_SECRET: t.config.jwtSecret }, dir), {
      logger: false,
    });
    await opened.app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
