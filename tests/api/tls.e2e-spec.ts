import { HSTS } from '@app/web/security-headers';
import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';

/**
 * Caddy's on-demand TLS asks GET /api/internal/tls-allowed?domain=… before it requests a
 * certificate (the `https` compose profile, OPERATIONS.md section 2). PUBLIC_URL of the test app:
 * http://baltiapp.test.
 */
const ASK = '/api/internal/tls-allowed';
const ask = (t: TestApp, domain: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${ASK}?domain=${encodeURIComponent(domain)}`, { headers });

describe(`the ask endpoint of on-demand TLS (${DB_KIND})`, () => {
  let t: TestApp;
  let ids: { companyA: number; companyB: number };
  let platform: string;

  beforeAll(async () => {
    t = await startTestApp();
    ids = await demoIds(t);
    platform = await t.login('platform@demo.ro');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    'baltiapp.test',
    'www.baltiapp.test',
    'org.baltiapp.test',
    'admin.baltiapp.test',
    'balta-demo.baltiapp.test',
    'lacul-linistit.baltiapp.test',
    // Caddy passes the name as the client sent it in SNI: case and a final dot do not matter.
    'ORG.BaltiApp.Test',
    'balta-demo.baltiapp.test.',
  ])('answers 200 for %s', async (domain) => {
    const res = await ask(t, domain);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ domain: domain.toLowerCase().replace(/\.$/, '') });
  });

  it.each([
    ['a company that does not exist', 'balta-inexistenta.baltiapp.test'],
    ['a reserved label that serves nothing', 'api.baltiapp.test'],
    ['another reserved label', 'mail.baltiapp.test'],
    ['a name two labels deep', 'org.balta-demo.baltiapp.test'],
    ['a deeper platform name', 'x.org.baltiapp.test'],
    ['a label that is no slug', 'balta_demo.baltiapp.test'],
    ['a label with a wildcard character', '%.baltiapp.test'],
    ['another domain', 'evil.example'],
    ['a slug under another domain', 'balta-demo.evil.example'],
    ['our domain inside another one', 'org.baltiapp.test.evil.example'],
    ['a domain that only ends like ours', 'xbaltiapp.test'],
    ['an IP address', '127.0.0.1'],
    ['an empty name', ''],
  ])('answers 404 for %s (%s)', async (_why, domain) => {
    const res = await ask(t, domain);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
  });

  it('answers 404 without a domain, and for a domain given twice', async () => {
    expect((await t.call('GET', ASK)).status).toBe(404);
    expect((await t.call('GET', `${ASK}?domain=org.baltiapp.test&domain=balta-demo.baltiapp.test`)).status).toBe(404);
  });

  it("refuses a suspended company's name, and allows it again once it is active", async () => {
    const name = 'lacul-linistit.baltiapp.test';
    const suspend = await t.call('POST', `/api/admin/companies/${ids.companyB}/suspend`, { token: platform });
    expect(suspend.status).toBe(200);
    expect((await ask(t, name)).status).toBe(404);
    // The other company is not affected.
    expect((await ask(t, 'balta-demo.baltiapp.test')).status).toBe(200);
    const activate = await t.call('POST', `/api/admin/companies/${ids.companyB}/activate`, { token: platform });
    expect(activate.status).toBe(200);
    expect((await ask(t, name)).status).toBe(200);
  });

  it('allows a company the moment it is registered', async () => {
    const name = 'balta-noua-tls.baltiapp.test';
    expect((await ask(t, name)).status).toBe(404);
    const reg = await t.call('POST', '/api/register', {
      body: { name: 'Ion Nou', email: 'ion.tls@exemplu.ro', password: 'Parola123', password_confirmation: 'Parola123' },
    });
    expect(reg.status).toBe(201);
    const created = await t.call('POST', '/api/company/create', {
      token: reg.body.token,
      body: {
        name: 'Balta Nouă',
        slug: 'balta-noua-tls',
        cui: '4221306',
        iban: 'RO49AAAA1B31007593840000',
        state_id: 1,
      },
    });
    expect(created.status).toBe(201);
    expect((await ask(t, name)).status).toBe(200);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'org.baltiapp.test' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
  ])('refuses (404) a request that came through a proxy (%s), even for an allowed name', async (_name, headers) => {
    expect((await ask(t, 'org.baltiapp.test')).status).toBe(200);
    const res = await ask(t, 'org.baltiapp.test', headers);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Resursa nu a fost găsită.' });
  });

  it('is not part of the OpenAPI contract', () => {
    expect(Object.keys(t.openapi.paths).filter((p) => p.startsWith('/api/internal'))).toEqual([]);
  });
});

describe(`HSTS from the API itself (npm start) (${DB_KIND})`, () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp({ TRUST_PROXY: 'true' });
    direct = await startTestApp({ TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it('sends Strict-Transport-Security when a trusted proxy says the request came over TLS', async () => {
    for (const url of ['/api/health', '/states']) {
      const res = await behindProxy.call('GET', url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }
  });

  it('sends none over plain HTTP', async () => {
    const res = await behindProxy.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect((await behindProxy.call('GET', '/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await direct.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
