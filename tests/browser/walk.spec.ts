/**
 * Walks every route of the apps (docs/product.md, Apps and screens) per role: the routes a role may open show their
 * real screen (layout header, no "în lucru" placeholder, no uncaught page error); the routes it may
 * not open show 'Nu esti autorizat sa accesezi aceasta pagina' and end on /login.
 * Routes with :id use existing records of Balta Demo (created through the API when the demo seed
 * has none).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { signIn } from './support/session';

const FORBIDDEN_ROLE = 'Nu esti autorizat sa accesezi aceasta pagina';
const WORK_IN_PROGRESS = 'în lucru';

type Ids = Record<'user' | 'water' | 'client' | 'plan' | 'discount' | 'expense', number>;

/** The first `{ id }` object of the first array found in a list response (`[...]`, `{ data: [...] }`...). */
function firstId(body: unknown, key?: string): number | undefined {
  const root = key && body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : body;
  const queue: unknown[] = [root];
  while (queue.length) {
    const v = queue.shift();
    if (Array.isArray(v)) {
      const hit = v.find((x) => x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'number');
      if (hit) return (hit as { id: number }).id;
    } else if (v && typeof v === 'object') {
      queue.push(...Object.values(v));
    }
  }
  return undefined;
}

/** Ids of Balta Demo records for the `:id` routes, read (or created) through the API as its admin. */
async function recordIds(request: APIRequestContext): Promise<Ids> {
  const login = await request.post(url('org', '/api/login'), {
    data: { email: DEMO.companyAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok(), `login: ${login.status()}`).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { id: number; company_id: number } };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const base = `/api/company/${user.company_id}`;
  const json = async (res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return res.json();
  };
  const list = async (what: string, method: 'get' | 'post', key?: string) =>
    firstId(
      await json(
        await request[method](url('org', `${base}/${what}`), { headers, data: method === 'post' ? {} : undefined }),
        what,
      ),
      key,
    );

  const staff = await list('users', 'post');
  const water = await list('waters', 'get');
  const plans = await json(await request.get(url('org', `${base}/plans`), { headers }), 'plans');
  let client = await list('clients', 'post');
  if (!client) {
    const created = await json(
      await request.post(url('org', `${base}/createClient`), {
        headers,
        data: { first_name: 'Ion', last_name: 'Plimbare' },
      }),
      'createClient',
    );
    client = (created as { id: number }).id;
  }
  let expense = await list('expenses', 'post');
  if (!expense) {
    const created = await json(
      await request.post(url('org', `${base}/createExpense`), {
        headers,
        data: { category: 'furaje', amount: '150.00', spent_on: new Date().toISOString().slice(0, 10) },
      }),
      'createExpense',
    );
    expense = (created as { id: number }).id;
  }
  const ids = {
    user: staff ?? user.id,
    water,
    client,
    plan: firstId(plans, 'plans'),
    discount: firstId(plans, 'discounts') ?? (await list('discounts', 'get')),
    expense,
  };
  for (const [k, v] of Object.entries(ids)) expect(v, `no ${k} id`).toBeTruthy();
  return ids as Ids;
}

function companyRoutes(ids: Ids): { path: string; adminOnly?: boolean }[] {
  return [
    { path: '/company' },
    { path: '/company/users', adminOnly: true },
    { path: '/company/users/new', adminOnly: true },
    { path: `/company/users/${ids.user}/edit`, adminOnly: true },
    { path: '/company/waters' },
    { path: '/company/waters/new' },
    { path: `/company/waters/${ids.water}/edit` },
    { path: '/company/clients' },
    { path: '/company/clients/new' },
    { path: `/company/clients/${ids.client}` },
    { path: `/company/clients/${ids.client}/edit` },
    { path: `/company/clients/${ids.client}/consent` },
    { path: '/company/passes' },
    { path: '/company/passes/new' },
    { path: '/company/receipts' },
    { path: '/company/receipts/new' },
    { path: '/company/plans' },
    { path: '/company/plans/new' },
    { path: `/company/plans/${ids.plan}/edit` },
    { path: '/company/discounts' },
    { path: '/company/discounts/new' },
    { path: `/company/discounts/${ids.discount}/edit` },
    { path: '/company/expenses' },
    { path: '/company/expenses/new' },
    { path: `/company/expenses/${ids.expense}/edit` },
    { path: '/company/settings', adminOnly: true },
    { path: '/company/audit', adminOnly: true },
    { path: '/company/profile' },
    { path: '/company/documentation' },
  ];
}

/** Chromium reports a Content-Security-Policy violation as a console error starting like this. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/;

/** Collects uncaught errors of the page (page.on('pageerror')) and the CSP violations it reports. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && CSP_VIOLATION.test(msg.text())) errors.push(`${page.url()}: CSP: ${msg.text()}`);
  });
  return errors;
}

async function expectScreen(page: Page, label: 'org' | 'admin', path: string, errors: string[]) {
  const response = await page.goto(url(label, path));
  // The screen runs under the shipped nginx headers (the browser suite goes through the template).
  expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
  expect(response?.headers()['x-content-type-options'], path).toBe('nosniff');
  await expect(page, path).toHaveURL(url(label, path));
  // The company app's header names the signed-in user's company (the demo's: Balta Demo).
  if (label === 'org') await expect(page.getByTestId('header-title'), path).toHaveText('Balta Demo');
  else await expect(page.getByTestId('header-title'), path).toBeVisible();
  await expect(page.locator('main'), path).not.toBeEmpty();
  // Lazy screens: wait until the page's own content replaced the suspense fallback / loading state.
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active'), path).toHaveCount(0);
  await expect(page.getByText(WORK_IN_PROGRESS, { exact: false }), path).toHaveCount(0);
  expect(errors, `uncaught errors on ${path}`).toEqual([]);
}

test('the CSP is enforced, and a violation would fail the walk', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(url('org', '/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  // An inline script is what an injected payload would be: the policy (script-src 'self') blocks it.
  await page
    .evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__cspBreached = true';
      document.head.appendChild(script);
    })
    .catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __cspBreached?: boolean }).__cspBreached)).toBeUndefined();
  await expect.poll(() => errors.filter((e) => e.includes('CSP:')).length).toBeGreaterThan(0);
});

test.describe('walk every route per role', () => {
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    ids = await recordIds(request);
  });

  test('the company admin opens every company route', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await signIn(page, DEMO.companyAdmin);
    for (const { path } of companyRoutes(ids)) await expectScreen(page, 'org', path, errors);
  });

  test('staff opens the staff routes and is refused users and settings', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const routes = companyRoutes(ids);
    await signIn(page, DEMO.staff);
    for (const { path } of routes.filter((r) => !r.adminOnly)) await expectScreen(page, 'org', path, errors);

    for (const { path } of routes.filter((r) => r.adminOnly)) {
      await page.goto(url('org', path));
      await expect(page.getByText(FORBIDDEN_ROLE).first(), path).toBeVisible();
      await expect(page, path).toHaveURL(url('org', '/login'));
      expect(errors, `uncaught errors on ${path}`).toEqual([]);
      // The refusal logs the user out (company app): log in again for the next route.
      await signIn(page, DEMO.staff);
    }
  });

  test('the platform admin opens the admin routes', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page, DEMO.platform, { host: 'admin', path: '/companies' });
    for (const path of ['/companies', '/profile', '/documentation']) await expectScreen(page, 'admin', path, errors);
  });

  test('company users are refused the admin routes and the platform admin the company routes', async ({ page }) => {
    const errors = watchErrors(page);
    // A company admin signing in on the admin host is refused (role 2 is not allowed there).
    await page.goto(url('admin', '/login'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.companyAdmin);
    await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page.getByText(FORBIDDEN_ROLE).first()).toBeVisible();
    await expect(page).toHaveURL(url('admin', '/login'));

    // The platform admin (role 1) signing in on the company host is refused the company routes.
    await page.goto(url('org', '/login'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.platform);
    await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page.getByText(FORBIDDEN_ROLE).first()).toBeVisible();
    await expect(page).toHaveURL(url('org', '/login'));
    expect(errors).toEqual([]);
  });
});
