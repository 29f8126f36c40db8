/**
 * Sign-in, guards and registration in the built bundles behind nginx (guards: docs/product.md; errors: docs/errors.md).
 * Hosts: `org` = company app, `admin` = admin app, bare domain = home page.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';

const UNAUTHENTICATED = 'Trebuie sa fii autentificat ca sa accesezi aceasta pagina';
const FORBIDDEN_ROLE = 'Nu esti autorizat sa accesezi aceasta pagina';

async function logIn(page: Page, label: 'org' | 'admin', email: string, password = DEMO_PASSWORD) {
  await page.goto(url(label, '/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('bearer_token'));

/** A CUI with a valid control digit (key 753217532), random so each run registers a new company. */
function randomCui(): string {
  const body = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const digits = body.padStart(9, '0');
  const key = '753217532';
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * Number(key[i]);
  return `${body}${((sum * 10) % 11) % 10}`;
}

test.describe('company app sign-in', () => {
  test('a company admin logs in and lands on the dashboard with the company name', async ({ page }) => {
    await logIn(page, 'org', DEMO.companyAdmin);
    await expect(page).toHaveURL(url('org', '/company'));
    await expect(page.getByTestId('header-title')).toHaveText('Balta Demo');
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a wrong password shows the status and the server error', async ({ page }) => {
    await logIn(page, 'org', DEMO.companyAdmin, 'parola-gresita');
    const error = page.getByTestId('login-error');
    await expect(error).toContainText('401');
    await expect(error).toContainText('Email sau parolă incorectă.');
    await expect(page).toHaveURL(url('org', '/login'));
  });

  test('a visitor opening /company is sent to /login', async ({ page }) => {
    await page.goto(url('org', '/company'));
    await expect(page).toHaveURL(url('org', '/login'));
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
  });

  test('staff typing /company/users gets the role error and ends on /login', async ({ page }) => {
    await logIn(page, 'org', DEMO.staff);
    await expect(page).toHaveURL(url('org', '/company'));
    await expect(page.getByRole('menuitem', { name: 'Utilizatori' })).toHaveCount(0);

    await page.goto(url('org', '/company/users'));
    await expect(page.getByText(FORBIDDEN_ROLE)).toBeVisible();
    await expect(page).toHaveURL(url('org', '/login'));
    expect(await storedToken(page)).toBeNull();
  });

  test('an invalid stored token shows the 401 toast and ends on /login', async ({ page }) => {
    await page.goto(url('org', '/login'));
    // The login page's app must have started before the token is stored: an app still starting
    // would read it, get the 401 (toast and all) on this page and clear it before /company loads.
    await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('bearer_token', 'garbage'));
    await page.goto(url('org', '/company'));
    await expect(page.getByText(UNAUTHENTICATED)).toBeVisible();
    await expect(page).toHaveURL(url('org', '/login'));
    expect(await storedToken(page)).toBeNull();
  });

  test('logging out goes back to /login', async ({ page }) => {
    await logIn(page, 'org', DEMO.companyAdmin);
    await expect(page).toHaveURL(url('org', '/company'));
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(url('org', '/login'));
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('admin app sign-in', () => {
  test('the platform admin lands on /companies and sees Balta Demo', async ({ page }) => {
    await logIn(page, 'admin', DEMO.platform);
    await expect(page).toHaveURL(url('admin', '/companies'));
    await expect(page.getByRole('cell', { name: 'Balta Demo', exact: true })).toBeVisible();
  });

  test('a company admin is refused and stays on /login', async ({ page }) => {
    await logIn(page, 'admin', DEMO.companyAdmin);
    await expect(page.getByText(FORBIDDEN_ROLE)).toBeVisible();
    await expect(page).toHaveURL(url('admin', '/login'));
    expect(await storedToken(page)).toBeNull();
    await page.goto(url('admin', '/companies'));
    await expect(page).toHaveURL(url('admin', '/login'));
  });

  test('the admin app has no registration', async ({ page }) => {
    await page.goto(url('admin', '/login'));
    await expect(page.getByRole('link', { name: /Înregistrează/ })).toHaveCount(0);
  });
});

test.describe('registration', () => {
  test('a new user registers, creates the company and reaches the dashboard', async ({ page }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `pescar-${suffix}@example.ro`;
    const companyName = `Balta Test ${suffix}`;

    // Open on this installation (REGISTRATION_OPEN by default): the sign-in page offers it.
    await page.goto(url('org', '/login'));
    await page.getByRole('link', { name: 'Nu ai cont? Înregistrează-te' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Nume', { exact: true }).fill('Ion Pescaru');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Parolă', { exact: true }).fill('Parola1234!');
    await page.getByLabel('Confirmare parolă', { exact: true }).fill('Parola1234!');
    await page.getByRole('button', { name: 'Înregistrare' }).click();

    await expect(page).toHaveURL(url('org', '/company/setup'));
    await page.getByLabel('Denumire firmă', { exact: true }).fill(companyName);
    await expect(page.getByLabel('Adresă publică (slug)')).toHaveValue(`balta-test-${suffix}`);
    await page.getByLabel('CUI', { exact: true }).fill(randomCui());
    await page.getByLabel('Localitate', { exact: true }).fill('Snagov');
    await page.getByRole('button', { name: 'Creează firma' }).click();

    await expect(page).toHaveURL(url('org', '/company'));
    await expect(page.getByTestId('header-title')).toHaveText(companyName);
  });
});

test.describe('home page', () => {
  test('the bare domain shows the landing page with a link to the company login', async ({ page }) => {
    await page.goto(url(null, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const login = page.getByRole('link', { name: 'Autentificare' });
    await expect(login).toHaveAttribute('href', url('org', '/login'));
    await login.click();
    await expect(page).toHaveURL(url('org', '/login'));
  });
});
