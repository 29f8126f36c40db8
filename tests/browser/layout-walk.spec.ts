/**
 * The layout walk: every route of every app (company, admin, a company's public site, home) at a
 * phone's 390×844 and a desktop's 1280×800, as a user who may open it, on the demo data (records
 * the `:id` routes need are created through the API when absent). On each screen:
 *   - the page does not scroll sideways (document.scrollingElement.scrollWidth ≤ clientWidth);
 *   - no table cell or header, nor a phone's card line, has its text cut (an ellipsis, hidden
 *     overflow) or spilling over its neighbour;
 *   - no table header (nor a card's label) is broken inside a word: each word's line boxes
 *     (Range.getClientRects) lie on one line;
 *   - no React Router default error page;
 *   - no value shown as the program holds it: "undefined", "NaN", a state's English key ("draft").
 * A screenshot of each screen goes to the test's output folder (test-results/browser/…).
 */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { issueDemoPass } from './support/demoPass';
import { DEMO, url } from './support/hosts';
import { signIn } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [PHONE, DESKTOP];

// The company app's service worker would answer for the screens already visited; the walk measures
// what the network serves, the same on every run.
test.use({ serviceWorkers: 'block' });

type Host = 'org' | 'admin' | 'balta-demo' | null;

interface Ids {
  pass: number;
  receipt: number;
  client: number;
  water: number;
  user: number;
  plan: number;
  discount: number;
  expense: number;
  competition: number;
  verifyPath: string;
}

/** The first `{ id }` of the first array in a list answer (`[...]`, `{ data: [...] }`, `{ plans: [...] }`). */
function firstId(body: unknown, key?: string): number | undefined {
  const root = key && body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : body;
  const queue: unknown[] = [root];
  while (queue.length) {
    const v = queue.shift();
    if (Array.isArray(v)) {
      const hit = v.find((x) => x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'number');
      if (hit) return (hit as { id: number }).id;
    } else if (v && typeof v === 'object') queue.push(...Object.values(v));
  }
  return undefined;
}

