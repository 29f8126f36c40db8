import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The opt-in "Capturi recente" of the public page: GET /api/public/companies/{slug}/catches
 * answers the last catches of the last 30 days — species, weight, count, kept, day — only when the
 * company turned `public_recent_catches` on; never a name, a pass code or another company's catch.
 */
describe(`public recent catches (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let fish: Record<string, number>;
  const base = (c: number) => `/api/company/${c}`;
  const publicCatches = (slug: string) => t.call('GET', `/api/public/companies/${slug}/catches`);
  const settings = (companyId: number, token: string, body: object) =>
    t.call('POST', `${base(companyId)}/update`, { token, body });

  /** A pass of a new client of the company, with its code and the client's names. */
  const issue = async (companyId: number, token: string, first: string, last: string) => {
    const lists = await t.call('GET', `${base(companyId)}/plans`, { token });
    const plan = lists.body.plans.find((p: { waters: unknown[] }) => p.waters.length > 0);
    const client = await t.call('POST', `${base(companyId)}/createClient`, {
      token,
      body: { first_name: first, last_name: last },
    });
    expect(client.status).toBe(201);
    const pass = await t.call('POST', `${base(companyId)}/clients/${client.body.id}/createPass`, {
      token,
      body: { plan_id: plan.id, water_id: plan.waters[0].id, payment_method: 'cash' },
    });
    expect(pass.status).toBe(201);
    return pass.body as { id: number; code: string; series: string; number: number };
  };
  const addCatch = async (companyId: number, token: string, passId: number, body: object) => {
    const res = await t.call('POST', `${base(companyId)}/passes/${passId}/createCatch`, { token, body });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const user = await t.call('GET', '/api/user', { token: staffA });
    fish = Object.fromEntries((user.body.fishes as { id: number; name: string }[]).map((f) => [f.name, f.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off by default: the company answers false and the public list is empty although there are catches', async () => {
    const pass = await issue(A, staffA, 'Ion', 'Pescaru');
    await addCatch(A, staffA, pass.id, { fish_id: fish.crap, count: 1, weight_kg: '4.250', kept: true });
    const own = await settings(A, adminA, {});
    expect(own.status).toBe(200);
    expect(own.body.public_recent_catches).toBe(false);
    const res = await publicCatches('balta-demo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ days: 30, catches: [] });
  });

  it('validates the setting, lets only the company admin change it, and keeps it when left out', async () => {
    const bad = await settings(A, adminA, { public_recent_catches: 'da' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['public_recent_catches']);
    expect((await settings(A, staffA, { public_recent_catches: true })).status).toBe(403);
    expect((await settings(A, adminB, { public_recent_catches: true })).status).toBe(403);
    expect((await t.call('POST', `${base(A)}/update`, { body: { public_recent_catches: true } })).status).toBe(401);
    const on = await settings(A, adminA, { public_recent_catches: true });
    expect(on.status).toBe(200);
    expect(on.body.public_recent_catches).toBe(true);
    const kept = await settings(A, adminA, { city: 'Gilău' });
    expect(kept.body.public_recent_catches).toBe(true);
    const off = await settings(A, adminA, { public_recent_catches: false });
    expect(off.body.public_recent_catches).toBe(false);
  });

  it('when on, answers species, weight, count, kept and day, newest first, and nothing personal', async () => {
    await t.dataSource.query('DELETE FROM catches');
    const pass = await issue(A, staffA, 'Vasile', 'Undițaru');
    await addCatch(A, staffA, pass.id, { fish_id: fish.crap, count: 1, weight_kg: '7.125', kept: false });
    await addCatch(A, staffA, pass.id, { fish_id: fish['știucă'], count: 2, weight_kg: 3, kept: true });
    expect((await settings(A, adminA, { public_recent_catches: true })).status).toBe(200);
    const res = await publicCatches('balta-demo');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['catches', 'days']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    expect(res.body.catches).toEqual([
      { fish: 'știucă', weight_kg: '3.000', count: 2, kept: true, day: today },
      { fish: 'crap', weight_kg: '7.125', count: 1, kept: false, day: today },
    ]);
    for (const c of res.body.catches)
      expect(Object.keys(c).sort()).toEqual(['count', 'day', 'fish', 'kept', 'weight_kg']);
    const text = JSON.stringify(res.body);
    for (const secret of ['Vasile', 'Undițaru', pass.code, pass.series, 'Ionescu', 'Mihai']) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves out catches older than 30 days and those of cancelled passes, and shows at most 10', async () => {
    await t.dataSource.query('DELETE FROM catches');
    const pass = await issue(A, staffA, 'Gheorghe', 'Lanseta');
    for (let i = 0; i < 12; i++) {
      await addCatch(A, staffA, pass.id, { fish_id: fish.crap, count: 1, weight_kg: `${i + 1}.500`, kept: true });
    }
    const old = await addCatch(A, staffA, pass.id, { fish_id: fish.crap, count: 1, weight_kg: '99', kept: true });
    await t.dataSource.query('UPDATE catches SET recorded_at = ? WHERE id = ?', [
      DB_KIND === 'sqlite' ? '2020-01-01 10:00:00' : new Date('2020-01-01T10:00:00Z'),
      old,
    ]);
    const cancelled = await issue(A, staffA, 'Dan', 'Anulat');
    await addCatch(A, staffA, cancelled.id, { fish_id: fish.crap, count: 1, weight_kg: '55', kept: true });
    const cancel = await t.call('POST', `${base(A)}/passes/${cancelled.id}/delete`, {
      token: staffA,
      body: { reason: 'greșeală' },
    });
    expect(cancel.status).toBe(200);
    const res = await publicCatches('balta-demo');
    expect(res.body.catches.map((c: { weight_kg: string }) => c.weight_kg)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `${n}.500`),
    );
  });

  it("never shows another company's catches, and a company that did not opt in shows none", async () => {
    await t.dataSource.query('DELETE FROM catches');
    const passA = await issue(A, staffA, 'Radu', 'Balta');
    await addCatch(A, staffA, passA.id, { fish_id: fish.crap, count: 1, weight_kg: '1.111', kept: true });
    const passB = await issue(B, adminB, 'Sorin', 'Lac');
    await addCatch(B, adminB, passB.id, { fish_id: fish.crap, count: 1, weight_kg: '2.222', kept: true });
    expect((await settings(A, adminA, { public_recent_catches: true })).status).toBe(200);
    const a = await publicCatches('balta-demo');
    expect(a.body.catches.map((c: { weight_kg: string }) => c.weight_kg)).toEqual(['1.111']);
    const b = await publicCatches('lacul-linistit');
    expect(b.status).toBe(200);
    expect(b.body.catches).toEqual([]);
    expect((await settings(B, adminB, { public_recent_catches: true })).status).toBe(200);
    const bOn = await publicCatches('lacul-linistit');
    expect(bOn.body.catches.map((c: { weight_kg: string }) => c.weight_kg)).toEqual(['2.222']);
    expect((await publicCatches('balta-demo')).body.catches.map((c: { weight_kg: string }) => c.weight_kg)).toEqual([
      '1.111',
    ]);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await publicCatches('nu-exista');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
  });
});
