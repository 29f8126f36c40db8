/**
 * The painted shell (frontend/src/shared/paintedShell.ts): a signed-in visit to the
 * company app shows the screen's frame and title before the app's own scripts run, the title is
 * the one the screen renders, and signing out forgets what the shell shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAINTED_TITLES } from '../../frontend/src/shared/paintedShell';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { holdRequests } from './support/signal';

/** The app's own chunk, imported by the small entry after the shell is painted. */
const APP_CHUNK = '**/build/assets/companyApp-*.js';

// page.route() sees no request that the company app's service worker answers (it keeps the app's
// files for use with no signal): these tests hold or drop the app's chunk, so no worker here.
test.use({ serviceWorkers: 'block' });

async function logIn(page: Page, email: string) {
  await page.goto(url('org', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page.getByTestId('header-title')).toHaveText('Balta Demo');
}

test('a returning user sees the frame, the company and the title before the app has arrived', async ({ page }) => {
  await logIn(page, DEMO.companyAdmin);
  const chunk = await holdRequests(page, APP_CHUNK);
  await page.goto(url('org', '/company/passes'), { waitUntil: 'commit' });
  // Painted beside React's #root, which is still empty.
  await expect(page.locator('#painted .painted-title')).toHaveText('Permise');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator('.painted-company')).toHaveText('Balta Demo');
  await expect(page.getByRole('status', { name: 'Se încarcă…' })).toBeVisible();
  // The painted title stays the same element until the real screen: React draws no copy of it
  // (a re-created title would be a new paint for the browser's largest-contentful-paint).
  await page.evaluate(() => {
    const w = window as unknown as { titlesAdded: number };
    w.titlesAdded = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches('.painted-title') || n.querySelector('.painted-title')))
            w.titlesAdded += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  chunk.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Permise' })).toBeVisible();
  await expect(page.getByTestId('header-title')).toHaveText('Balta Demo');
  await expect(page.locator('#painted')).toHaveCount(0);
  await expect(page.locator('.painted-shell')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { titlesAdded: number }).titlesAdded)).toBe(0);
});

test('every painted title is the title its screen renders', async ({ page }) => {
  test.setTimeout(240_000);
  await logIn(page, DEMO.companyAdmin);
  // The dashboard and every screen with a title known from its address.
  const screens = ['/company', ...Object.keys(PAINTED_TITLES)];
  for (const path of screens) {
    // Without the app's chunk the page keeps what the entry painted.
    await page.route(APP_CHUNK, (route) => route.abort());
    await page.goto(url('org', path));
    const painted = (await page.locator('.painted-title').textContent()) ?? '';
    expect(painted, `${path}: painted title`).not.toBe('');
    await page.unroute(APP_CHUNK);
    await page.goto(url('org', path));
    await expect(page.getByTestId('header-title')).toHaveText('Balta Demo');
    await expect(page.locator('.app-content h2').first(), path).toHaveText(painted);
  }
});

test('signing out forgets the snapshot: the next visit paints no shell', async ({ page }) => {
  await logIn(page, DEMO.staff);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('balti_shell') ?? 'null'))).toEqual({
    name: 'Mihai Ionescu',
    company: 'Balta Demo',
  });
  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(url('org', '/login'));
  expect(await page.evaluate(() => localStorage.getItem('balti_shell'))).toBeNull();
  await page.route(APP_CHUNK, (route) => route.abort());
  await page.goto(url('org', '/company/passes'));
  await expect(page.locator('#painted')).toHaveCount(0);
  await expect(page.locator('.painted-shell')).toHaveCount(0);
});

test("the app's chunks are preloaded from the build's list, not by links in the HTML; lazy routes add none", async ({
  page,
}) => {
  // Vite's helper used to append a <link rel=modulepreload> for every chunk a lazy route imports,
  // about 70 at ~1 ms each in one long task of the start-up (vite.config.ts, modulePreload). The
  // app's own chunks are named in <meta name="balti-boot-preload"> and preloaded by the entry after
  // the first paint (vite/bootPreloadPlugin.ts), not by links in the HTML.
  await logIn(page, DEMO.companyAdmin);
  const html = await (await page.request.get(url('org', '/company/passes'))).text();
  const inHtml = (html.match(/<link rel="modulepreload"/g) ?? []).length;
  const named = (/<meta name="balti-boot-preload" content="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
  const namedChunks = named.filter((f) => f.endsWith('.js'));
  expect(namedChunks.length).toBeGreaterThan(3);
  expect(html).not.toContain(`<link rel="modulepreload" crossorigin href="${namedChunks[0]}"`);
  await page.goto(url('org', '/company/passes'));
  await expect(page.getByRole('heading', { level: 2, name: 'Permise' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const links = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(links.length).toBe(inHtml + namedChunks.length);
  expect(links).toEqual(expect.arrayContaining(namedChunks));
});

test("antd's component styles come from the build's stylesheet, not made at run time; the login page does not load it", async ({
  page,
}) => {
  // frontend/vite/antdStaticStyles.ts and src/shared/antdStyles.ts: antd writes a <style data-css-hash>
  // for each component it styles at run time; with the stylesheet it writes only its theme's CSS
  // variables (`.css-var-…{--ant-…}`).
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (/\/build\/assets\/antd-[\w-]+\.css$/.test(r.url())) stylesheets.push(r.url());
  });
  await page.goto(url('org', '/login'));
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
  expect(stylesheets, 'the login page has no antd screen').toEqual([]);

  await logIn(page, DEMO.companyAdmin);
  for (const [path, heading] of [
    ['/company/passes', 'Permise'],
    ['/company/passes/new', 'Permis nou'],
    ['/company/clients', 'Clienți'],
  ] as const) {
    await page.goto(url('org', path));
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const made = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')]
        .map((s) => s.textContent ?? '')
        .filter((css) => !/^\.css-var-[\w-]+(\.[\w-]+)*\{--ant-/.test(css))
        .map((css) => css.slice(0, 80)),
    );
    expect(made, `${path}: styles antd made at run time`).toEqual([]);
    expect(await page.locator('head > link[rel="stylesheet"][data-antd-styles]').count()).toBe(1);
  }
  expect(stylesheets.length).toBeGreaterThan(0);
  // The file's styles apply, under the app's theme: the primary button is the theme's green.
  await expect(page.getByRole('button', { name: 'Adaugă client' }).first()).toHaveCSS(
    'background-color',
    'rgb(31, 111, 92)',
  );
});

test("without antd's stylesheet (it fails to load) the screens are still styled: antd makes the styles itself", async ({
  page,
}) => {
  await logIn(page, DEMO.companyAdmin);
  await page.route(/\/build\/assets\/antd-[\w-]+\.css$/, (route) => route.abort());
  await page.goto(url('org', '/company/clients'));
  await expect(page.getByRole('heading', { level: 2, name: 'Clienți' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adaugă client' }).first()).toHaveCSS(
    'background-color',
    'rgb(31, 111, 92)',
  );
  expect(await page.locator('style[data-css-hash]').count()).toBeGreaterThan(20);
});
