/**
 * The public app (`<slug>.localhost`): the company's page, the Romanian 404, pass verification from
 * the QR code (/verify/:code), and the home page on the bare domain.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';

test.describe('public company page', () => {
  test('balta-demo shows its waters, fish species, rules and prices', async ({ page }) => {
    await page.goto(url('balta-demo', '/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Balta Demo' })).toBeVisible();
    await expect(page).toHaveTitle(/Balta Demo/);
    await expect(page.getByRole('heading', { name: 'Lacul Mare' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: /Specii de pești – Lacul Mare/ }).getByText('crap', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Regulament').first()).toBeVisible();
    await expect(page.getByText('50,00 lei').first()).toBeVisible();
    await expect(page.getByText(/1 zi/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '0740 123 456' })).toHaveAttribute('href', 'tel:0740123456');
  });

  test('an unknown slug shows the Romanian 404', async ({ page }) => {
    await page.goto(url('balta-inexistenta-xyz', '/'));
    await expect(page.getByRole('heading', { name: 'Balta nu a fost găsită' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Înapoi la pagina principală' })).toHaveAttribute(
      'href',
      url('www', '').replace(/\/$/, ''),
    );
  });
});

test.describe('home page', () => {
  test('the bare domain explains the product and links to the company login and registration', async ({ page }) => {
    await page.goto(url(null, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cum funcționează' })).toBeVisible();
    await expect(page.getByRole('img', { name: /permis de pescuit cu cod QR/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Autentificare' })).toHaveAttribute('href', url('org', '/login'));
    await expect(page.getByRole('link', { name: 'Creează cont', exact: true })).toHaveAttribute(
      'href',
      url('org', '/register'),
    );
  });
});

interface IssuedPass {
  code: string;
  verify_url: string;
}

/** Issues a "Permis o zi" on Lacul Mare for a new client of Balta Demo, through the API. */
async function issuePass(request: APIRequestContext): Promise<IssuedPass> {
  const { base, headers } = await apiLogin(request, DEMO.companyAdmin);

  const client = await request.post(url('org', `${base}/createClient`), {
    headers,
    data: { first_name: 'Ion', last_name: `Verificare${Date.now().toString(36)}` },
  });
  expect(client.ok(), `createClient: ${client.status()} ${await client.text()}`).toBeTruthy();
  const { id: clientId } = (await client.json()) as { id: number };

  const plansRes = await request.get(url('org', `${base}/plans`), { headers });
  expect(plansRes.ok(), `plans: ${plansRes.status()}`).toBeTruthy();
  const plans = (await plansRes.json()) as {
    plans: { id: number; name: string }[];
    waters: { id: number; name: string }[];
  };
  const plan = plans.plans.find((p) => p.name === 'Permis o zi');
  const water = plans.waters.find((w) => w.name === 'Lacul Mare');
  expect(plan && water).toBeTruthy();

  const pass = await request.post(url('org', `${base}/clients/${clientId}/createPass`), {
    headers,
    data: { plan_id: plan!.id, water_id: water!.id, payment_method: 'cash' },
  });
  expect(pass.ok(), `createPass: ${pass.status()} ${await pass.text()}`).toBeTruthy();
  return (await pass.json()) as IssuedPass;
}

