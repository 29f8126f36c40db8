/**
 * `npm start` serves the bundles itself (backend/src/web): what nginx serves in production.
 * A small dist folder stands in for frontend/dist; the real build is opened in Chromium by the
 * `start` step of npm test (tests/start).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '@app/web/security-headers';
import { startTestApp, type TestApp } from './support/app';

const JS = `console.log(${JSON.stringify('Bălți '.repeat(400))});\n`;
let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'balti-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const b of ['home', 'company', 'admin', 'public']) {
    writeFileSync(
      join(dist, `${b}.html`),
      `<!doctype html><title>${b}</title><script src="/build/assets/app-abc123.js"></script>`,
    );
  }
  writeFileSync(join(dist, 'assets/app-abc123.js'), JS);
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(JS));
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  writeFileSync(join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  writeFileSync(join(dist, 'verify-sw.js'), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(join(dist, 'verify.webmanifest'), '{"name":"Verificare","scope":"/verify/"}');
  writeFileSync(join(dist, 'verify-icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'company-sw.js'), "self.addEventListener('fetch', () => {}); // company\n");
  app = await startTestApp({ FRONTEND_DIST: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

describe('npm start serves the bundles', () => {
  it('answers a hashed asset with its type and a year-long immutable cache', async () => {
    const res = await get('/build/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(JS);
  });

  it('answers the brotli file to a browser that takes br, and gzip to one that takes only gzip', async () => {
    const br = await get('/build/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const gz = await get('/build/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    expect(gz.rawPayload.length).toBeLessThan(JS.length / 4);
  });

  it('answers a missing asset 404, never the app page', async () => {
    const res = await get('/build/assets/missing-000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('serves /robots.txt and /favicon.ico as the files they are', async () => {
    const robots = await get('/robots.txt', { host: 'org.localhost:3000' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
    const icon = await get('/favicon.ico', { host: 'balta-demo.localhost:3000' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
  });

  it("serves the verification page's service worker, manifest and icon from the root of a company host", async () => {
    const host = { host: 'balta-demo.localhost:3000' };
    const worker = await get('/verify-sw.js', host);
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain("addEventListener('fetch'");
    const manifest = await get('/verify.webmanifest', host);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(JSON.parse(manifest.body)).toMatchObject({ scope: '/verify/' });
    expect((await get('/verify-icon.svg', host)).headers['content-type']).toBe('image/svg+xml');
  });

  it("serves the company app's service worker from the root of the company host, revalidated", async () => {
    const worker = await get('/company-sw.js', { host: 'org.localhost:3000' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('// company');
  });

  it('answers each host its bundle, revalidated, with the security headers nginx sends', async () => {
    const res = await get('/passes', { host: 'org.localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>company</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the security headers and no-store on API answers', async () => {
    const token = await app.login('angajat@balta-demo.ro');
    const res = await app.call('GET', '/api/user', { token });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });
});
