import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DB_KIND, startTestApp, TestApp } from './support/app';

/** Every `{ method: 'X', path: '/…' }` entry of the front end's route tables (one per RTK Query endpoint). */
function frontendRoutes(): { method: string; path: string; file: string }[] {
  const root = join(__dirname, '../../frontend/src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.spec.ts')) files.push(p);
    }
  };
  walk(root);
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/method:\s*'(GET|POST|PUT|PATCH|DELETE)',\s*path:\s*'([^']+)'/g)].map(
      (m) => ({
        method: m[1],
        path: m[2],
        file: relative(root, file),
      }),
    ),
  );
}

describe(`the front end's calls match the API's OpenAPI document (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the route tables (an empty list would prove nothing)', () => {
    expect(frontendRoutes().length).toBeGreaterThan(20);
  });

  it('has an OpenAPI operation for every method and path the front end calls', () => {
    const missing = frontendRoutes()
      .filter((r) => !(t.openapi.paths[r.path] as Record<string, unknown> | undefined)?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path} (${r.file})`);
    expect(missing).toEqual([]);
  });
});
