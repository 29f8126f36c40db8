/**
 * Lists remember: page, page size, sort, search and filters live in the URL, so Back,
 * reload and a shared link show the same view. Searches need no diacritics: "stefan" finds
 * "Ștefan Mureșan" in the clients list, the passes list and the client picker of a new pass.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, ensureClient } from './support/api';
import { issueDemoPass } from './support/demoPass';
import { DEMO, url } from './support/hosts';
import { applyToList, searchList } from './support/lists';
import { signIn } from './support/session';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.beforeAll(async ({ request }) => {
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const id = await ensureClient(request, s, {
    first_name: 'Ștefan',
    last_name: 'Mureșan',
    phone: '0744 111 222',
    car_plate: 'MS 07 ABC',
  });
  await ensureClient(request, s, { first_name: 'Șerban', last_name: 'Stănescu', phone: '+40 745 333 444' });
  const plans = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
    plans: { id: number; water_ids: number[] }[];
  };
  const passes = (await (
    await request.post(url('org', `${s.base}/passes`), { headers: s.headers, data: { client_id: id } })
  ).json()) as { total: number };
  if (passes.total === 0) {
    const plan = plans.plans[0];
    const res = await request.post(url('org', `${s.base}/clients/${id}/createPass`), {
      headers: s.headers,
      data: { plan_id: plan.id, water_id: plan.water_ids[0], payment_method: 'card' },
    });
    expect(res.status()).toBe(201);
  }
});

test('the clients list keeps its search and filter through a client page, Back, reload and a shared link', async ({
  page,
}) => {
  await signIn(page, DEMO.otherCompanyAdmin);
  await page.getByRole('menuitem', { name: 'Clienți' }).click();
  await expect(page).toHaveURL(url('org', '/company/clients'));

  const search = page.getByLabel('Caută clienți', { exact: true });
  await searchList(page, 'Caută clienți', 'stefan');
  await expect(page).toHaveURL(/[?&]q=stefan(&|$)/);
  await expect(row(page, 'Mureșan Ștefan')).toBeVisible();
  await expect(row(page, 'Stănescu Șerban')).toHaveCount(0);

  // The filter's page re-renders the rows: the click below waits for it, not for the search's page.
  await page.getByLabel('Stare', { exact: true }).click();
  await applyToList(
    page,
    () => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Neblocați' }).click(),
    (filter) => filter.search === 'stefan' && filter.blocked === false,
  );
  await expect(page).toHaveURL(/[?&]blocked=0(&|$)/);
  const listUrl = page.url();

  // Into the client, and Back.
  await row(page, 'Mureșan Ștefan').getByRole('link', { name: 'Mureșan Ștefan' }).click();
  await expect(page).toHaveURL(/\/company\/clients\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(search).toHaveValue('stefan');
  await expect(page.locator('.ant-select', { has: page.getByLabel('Stare', { exact: true }) })).toContainText(
    'Neblocați',
  );
  await expect(row(page, 'Mureșan Ștefan')).toBeVisible();

  // Reload.
  await page.reload();
  await expect(search).toHaveValue('stefan');
  await expect(row(page, 'Mureșan Ștefan')).toBeVisible();
  await expect(row(page, 'Stănescu Șerban')).toHaveCount(0);

  // A shared link, in another tab of the same session.
  const other = await page.context().newPage();
  await other.goto(listUrl);
  await expect(other.getByLabel('Caută clienți', { exact: true })).toHaveValue('stefan');
  await expect(row(other, 'Mureșan Ștefan')).toBeVisible();
  await other.close();

  // Phone digits in any spacing and a plate in any case find the same angler.
  // Each one's own page: the row shown for the text before it would pass on stale content.
  for (const text of ['0744111222', '+40744111222', 'ms 07 abc']) {
    await searchList(page, 'Caută clienți', text);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
    await expect(row(page, 'Mureșan Ștefan')).toBeVisible();
  }
});

test('the passes list keeps its page size, page and sort through reload and Back, and finds "0744"', async ({
  page,
}) => {
  await signIn(page, DEMO.otherCompanyAdmin, { path: '/company/passes?per_page=10&sort=total' });
  // The first page (a full load of the app, then the API: slow on a shared CPU).
  await expect(page.getByRole('row').filter({ hasText: 'lei' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-pagination-options')).toContainText('10');
  const sortedHeader = page.locator('th.ant-table-column-sort', { hasText: 'Total' });
  await expect(sortedHeader).toBeVisible();

  const search = page.getByLabel('Caută permise', { exact: true });
  // The search's page, not the first page (which shows Mureșan Ștefan too).
  await searchList(page, 'Caută permise', '0744');
  await expect(page).toHaveURL(/[?&]q=0744(&|$)/);
  await expect(row(page, 'Mureșan Ștefan').first()).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue('0744');
  await expect(page).toHaveURL(/per_page=10/);
  await expect(sortedHeader).toBeVisible();
  await expect(row(page, 'Mureșan Ștefan').first()).toBeVisible();

  await page.getByRole('menuitem', { name: 'Clienți' }).click();
  await expect(page).toHaveURL(url('org', '/company/clients'));
  await page.goBack();
  await expect(page).toHaveURL(/\/company\/passes\?.*q=0744/);
  await expect(search).toHaveValue('0744');
  await expect(row(page, 'Mureșan Ștefan').first()).toBeVisible();
});

test('the client picker of a new pass finds "stefan" and "0744 111 222"', async ({ page }) => {
  await signIn(page, DEMO.otherCompanyAdmin, { path: '/company/passes/new' });
  const picker = page.getByLabel('Client', { exact: true });
  for (const text of ['stefan', '0744 111 222']) {
    await picker.click();
    await picker.fill(text);
    await expect(
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Mureșan Ștefan' }),
    ).toBeVisible();
    await picker.press('Escape');
  }
});

test('a list with rows never shows its empty state while its first page is on the way', async ({ page, request }) => {
  // The page renders deferred: between the answer and its rows, the table once said "Nu ai emis încă…".
  await issueDemoPass(request, DEMO.staff); // a client, a pass and its chitanță
  await signIn(page, DEMO.staff);
  await page.addInitScript(() => {
    const w = window as unknown as { __placeholders: string[] };
    w.__placeholders = [];
    new MutationObserver(() => {
      const text = document.querySelector('.ant-table-placeholder')?.textContent?.trim();
      if (text && !w.__placeholders.includes(text)) w.__placeholders.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const path of ['/company/receipts', '/company/passes', '/company/clients']) {
    await page.goto(url('org', path));
    await expect(page.getByRole('row').nth(1).getByRole('link').first(), path).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders);
    expect(seen, `${path}: empty states shown before the rows`).toEqual([]);
  }
});

test.describe('on a weak signal', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('at 390×844, a list whose page did not load says so and reads it again, never "none yet"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.otherCompanyAdmin);
    for (const { path, read, none } of [
      { path: '/company/passes', read: /\/api\/company\/\d+\/passes$/, none: 'Nu ai emis încă niciun permis.' },
      {
        path: '/company/clients',
        read: /\/api\/company\/\d+\/clients$/,
        none: 'Nu ai înregistrat încă niciun client.',
      },
    ]) {
      await page.route(read, (route) => route.abort('failed'));
      await page.goto(url('org', path));
      await expect(page.getByText('Lista nu a putut fi încărcată.'), path).toBeVisible();
      await expect(page.getByText(none), path).toHaveCount(0);
      await page.unroute(read);
      await page.getByRole('button', { name: 'Reîncearcă' }).click();
      await expect(page.getByText('Mureșan Ștefan').first(), path).toBeVisible();
      await expect(page.getByText('Lista nu a putut fi încărcată.'), path).toHaveCount(0);
    }
  });

  test('at 390×844, the client picker of a new pass whose search got no answer searches again, never "nobody found"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.otherCompanyAdmin);
    const search = /\/api\/company\/\d+\/clients$/;
    await page.route(search, (route) => route.abort('failed'));
    await page.goto(url('org', '/company/passes/new'));
    const picker = page.getByLabel('Client', { exact: true });
    await picker.click();
    // The search itself must have failed (not only the list the picker opens with) before the
    // signal comes back, or the debounced search would find the angler without a retry.
    const searchFailed = page.waitForEvent(
      'requestfailed',
      (r) => search.test(new URL(r.url()).pathname) && (r.postData() ?? '').includes('stefan'),
    );
    await picker.fill('stefan');
    await searchFailed;
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByText('Căutarea nu a primit răspuns.')).toBeVisible();
    await expect(dropdown.getByText('Niciun client găsit.')).toHaveCount(0);
    await page.unroute(search);
    await dropdown.getByRole('button', { name: 'Reîncearcă' }).click();
    await dropdown.locator('.ant-select-item-option', { hasText: 'Mureșan Ștefan' }).click();
    await expect(page.locator('.ant-select-content', { hasText: 'Mureșan Ștefan' }).first()).toBeVisible();
  });
});
