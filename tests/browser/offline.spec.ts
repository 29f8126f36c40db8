/**
 * The company app on a patchy signal, through nginx (frontend/src/shared/chunkLoad.ts,
 * connection.ts, api/savedAnswers.ts, offlineShell.ts and public/company-sw.js): a screen whose
 * chunk is not loaded yet waits for the signal and opens when it comes back; a chunk gone after an
 * upgrade loads the page once more; a visited screen opened with no signal shows its last data,
 * marked as saved; an action with no signal is refused in Romanian and the form keeps what was
 * typed. An account that cannot load because the server cannot work says the server's words, not
 * the network's. Never React Router's developer page. Data in Lacul Liniștit (Balta Demo stays as the
 * docs show it).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, ensureClient } from './support/api';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { searchList } from './support/lists';

const OFFLINE_BANNER = 'Fără semnal — reîncerc când revine';
const SAVED_BANNER = 'Date salvate — fără semnal';
const REFUSED = 'Fără semnal: acțiunea nu a fost trimisă. Încercați din nou când revine semnalul.';

async function logIn(page: Page) {
  await page.goto(url('org', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(DEMO.otherCompanyAdmin);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page).toHaveURL(url('org', '/company'));
  await expect(page.getByTestId('header-title')).toHaveText('Lacul Liniștit');
}

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('menuitem', { name });

/** Marks this document: the mark is gone after any page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { balti: number }).balti = 1));
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { balti?: number }).balti === 1);

/** Neither React Router's developer page nor the app's own error screen. */
async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(/Hey developer/)).toHaveCount(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
}

/** The lazy chunks (/build/assets/*.js) the page has loaded so far. */
const loadedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/build/assets/') && p.endsWith('.js')),
  );

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Whether the worker's cache holds the app's page (what any address of the host opens with no signal). */
const pageKept = (page: Page) => page.evaluate(async () => !!(await caches.match('/company/')));

test.describe('with the service worker', () => {
  test("the app's page, not kept because the signal dropped while it was being kept, is kept when the signal returns", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The page's request to keep /company/ (shared/offlineShell.ts) gets no answer, as on a signal
    // that drops at that moment.
    let cut = 0;
    await page.route(
      (u) => u.pathname === '/company/',
      async (route) => {
        if (route.request().isNavigationRequest() || cut > 0) return route.continue();
        cut += 1;
        await route.abort('internetdisconnected');
      },
    );
    await logIn(page);
    await expect.poll(() => cut, { timeout: 15_000 }).toBe(1);
    expect(await pageKept(page)).toBe(false);
    await goOffline(context, page);
    await context.setOffline(false);
    await expect.poll(() => pageKept(page)).toBe(true);
    // With no signal, an address of the app opens the kept page.
    await goOffline(context, page);
    await page.goto(url('org', '/company/expenses'));
    await expect(page.getByTestId('connection-banner')).toBeVisible();
    await expectNoErrorScreen(page);
    await context.setOffline(false);
    await expect(page.locator('.app-content h2').first()).toHaveText('Cheltuieli');
  });

  test('signal lost, then a menu item whose screen is not loaded: it waits, and opens when the signal returns', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    // The worker takes over after the page has loaded (shared/offlineShell.ts).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 15_000 })
      .toContain('/company-sw.js');
    expect((await loadedChunks(page)).some((p) => p.includes('ExpensesListPage'))).toBe(false);
    await markDocument(page);

    await goOffline(context, page);
    await menu(page, 'Cheltuieli').click();
    await expect(page.getByTestId('connection-banner')).toHaveText(OFFLINE_BANNER);
    // Still the dashboard, waiting; no error screen.
    await expect(page).toHaveURL(url('org', '/company'));
    await expectNoErrorScreen(page);

    await context.setOffline(false);
    await expect(page).toHaveURL(url('org', '/company/expenses'));
    await expect(page.locator('.app-content h2').first()).toHaveText('Cheltuieli');
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
    expect(await documentMarked(page), 'no page load: the same document').toBe(true);
    expect((await loadedChunks(page)).some((p) => p.includes('ExpensesListPage'))).toBe(true);
    await expectNoErrorScreen(page);

    // The worker kept the app's page and the screens visited: with no signal the app still opens
    // (the account waits for the signal), and carries on by itself when the signal returns. (The
    // page is kept in the background; the first loss of signal above may have cut that short.)
    await expect.poll(() => pageKept(page)).toBe(true);
    await goOffline(context, page);
    await page.goto(url('org', '/company/expenses'));
    await expect(page.getByRole('heading', { name: 'Nu am putut încărca datele contului' })).toBeVisible();
    await expect(page.locator('.plain-result')).toContainText(OFFLINE_BANNER);
    await expect(page.getByTestId('connection-banner')).toBeVisible();
    await expectNoErrorScreen(page);
    await markDocument(page);
    await context.setOffline(false);
    await expect(page.locator('.app-content h2').first()).toHaveText('Cheltuieli');
    expect(await documentMarked(page), 'no page load: the same document').toBe(true);
  });

  test('a visited screen opened with no signal shows its last data, marked as saved', async ({
    page,
    context,
    request,
  }) => {
    const s = await apiLogin(request, DEMO.otherCompanyAdmin);
    await ensureClient(request, s, { first_name: 'Vasile', last_name: 'Semnalescu', phone: '0722111333' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    await menu(page, 'Clienți').click();
    // The search answered and shown before leaving: that answer is the one saved for the way back.
    await searchList(page, 'Caută clienți', 'Semnalescu');
    await expect(page.getByText('Semnalescu').first()).toBeVisible();
    await menu(page, 'Panou').click();
    await expect(page).toHaveURL(url('org', '/company'));

    await goOffline(context, page);
    await page.goBack();
    await expect(page).toHaveURL(/\/company\/clients/);
    await expect(page.getByText('Semnalescu').first()).toBeVisible();
    await expect(page.getByTestId('connection-banner')).toHaveText(SAVED_BANNER);
    // It covers the header but takes no tap: what is under it gets it.
    expect(
      await page.getByTestId('connection-banner').evaluate((banner) => {
        const box = banner.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === banner;
      }),
    ).toBe(false);
    await expectNoErrorScreen(page);

    await context.setOffline(false);
    await expect(page.getByTestId('connection-banner')).toHaveCount(0);
    await expect(page.getByText('Semnalescu').first()).toBeVisible();
  });

  test('an action with no signal is refused in Romanian and the form keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    await page.goto(url('org', '/company/clients/new'));
    await expect(page.locator('.app-content h2').first()).toHaveText('Client nou');
    const last = `Offlinescu${Date.now() % 100000}`;
    await page.getByLabel('Nume', { exact: true }).fill(last);
    await page.getByLabel('Prenume', { exact: true }).fill('Ionel');
    await page.getByLabel('Telefon', { exact: true }).fill('0733444555');

    await goOffline(context, page);
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(page).toHaveURL(url('org', '/company/clients/new'));
    await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(last);
    await expect(page.getByLabel('Prenume', { exact: true })).toHaveValue('Ionel');
    await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue('0733444555');
    await expectNoErrorScreen(page);

    // With the signal back, the same form sends what it kept.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).not.toHaveURL(url('org', '/company/clients/new'));
    await expect(page.getByText(last).first()).toBeVisible();
  });
});