test.describe('pass verification', () => {
  test('a fresh pass is VALID on its company host and unknown on another company host', async ({ page, request }) => {
    const pass = await issuePass(request);
    const path = new URL(pass.verify_url).pathname;
    expect(path).toBe(`/verify/${pass.code}`);

    await page.goto(url('balta-demo', path));
    await expect(page.getByTestId('verify-status')).toHaveText('VALID');
    await expect(page.getByText('Lacul Mare')).toBeVisible();
    await expect(page.getByText('Permis o zi')).toBeVisible();
    await expect(page.getByText('V. I.')).toBeVisible();

    await page.goto(url('lacul-linistit', path));
    await expect(page.getByRole('heading', { name: /nu a fost găsit/ })).toBeVisible();
    await expect(page.getByTestId('verify-status')).toHaveCount(0);
  });

  test('an unknown code shows "Permisul nu a fost găsit"', async ({ page }) => {
    await page.goto(url('balta-demo', '/verify/CodInexistent123456'));
    await expect(page.getByRole('heading', { name: 'Permisul nu a fost găsit' })).toBeVisible();
  });

  test("an address that is none of the lake's pages says so, with the way back to the lake's page", async ({
    page,
  }) => {
    for (const path of ['/nimic', '/concurs/abc']) {
      await page.goto(url('balta-demo', path));
      await expect(page.getByRole('heading', { name: 'Pagina nu există' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Înapoi la pagina principală' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Balta Demo' })).toBeVisible();
  });
});

test.describe('"Capturi recente" on the public page', () => {
  // Lacul Liniștit's data: Balta Demo stays as the docs show it.
  test('appears only once the company opts in (in its settings), with species and weight, never the angler’s name', async ({
    page,
    request,
  }) => {
    const s = await apiLogin(request, DEMO.otherCompanyAdmin);
    const setting = async (on: boolean) => {
      const res = await request.post(url('org', `${s.base}/update`), {
        headers: s.headers,
        data: { public_recent_catches: on },
      });
      expect(res.ok(), `update: ${res.status()} ${await res.text()}`).toBeTruthy();
    };

    const lastName = `Capturescu${Date.now().toString(36)}`;
    const client = await request.post(url('org', `${s.base}/createClient`), {
      headers: s.headers,
      data: { first_name: 'Petru', last_name: lastName },
    });
    expect(client.ok()).toBeTruthy();
    const lists = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
      plans: { id: number; waters: { id: number }[] }[];
    };
    const plan = lists.plans.find((p) => p.waters.length > 0)!;
    const pass = await request.post(url('org', `${s.base}/clients/${(await client.json()).id}/createPass`), {
      headers: s.headers,
      data: { plan_id: plan.id, water_id: plan.waters[0].id, payment_method: 'cash' },
    });
    expect(pass.ok(), `createPass: ${pass.status()} ${await pass.text()}`).toBeTruthy();
    const { id: passId, code } = (await pass.json()) as { id: number; code: string };
    const me = await request.get(url('org', '/api/user'), { headers: s.headers });
    const fishes = ((await me.json()) as { fishes: { id: number; name: string }[] }).fishes;
    const caught = await request.post(url('org', `${s.base}/passes/${passId}/createCatch`), {
      headers: s.headers,
      data: { fish_id: fishes.find((f) => f.name === 'amur')!.id, count: 1, weight_kg: '6.375', kept: false },
    });
    expect(caught.ok(), `createCatch: ${caught.status()}`).toBeTruthy();

    await setting(false);
    await page.goto(url('lacul-linistit', '/'));
    await expect(page.getByRole('heading', { name: 'Prețuri permise' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Capturi recente' })).toHaveCount(0);

    try {
      // The company admin turns it on in Setări → "Pagina publică".
      await page.goto(url('org', '/login'));
      await page.getByLabel('Email', { exact: true }).fill(DEMO.otherCompanyAdmin);
      await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('Parolă', { exact: true }).press('Enter');
      await expect(page).toHaveURL(url('org', '/company'));
      await page.goto(url('org', '/company/settings'));
      const toggle = page.getByRole('switch', { name: 'Arată „Capturi recente” pe pagina publică' });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await page.getByRole('button', { name: 'Salvează setarea' }).click();
      await expect(page.getByText('Setările paginii publice au fost salvate.')).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url('lacul-linistit', '/'));
      await expect(page.getByRole('heading', { name: 'Capturi recente' })).toBeVisible();
      const row = page.getByRole('list', { name: 'Capturi recente' }).getByRole('listitem').first();
      await expect(row).toContainText('amur');
      await expect(row).toContainText('6,375 kg');
      await expect(row).toContainText('eliberat');
      await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      await expect(page.locator('body')).not.toContainText(lastName);
      await expect(page.locator('body')).not.toContainText(code);
      // The section fits a phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Another company's page shows none of it.
      await page.goto(url('balta-demo', '/'));
      await expect(page.getByRole('heading', { name: 'Prețuri permise' })).toBeVisible();
      await expect(page.getByText('6,375 kg')).toHaveCount(0);
    } finally {
      await setting(false);
    }
  });
});
