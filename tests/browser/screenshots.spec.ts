/**
 * Documentation screenshots: logs in with the demo accounts and saves 1280×800 JPEG
 * screenshots (quality 70) of the main screens into frontend/src/assets/docs/<name>.jpg, where the
 * documentation pages (frontend/src/features/documentation) import them. `npm test` runs it too,
 * but then it only checks that every screen renders and writes the images into the test's output
 * folder, so the checkout stays clean. After a visible change of these screens, write them into
 * the tree and commit them:
 *
 *   UPDATE_DOCS=1 npx playwright test -c tests/playwright.config.ts screenshots
 */
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';
import { REPO_ROOT } from './support/runtime';
import { signIn } from './support/session';

const DOCS = join(REPO_ROOT, 'frontend', 'src', 'assets', 'docs');
const out = (name: string) =>
  process.env.UPDATE_DOCS === '1' ? join(DOCS, `${name}.jpg`) : test.info().outputPath(`${name}.jpg`);

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

/** A pass paid in cash (so it has its receipt) for a client of Balta Demo, issued through the API. */
async function issuePass(
  request: APIRequestContext,
): Promise<{ passId: number; receiptId: number; verifyUrl: string }> {
  const { base, headers } = await apiLogin(request, DEMO.companyAdmin);

  const client = await request.post(url('org', `${base}/createClient`), {
    headers,
    data: { first_name: 'Andrei', last_name: 'Popescu', phone: '0722123456' },
  });
  expect(client.ok(), `createClient: ${client.status()} ${await client.text()}`).toBeTruthy();
  const { id: clientId } = (await client.json()) as { id: number };

  const plans = (await (await request.get(url('org', `${base}/plans`), { headers })).json()) as {
    plans: { id: number; name: string }[];
    waters: { id: number; name: string }[];
  };
  const plan = plans.plans.find((p) => p.name === 'Permis o zi') ?? plans.plans[0];
  const water = plans.waters.find((w) => w.name === 'Lacul Mare') ?? plans.waters[0];
  const pass = await request.post(url('org', `${base}/clients/${clientId}/createPass`), {
    headers,
    data: { plan_id: plan.id, water_id: water.id, payment_method: 'cash' },
  });
  expect(pass.ok(), `createPass: ${pass.status()} ${await pass.text()}`).toBeTruthy();
  const body = (await pass.json()) as {
    id: number;
    receipt_id?: number | null;
    receipt?: { id: number } | null;
    verify_url: string;
  };
  let receiptId = body.receipt_id ?? body.receipt?.id;
  if (!receiptId) {
    const list = (await (await request.post(url('org', `${base}/receipts`), { headers, data: {} })).json()) as
      { data?: { id: number }[] } | { id: number }[];
    receiptId = (Array.isArray(list) ? list : (list.data ?? []))[0]?.id;
  }
  expect(receiptId, 'the cash pass has a receipt').toBeTruthy();
  return { passId: body.id, receiptId: receiptId, verifyUrl: body.verify_url };
}

/** Opens `path`, waits for its data and fonts, and saves the viewport as `<name>.jpg`. */
async function shoot(
  page: Page,
  label: 'org' | 'admin',
  path: string,
  name: string,
  ready: (p: Page) => Promise<void>,
) {
  await page.goto(url(label, path));
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: out(name), type: 'jpeg', quality: 70, animations: 'disabled' });
}

const heading = (text: string | RegExp) => async (p: Page) => {
  await expect(p.getByRole('heading', { name: text }).first()).toBeVisible();
};

test('documentation screenshots of the company app', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { passId, receiptId } = await issuePass(request);
  await signIn(page, DEMO.companyAdmin);

  await shoot(page, 'org', '/company', 'dashboard', async (p) => {
    await expect(p.getByTestId('card-clients')).toContainText(/\d/);
    // The charts and the catches table render once scrolled near (WhenNearView), as a reader scrolls.
    await p.getByTestId('catch-chart').scrollIntoViewIfNeeded();
    await expect(p.getByTestId('pass-chart').locator('svg').first()).toBeVisible();
    await expect(p.getByTestId('finance-chart').locator('svg').first()).toBeVisible();
    await p.evaluate(() => window.scrollTo(0, 0));
  });
  // The demo's anglers fill the first pages in name order: the list searched, as staff look someone up.
  await shoot(page, 'org', '/company/clients?q=Popescu', 'clients', async (p) => {
    await expect(p.getByRole('row', { name: /Popescu/ }).first()).toBeVisible();
  });
  await shoot(page, 'org', '/company/passes/new', 'pass-new', heading(/Permis nou/));
  await shoot(page, 'org', `/company/passes/${passId}/print`, 'pass-print', async (p) => {
    await expect(p.getByText(/Popescu/).first()).toBeVisible();
  });
  await shoot(page, 'org', `/company/receipts/${receiptId}/print`, 'receipt-print', async (p) => {
    await expect(p.getByText(/Popescu/).first()).toBeVisible();
  });
  await shoot(page, 'org', '/company/passes', 'passes', async (p) => {
    await expect(p.getByRole('row', { name: /Popescu/ }).first()).toBeVisible();
  });
  await shoot(page, 'org', '/company/waters', 'waters', async (p) => {
    await expect(p.getByRole('row', { name: /Lacul Mare/ }).first()).toBeVisible();
  });
  await shoot(page, 'org', '/company/settings', 'settings', async (p) => {
    await expect(p.getByLabel('Denumire firmă', { exact: true })).toHaveValue(/\S/);
  });
  await shoot(page, 'org', '/company/audit', 'audit', async (p) => {
    await expect(p.getByRole('row', { name: /Permis [A-Z]+ \d+/ }).first()).toBeVisible();
  });
});