test.describe('after an upgrade', () => {
  // The page's own requests, as a browser without the worker (or before it took over) makes them.
  test.use({ serviceWorkers: 'block' });

  test("a screen's chunk gone from the server: the page loads once more, on that screen, with no error screen", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    let gone = 0;
    // The old release's chunk is gone; the page loaded again gets the new release (here: the same file).
    await context.route('**/build/assets/ExpensesListPage-*.js', async (route) => {
      if (gone < 2) {
        gone += 1; // the import, then the check of the file (HEAD)
        await route.fulfill({ status: 404, body: '' });
      } else await route.continue();
    });
    await markDocument(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await menu(page, 'Cheltuieli').click();
    await expect(page).toHaveURL(url('org', '/company/expenses'));
    await expect(page.locator('.app-content h2').first()).toHaveText('Cheltuieli');
    expect(await documentMarked(page), 'a new document').toBe(false);
    expect(loads, 'one page load, at the screen opened').toEqual([url('org', '/company/expenses')]);
    expect(gone).toBe(2);
    await expectNoErrorScreen(page);
  });

  test('the same chunk still gone after that one reload: the Romanian error screen, no second reload', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    await context.route('**/build/assets/ExpensesListPage-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await menu(page, 'Cheltuieli').click();
    await expect(page.getByTestId('route-error')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A apărut o versiune nouă a aplicației' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reîncarcă pagina' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    // A moment for a loop to show itself.
    await page.waitForTimeout(1500);
    expect(loads).toEqual([url('org', '/company/expenses')]);
  });
});

test.describe('a server that answers but cannot work', () => {
  test.use({ serviceWorkers: 'block' });

  test("the account that cannot load says the server's own words (its database unreachable: 503), not the network's", async ({
    page,
  }) => {
    await logIn(page);
    const unavailable = 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.';
    await page.route('**/api/user', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: unavailable }) }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nu am putut încărca datele contului' })).toBeVisible();
    await expect(page.locator('.plain-result')).toContainText(unavailable);
    await expect(page.locator('.plain-result')).not.toContainText('Network error');
    // Back: „Reîncearcă” loads the account.
    await page.unroute('**/api/user');
    await page.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(page.locator('.app-content')).toBeVisible();
  });
});
