/**
 * README's first command, opened in Chromium at the addresses it printed: every page renders with
 * no failed request, and a gate employee signs in, registers an angler, issues a pass and opens the
 * pass's QR address.
 */
import { expect, test, type Page } from '@playwright/test';

const addresses = JSON.parse(process.env.BALTI_START_ADDRESSES ?? '{}') as Record<'home' | 'org' | 'admin', string>;
const port = process.env.BALTI_START_PORT ?? '';
const companyPage = `http://balta-demo.localhost:${port}`;
const STAFF = 'angajat@balta-demo.ro';
const PASSWORD = 'Demo1234!';

/** Every request that failed or answered 4xx/5xx while the page was used, as "status url". */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (req) => failures.push(`${req.failure()?.errorText ?? 'failed'} ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
  });
  return failures;
}

test('the command printed the addresses with the port it serves on', () => {
  expect(addresses.home).toBe(`http://localhost:${port}`);
  expect(addresses.org).toBe(`http://org.localhost:${port}/login`);
  expect(addresses.admin).toBe(`http://admin.localhost:${port}/login`);
});

for (const [name, address, ready] of [
  ['company app login', () => addresses.org, (p: Page) => p.getByLabel('Email', { exact: true })],
  ['platform admin login', () => addresses.admin, (p: Page) => p.getByLabel('Email', { exact: true })],
  ['public home page', () => addresses.home, (p: Page) => p.getByRole('heading').first()],
  ['company public page', () => companyPage, (p: Page) => p.getByRole('heading', { name: 'Balta Demo' }).first()],
] as const) {
  test(`the ${name} renders with no failed request and compressed scripts`, async ({ page }) => {
    const failures = watchFailures(page);
    const scripts: Promise<{ url: string; bytes: number; encoding?: string; type?: string }>[] = [];
    page.on('response', (res) => {
      if (!/\/build\/assets\/.*\.js$/.test(res.url())) return;
      const headers = res.headers();
      scripts.push(
        res.body().then((body) => ({
          url: res.url(),
          bytes: body.length,
          encoding: headers['content-encoding'],
          type: headers['content-type'],
        })),
      );
    });
    await page.goto(address());
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const s of loaded) {
      expect(s.type, s.url).toMatch(/javascript/);
      // The build compresses every file of 1 KB or more (frontend/vite/precompressPlugin.ts).
      if (s.bytes >= 1024) expect(['br', 'gzip'], s.url).toContain(s.encoding);
    }
    expect(loaded.filter((s) => s.encoding).length).toBeGreaterThan(0);
  });
}

test('gate staff sign in, register an angler, issue a pass and open its QR address', async ({ page }) => {
  const failures = watchFailures(page);
  const lastName = `Start${Date.now().toString(36)}`;

  await page.goto(addresses.org);
  await page.getByLabel('Email', { exact: true }).fill(STAFF);
  await page.getByLabel('Parolă', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page).toHaveURL(`http://org.localhost:${port}/company`);

  await page.getByRole('menuitem', { name: 'Clienți' }).click();
  await page.getByRole('button', { name: 'Adaugă client' }).first().click();
  await page.getByLabel('Nume', { exact: true }).fill(lastName);
  await page.getByLabel('Prenume', { exact: true }).fill('Ion');
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByRole('heading', { name: `${lastName} Ion` })).toBeVisible();

  await page.getByRole('button', { name: 'Emite permis' }).click();
  for (const [label, option] of [
    ['Plan', 'Permis o zi'],
    ['Apă', 'Lacul Mare'],
  ]) {
    const input = page.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(option);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  }
  const issued = page.waitForResponse((res) => /\/createPass$/.test(new URL(res.url()).pathname));
  await page.getByRole('button', { name: 'Emite permisul' }).click();
  const pass = (await (await issued).json()) as { code: string; token: string; verify_url: string };
  await expect(page.getByTestId('print-sheet')).toContainText('PERMIS DE PESCUIT');
  await expect(page.getByTestId('print-sheet').locator('svg').first()).toBeVisible();

  // The QR code encodes verify_url: it must open on this port, on the company's own host.
  expect(pass.verify_url).toBe(`${companyPage}/verify/${pass.code}#${pass.token}`);
  await page.goto(pass.verify_url);
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByText('Lacul Mare')).toBeVisible();
  expect(failures).toEqual([]);
});