test('documentation screenshots of the exit and verification screens', async ({ page, request }) => {
  const { passId, verifyUrl } = await issuePass(request);
  await signIn(page, DEMO.companyAdmin, { path: `/company/passes/${passId}/exit` });
  await expect(page.getByRole('heading', { name: /Ieșire – permis/ })).toBeVisible();
  await page.getByRole('button', { name: 'crap', exact: true }).click();
  await page.getByLabel('Greutate (kg)').fill('2,35');
  await page.getByRole('button', { name: 'Adaugă', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Capturi' })).toContainText('crap');
  await shoot(page, 'org', `/company/passes/${passId}/exit`, 'pass-exit', async (p) => {
    await expect(p.getByRole('list', { name: 'Capturi' })).toContainText('crap');
  });
  await shoot(page, 'org', '/company/verify', 'verify', async (p) => {
    await p.getByLabel('Adresa sau codul permisului').fill(verifyUrl);
    await p.getByRole('button', { name: 'Verifică', exact: true }).click();
    await expect(p.getByTestId('scan-status')).toHaveText('VALID');
  });
});

test('documentation screenshot of the admin app', async ({ page }) => {
  await signIn(page, DEMO.platform, { host: 'admin', path: '/companies' });
  await shoot(page, 'admin', '/companies', 'admin-companies', async (p) => {
    await expect(p.getByRole('row', { name: /Balta Demo/ })).toBeVisible();
  });
});

test('documentation screenshots of stands, bookings and the board', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { base, headers } = await apiLogin(request, DEMO.companyAdmin);
  const catalogue = (await (await request.get(url('org', `${base}/plans`), { headers })).json()) as {
    plans: { id: number; name: string }[];
    waters: { id: number; name: string }[];
  };
  const water = catalogue.waters.find((w) => w.name === 'Lacul Mare') ?? catalogue.waters[0];
  const plan = catalogue.plans.find((p) => p.name === 'Permis o zi') ?? catalogue.plans[0];
  const existing = (await (await request.get(url('org', `${base}/waters/${water.id}/stands`), { headers })).json()) as {
    id: number;
    number: string;
  }[];
  const spots = [
    [18, 30],
    [32, 22],
    [48, 18],
    [64, 22],
    [78, 32],
    [80, 62],
    [62, 76],
    [40, 78],
    [22, 64],
  ];
  const stands: Record<string, number> = Object.fromEntries(existing.map((s) => [s.number, s.id]));
  for (const [i, [x, y]] of spots.entries()) {
    const number = String(i + 1);
    if (stands[number]) continue;
    const res = await request.post(url('org', `${base}/createStand`), {
      headers,
      data: { water_id: water.id, number, capacity: 2, supplement: i % 3 === 0 ? 20 : 0, x, y },
    });
    expect(res.ok(), `createStand: ${res.status()} ${await res.text()}`).toBeTruthy();
    stands[number] = ((await res.json()) as { id: number }).id;
  }
  const day = (offset: number, hour: number) => {
    const d = new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' });
    return new Date(`${d}T${String(hour).padStart(2, '0')}:00:00Z`).toISOString();
  };
  const book = async (stand: string, from: string, to: string, name: string, deposit = 0) => {
    const res = await request.post(url('org', `${base}/createBooking`), {
      headers,
      data: {
        guest_name: name,
        guest_phone: '0722 456 789',
        water_id: water.id,
        stand_id: stands[stand],
        plan_id: plan.id,
        starts_at: from,
        ends_at: to,
        // One angler fits every stand (some of the demo's take only one).
        anglers: 1,
        deposit,
      },
    });
    return res.ok() ? ((await res.json()) as { id: number }).id : null;
  };
  await book('3', day(0, 6), day(1, 6), 'Ionescu Mihai', 50);
  const here = await book('5', day(0, 7), day(1, 7), 'Marin Vasile');
  if (here)
    await request.post(url('org', `${base}/bookings/${here}/checkIn`), { headers, data: { payment_method: 'cash' } });
  await book('8', day(-1, 7), day(0, 11), 'Dinu Andrei');
  await request.post(url('balta-demo', '/api/public/companies/balta-demo/bookings'), {
    data: {
      guest_name: 'Stan Elena',
      guest_phone: '0733 222 111',
      guest_email: 'elena.stan@exemplu.ro',
      water_id: water.id,
      stand_id: stands['7'],
      plan_id: plan.id,
      starts_at: day(2, 7),
      ends_at: day(3, 7),
      anglers: 1,
      consent: true,
    },
  });

  await signIn(page, DEMO.companyAdmin);
  await shoot(page, 'org', `/company/waters/${water.id}/stands`, 'stands', async (p) => {
    await expect(p.getByTestId('marker-9')).toBeVisible();
  });
  await shoot(page, 'org', '/company/bookings', 'bookings', async (p) => {
    await expect(p.getByRole('row', { name: /Stan Elena/ })).toBeVisible();
  });
  await shoot(page, 'org', `/company/board?water_id=${water.id}`, 'board', async (p) => {
    // Stand 5 is taken (by the booking above, or by the living demo's pass when that came first);
    // a pass of yesterday that ends today reads "Pleacă azi" between midnight and its hour.
    await expect(p.getByTestId('board-stand-5')).toContainText(/Ocupat|Pleacă azi/);
  });
});
