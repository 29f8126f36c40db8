/**
 * The admin app (host label `admin`, role 1): the companies list with its figures, suspending a
 * company (its users are refused at login) and re-activating it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { clickSettled } from './support/popups';

const SUSPENDED = 'Contul firmei este suspendat.';

async function logIn(page: Page, label: 'org' | 'admin', email: string) {
  await page.goto(url(label, '/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Autentificare' }).click();
}

/** Safety net: whatever happened in the test, Lacul Liniștit ends active for the other specs. */
async function activateAllViaApi(request: APIRequestContext) {
  const login = await request.post(url('admin', '/api/login'), {
    data: { email: DEMO.platform, password: DEMO_PASSWORD },
  });
  if (!login.ok()) return;
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const list = await request.get(url('admin', '/api/admin/companies?search=lacul-linistit'), { headers });
  const { data } = (await list.json()) as { data: { id: number; slug: string; active: boolean }[] };
  for (const c of data.filter((x) => x.slug === 'lacul-linistit' && !x.active)) {
    await request.post(url('admin', `/api/admin/companies/${c.id}/activate`), { headers });
  }
}

test.describe('admin: companies', () => {
  test.afterAll(async ({ request }) => {
    await activateAllViaApi(request);
  });

  test('the platform admin sees both demo companies with their CUI and figures', async ({ page }) => {
    await logIn(page, 'admin', DEMO.platform);
    await expect(page).toHaveURL(url('admin', '/companies'));
    const demo = page.getByRole('row', { name: /Balta Demo/ });
    await expect(demo).toContainText('18547290');
    await expect(demo).toContainText('Cluj');
    await expect(demo.getByRole('link', { name: 'balta-demo' })).toHaveAttribute(
      'href',
      url('balta-demo', '').replace(/\/$/, ''),
    );
    const other = page.getByRole('row', { name: /Lacul Liniștit/ });
    await expect(other).toContainText('4221306');
    await expect(other).toContainText('Ilfov');
    await expect(other).toContainText('Activă');

    // Server-side search
    await page.getByLabel('Caută firme').fill('lacul');
    await expect(page.getByRole('row', { name: /Balta Demo/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Lacul Liniștit/ })).toBeVisible();
  });

  test('suspending Lacul Liniștit refuses its admin at login; activating lets them in again', async ({ page }) => {
    await logIn(page, 'admin', DEMO.platform);
    await expect(page).toHaveURL(url('admin', '/companies'));
    const row = page.getByRole('row', { name: /Lacul Liniștit/ });
    await row.getByRole('button', { name: 'Suspendă' }).click();
    await expect(page.getByText('Suspenzi firma Lacul Liniștit?')).toBeVisible();
    await clickSettled(page.getByRole('button', { name: 'Da, suspendă' }));
    await expect(page.getByText('Firma Lacul Liniștit a fost suspendată.')).toBeVisible();
    await expect(row).toContainText('Suspendată');
    await expect(row.getByRole('button', { name: 'Activează' })).toBeVisible();

    await logIn(page, 'org', DEMO.otherCompanyAdmin);
    await expect(page.getByTestId('login-error')).toContainText(SUSPENDED);
    // Said once: in the form's alert, not again in a toast.
    await expect(page.getByText(SUSPENDED)).toHaveCount(1);
    await expect(page).toHaveURL(url('org', '/login'));

    // The admin app's session is kept on its own host.
    await page.goto(url('admin', '/companies'));
    const again = page.getByRole('row', { name: /Lacul Liniștit/ });
    await again.getByRole('button', { name: 'Activează' }).click();
    await clickSettled(page.getByRole('button', { name: 'Da, activează' }));
    await expect(page.getByText('Firma Lacul Liniștit a fost activată.')).toBeVisible();
    await expect(again).toContainText('Activă');

    await logIn(page, 'org', DEMO.otherCompanyAdmin);
    await expect(page).toHaveURL(url('org', '/company'));
  });

  test('profile and documentation open from the menu', async ({ page }) => {
    await logIn(page, 'admin', DEMO.platform);
    await expect(page).toHaveURL(url('admin', '/companies'));
    await page.getByRole('menuitem', { name: 'Documentație' }).click();
    await expect(page.getByRole('heading', { name: 'Suspendarea unei firme' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.platform);
  });
});