/** Balta Demo's records for the `:id` routes (a pass with its chitanță is issued for this walk). */
async function recordIds(request: APIRequestContext): Promise<Ids> {
  const issued = await issueDemoPass(request, DEMO.companyAdmin);
  const headers = { Authorization: `Bearer ${issued.token}`, Accept: 'application/json' };
  const base = `/api/company/${issued.companyId}`;
  const json = async (method: 'get' | 'post', path: string, data?: object) => {
    const res = await request[method](url('org', `${base}/${path}`), { headers, data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return res.json() as Promise<unknown>;
  };
  const catalogue = await json('get', 'plans');
  const discount = firstId(catalogue, 'discounts') ?? firstId(await json('get', 'discounts'));
  const expense =
    firstId(await json('post', 'expenses', {})) ??
    (
      (await json('post', 'createExpense', {
        category: 'furaje',
        amount: '150.00',
        spent_on: new Date().toISOString().slice(0, 10),
      })) as { id: number }
    ).id;
  const passes = (await json('post', 'passes', {})) as { data: { id: number; verify_url: string }[] };
  // A draft competition next year on the pass's water (its stands held then only), made the first time.
  const competition =
    firstId(await json('post', 'competitions', {})) ??
    (await (async () => {
      const stands = (await json('get', `waters/${issued.waterId}/stands`)) as { id: number }[];
      const year = new Date().getFullYear() + 1;
      const [from, to] = [`${year}-06-06T05:00:00Z`, `${year}-06-06T17:00:00Z`];
      const created = (await json('post', 'createCompetition', {
        name: 'Cupa de vară',
        water_id: issued.waterId,
        starts_at: from,
        ends_at: to,
        rounds: [{ starts_at: from, ends_at: to }],
        team_size: 2,
        entry_fee: '100.00',
        fish_ids: [],
        min_weight_kg: '0.500',
        short_rule: 'mean',
        sectors: [{ name: 'A', stand_ids: stands.slice(0, 2).map((st) => st.id) }],
      })) as { id: number };
      return created.id;
    })());
  const ids = {
    pass: issued.passId,
    receipt: issued.receiptId,
    client: issued.clientId,
    water: issued.waterId,
    user: firstId(await json('post', 'users', {})),
    plan: firstId(catalogue, 'plans'),
    discount,
    expense,
    competition,
    verifyPath: new URL(passes.data.find((p) => p.id === issued.passId)?.verify_url ?? passes.data[0].verify_url)
      .pathname,
  };
  for (const [k, v] of Object.entries(ids)) expect(v, `no ${k}`).toBeTruthy();
  return ids as Ids;
}

/** Every screen of the company app (CompanyApp.tsx), for the company's admin (who may open them all). */
function companyPaths(ids: Ids): string[] {
  return [
    '/company',
    '/company/passes/new',
    '/company/clients',
    '/company/clients/new',
    `/company/clients/${ids.client}`,
    `/company/clients/${ids.client}/edit`,
    `/company/clients/${ids.client}/consent`,
    '/company/bookings',
    '/company/bookings/new',
    '/company/board',
    '/company/passes',
    `/company/passes/${ids.pass}/print`,
    `/company/passes/${ids.pass}/exit`,
    '/company/verify',
    '/company/receipts',
    '/company/receipts/new',
    `/company/receipts/${ids.receipt}/print`,
    '/company/waters',
    '/company/waters/new',
    `/company/waters/${ids.water}/edit`,
    `/company/waters/${ids.water}/stands`,
    '/company/plans',
    '/company/plans/new',
    `/company/plans/${ids.plan}/edit`,
    '/company/discounts',
    '/company/discounts/new',
    `/company/discounts/${ids.discount}/edit`,
    '/company/expenses',
    '/company/expenses/new',
    `/company/expenses/${ids.expense}/edit`,
    '/company/fiscal',
    '/company/cashbook',
    '/company/competitions',
    '/company/competitions/new',
    `/company/competitions/${ids.competition}`,
    `/company/competitions/${ids.competition}/edit`,
    `/company/competitions/${ids.competition}/print`,
    `/company/competitions/${ids.competition}/cantar`,
    '/company/profile',
    '/company/documentation',
    '/company/users',
    '/company/users/new',
    `/company/users/${ids.user}/edit`,
    '/company/settings',
    '/company/settings/fiscal',
    '/company/audit',
    '/company/nu-exista',
  ];
}

const GUEST_PATHS = ['/login', '/register', '/forgot-password', '/password/reset/token-inexistent'];
const ADMIN_GUEST_PATHS = ['/login', '/forgot-password'];
const ADMIN_PATHS = ['/companies', '/profile', '/documentation', '/nu-exista'];

/** What is wrong with the screen's layout, one line each (empty when nothing is). */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };

  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    // Named by the elements that pass the right edge while their parent does not.
    const wide = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1 && shown(el),
    );
    const names = wide
      .filter((el) => !wide.includes(el.parentElement!))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text(el).slice(0, 30)}"`);
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px of ${root.clientWidth} (${names.join(', ')})`);
  }

  if (/Unexpected Application Error|Hey developer/.test(document.body.innerText)) {
    problems.push("React Router's default error page");
  }

  // A value shown as the program holds it: an empty one, or a state's or a unit's English key.
  const raw =
    /\b(undefined|null|NaN|Invalid Date|object Object|true|false|queued|sent|printed|failed|pending|draft|registration|drawn|running|finished|confirmed|waitlisted|cancelled|checked_in|receipt|amef|days|hours|weeks|months)\b/g;
  for (const m of document.body.innerText.matchAll(raw)) {
    const at = m.index ?? 0;
    problems.push(`raw value "${m[0]}": "${document.body.innerText.slice(Math.max(0, at - 30), at + 30)}"`);
  }

  // Cut or spilling text: a cell, a card line, or anything inside them that cuts its text. A cell
  // spills when its content's box (a Range over it: no pseudo-element, like a fixed column's
  // shadow) passes its edges.
  const cells = new Set(
    document.querySelectorAll('th, td, .list-card-field dt, .list-card-field dd, .list-card-title'),
  );
  for (const el of new Set([...cells, ...document.querySelectorAll('table *, .list-cards *')])) {
    if (!(el instanceof HTMLElement) || !shown(el) || !text(el)) continue;
    if (el.closest('.ant-table-measure-row, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    const clips = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
    if (clips && el.scrollWidth - el.clientWidth > 1) {
      problems.push(`text cut (${el.scrollWidth - el.clientWidth} px): "${text(el)}"`);
    } else if (cells.has(el)) {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const content = range.getBoundingClientRect();
      const over = Math.max(content.right - box.right, box.left - content.left);
      if (over > 1) problems.push(`text spills over its neighbour (${Math.round(over)} px): "${text(el)}"`);
    }
  }

  // A header (or a card's label) broken inside a word: the word's boxes on more than one line.
  for (const th of document.querySelectorAll('thead th, .list-card-field dt')) {
    if (!shown(th) || th.closest('.ant-table-measure-row')) continue;
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (const m of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2)),
        );
        if (lines.size > 1) problems.push(`header broken inside "${m[0]}" (${lines.size} lines): "${text(th)}"`);
      }
    }
  }
  return problems;
}

/** Opens the screen, waits until it has its data, checks it and saves its screenshot. */
async function walk(page: Page, testInfo: TestInfo, host: Host, path: string, found: string[]) {
  const size = `${page.viewportSize()!.width}`;
  const where = `${size}px ${host ?? 'home'}${path}`;
  await page.goto(url(host, path));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#painted, .ant-spin-spinning, .ant-skeleton-active, .full-page-spin'), where).toHaveCount(
    0,
  );
  await page.evaluate(() => document.fonts.ready);
  const problems = await page.evaluate(layoutProblems);
  const name = `${size}-${host ?? 'home'}${path}`.replace(/[^\w-]+/g, '_');
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  found.push(...problems.map((p) => `${where}: ${p}`));
}

test.describe('layout walk', () => {
  let ids: Ids;
  test.beforeAll(async ({ request }) => {
    ids = await recordIds(request);
  });

  for (const size of SIZES) {
    test(`company app at ${size.width}×${size.height}: no sideways scroll, no cut text, no word broken in a header`, async ({
      page,
    }, testInfo) => {
      // About 1.5 min at 390 px and 2–4 min at 1280 px on a loaded 2-core machine (the desktop tables).
      test.setTimeout(420_000);
      await page.setViewportSize(size);
      const found: string[] = [];
      for (const path of GUEST_PATHS) await walk(page, testInfo, 'org', path, found);
      await signIn(page, DEMO.companyAdmin);
      for (const path of companyPaths(ids)) await walk(page, testInfo, 'org', path, found);
      expect(found).toEqual([]);
    });
  }

  for (const size of SIZES) {
    test(`admin app, public site and home at ${size.width}×${size.height}: the same checks`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      const found: string[] = [];
      for (const path of ['/', ids.verifyPath, '/verify/CodInexistent123456']) {
        await walk(page, testInfo, 'balta-demo', path, found);
      }
      await walk(page, testInfo, null, '/', found);
      for (const path of ADMIN_GUEST_PATHS) await walk(page, testInfo, 'admin', path, found);
      await signIn(page, DEMO.platform, { host: 'admin', path: '/companies' });
      for (const path of ADMIN_PATHS) await walk(page, testInfo, 'admin', path, found);
      expect(found).toEqual([]);
    });
  }
});

test('on a phone the bottom bar replaces the side menu; "Mai mult" opens the rest of the menu, per role', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.staff);
  const bar = page.getByRole('navigation', { name: 'Navigare rapidă' });
  for (const label of ['Acasă', 'Vânzare', 'Clienți', 'Rezervări', 'Mai mult']) {
    await expect(bar.getByText(label, { exact: true })).toBeVisible();
  }
  // No icon rail beside the page: the side menu is not shown until "Mai mult".
  const menu = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(menu).toBeHidden();
  const content = (await page.locator('.app-content').boundingBox())!;
  expect(content.x).toBe(0);

  await bar.getByRole('link', { name: 'Clienți' }).click();
  await expect(page).toHaveURL(url('org', '/company/clients'));
  await expect(bar.getByRole('link', { name: 'Clienți' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('button', { name: 'Mai mult' }).click();
  await expect(menu).toBeVisible();
  // Staff sees what staff may open, and not the admin's screens.
  await expect(menu.getByRole('menuitem', { name: 'Chitanțe' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Utilizatori' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Setări' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Chitanțe' }).click();
  await expect(page).toHaveURL(url('org', '/company/receipts'));
  await expect(menu).toBeHidden();

  // At 1280 px the side menu is there and the bar is not.
  await page.setViewportSize(DESKTOP);
  await expect(menu).toBeVisible();
  await expect(bar).toBeHidden();
});
