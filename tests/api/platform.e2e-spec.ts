import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';

describe(`platform endpoints (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 while the database answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('GET /states is public and lists the 42 counties with their codes', async () => {
    const res = await t.call('GET', '/states');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(42);
    expect(res.body[0]).toEqual({ id: 1, name: 'Alba', code: 'AB' });
  });

  it('answers an unknown API path with the Romanian 404 body', async () => {
    const res = await t.call('GET', '/api/nu-exista');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
  });

  it('echoes a given request id and makes one otherwise', async () => {
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'cerere-123' } });
    expect(given.headers['x-request-id']).toBe('cerere-123');
    const made = await t.call('GET', '/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("finds a company by its CUI as the list shows it, with or without the VAT payer's RO", async () => {
    const platform = await t.login('platform@demo.ro');
    const slugs = async (search: string) =>
      (
        (await t.call('POST', '/api/admin/companies', { token: platform, body: { search } })).body.data as {
          slug: string;
        }[]
      ).map((c) => c.slug);
    expect(await slugs('RO18547290')).toEqual(['balta-demo']);
    expect(await slugs('ro 18547290')).toEqual(['balta-demo']);
    expect(await slugs('18547290')).toEqual(['balta-demo']);
    expect(await slugs('lacul')).toEqual(['lacul-linistit']);
  });

  it('describes every route in the OpenAPI document', () => {
    const paths = Object.keys(t.openapi.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/api/user', '/api/company/{companyId}/update', '/states']),
    );
  });
});

describe(`GET /api/public/companies/{slug} (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the company's contacts, active waters with fish and rules, and active plans with prices, without a token", async () => {
    const res = await t.call('GET', '/api/public/companies/balta-demo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Balta Demo', slug: 'balta-demo', state: { code: 'CJ', name: 'Cluj' } });
    expect(res.body.waters.map((w: { name: string }) => w.name)).toEqual(['Balta Mică', 'Lacul Mare']);
    expect(res.body.waters[1].fishes.map((f: { name: string }) => f.name)).toEqual(['crap', 'caras', 'știucă', 'somn']);
    expect(res.body.plans[0]).toMatchObject({
      name: 'Permis o zi',
      price: '50.00',
      duration_value: 1,
      duration_unit: 'days',
    });
    // Nothing internal: no users, no ids of staff, no IBAN, no CUI needed by the public page.
    expect(res.text).not.toMatch(/admin@balta-demo|angajat|iban|password/i);
  });

  it('leaves out inactive waters and plans, and answers 404 for an unknown or suspended company', async () => {
    const token = await t.login('admin@balta-demo.ro');
    const { companyA } = await demoIds(t);
    const waters = (await t.call('GET', `/api/company/${companyA}/waters`, { token })).body;
    const small = waters.find((w: { name: string }) => w.name === 'Balta Mică');
    await t.call('POST', `/api/company/${companyA}/waters/${small.id}/update`, { token, body: { active: false } });
    const res = await t.call('GET', '/api/public/companies/balta-demo');
    expect(res.body.waters.map((w: { name: string }) => w.name)).toEqual(['Lacul Mare']);

    expect((await t.call('GET', '/api/public/companies/nu-exista')).status).toBe(404);
    const platform = await t.login('platform@demo.ro');
    await t.call('POST', `/api/admin/companies/${companyA}/suspend`, { token: platform });
    expect((await t.call('GET', '/api/public/companies/balta-demo')).status).toBe(404);
  });
});

describe(`GET /api/public/passes/{code} (${DB_KIND})`, () => {
  let t: TestApp;
  let code: string;
  let validity: { valid_from: string; valid_to: string };
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'true' });
    const { companyA } = await demoIds(t);
    const token = await t.login('angajat@balta-demo.ro');
    const base = `/api/company/${companyA}`;
    const client = await t.call('POST', `${base}/createClient`, {
      token,
      body: { first_name: 'Ion', last_name: 'Popescu' },
    });
    const catalogue = (await t.call('GET', `${base}/plans`, { token })).body;
    const pass = await t.call('POST', `${base}/clients/${client.body.id}/createPass`, {
      token,
      body: {
        plan_id: catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id,
        water_id: catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id,
      },
    });
    code = pass.body.code;
    validity = { valid_from: pass.body.valid_from, valid_to: pass.body.valid_to };
  });
  afterAll(async () => {
    await t.close();
  });

  it("says whether the pass is valid, with the holder's initials only", async () => {
    const res = await t.call('GET', `/api/public/passes/${code}?company=balta-demo`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'valid',
      company: { name: 'Balta Demo', slug: 'balta-demo' },
      water: { name: 'Lacul Mare' },
      plan: { name: 'Permis o zi' },
      holder: 'P. I.',
      series: 'BD',
      number: 1,
      ...validity,
    });
    expect(res.text).not.toMatch(/Popescu|Ion"|cnp|phone/);
  });

  it("does not verify a pass on another company's host, nor an unknown code", async () => {
    expect((await t.call('GET', `/api/public/passes/${code}?company=lacul-linistit`)).status).toBe(404);
    expect((await t.call('GET', '/api/public/passes/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.call('GET', '/api/public/passes/..%2F..%2Fetc')).status).toBe(404);
  });

  it('rate-limits verification per IP, so codes cannot be enumerated', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++)
      statuses.push((await t.call('GET', `/api/public/passes/BBBBBBBBBBBBBBBBBBBB${i}`)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(60);
  });
});
