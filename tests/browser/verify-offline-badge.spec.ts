/**
 * The verification page checked with no signal says so, large, with the sync time; it names the
 * company (not its address slug); a link with the code alone, opened with no signal, says that the
 * QR must be scanned.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';

async function open(page: Page, address: string) {
  await page.goto('about:blank');
  await page.goto(address);
}

test('with no signal: the "VERIFICAT FĂRĂ SEMNAL" badge, the company by name, and a code-only link asks for the QR', async ({
  page,
  context,
  request,
}) => {
  const s = await apiLogin(request, DEMO.companyAdmin);
  const client = await request.post(url('org', `${s.base}/createClient`), {
    headers: s.headers,
    data: { first_name: 'Ion', last_name: `Insignă${Date.now().toString(36)}` },
  });
  expect(client.status()).toBe(201);
  const catalogue = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
    plans: { id: number; name: string }[];
    waters: { id: number; name: string }[];
  };
  const res = await request.post(
    url('org', `${s.base}/clients/${((await client.json()) as { id: number }).id}/createPass`),
    {
      headers: s.headers,
      data: {
        plan_id: catalogue.plans.find((p) => p.name === 'Permis o zi')!.id,
        water_id: catalogue.waters.find((w) => w.name === 'Lacul Mare')!.id,
        payment_method: 'card',
      },
    },
  );
  expect(res.status()).toBe(201);
  const pass = (await res.json()) as { verify_url: string; token: string };
  const path = new URL(pass.verify_url).pathname;

  // Once with signal: checked online, no badge.
  await open(page, url('balta-demo', `${path}#${pass.token}`));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByTestId('verify-offline-badge')).toHaveCount(0);
  await expect(page.getByTestId('verify-offline-ready')).toBeVisible();

  await context.setOffline(true);
  await open(page, url('balta-demo', `${path}#${pass.token}`));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  const badge = page.getByTestId('verify-offline-badge');
  await expect(badge).toContainText('VERIFICAT FĂRĂ SEMNAL');
  await expect(badge).toContainText(/sincronizat la \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.locator('.verify-company')).toHaveText('Balta Demo');
  await expect(page.getByRole('definition').filter({ hasText: 'Permis o zi' })).toBeVisible();

  // The code alone (no signature after '#'): only the server could say, and there is no signal.
  await open(page, url('balta-demo', path));
  await expect(page.getByRole('heading', { name: 'Fără semnal: scanați codul QR' })).toBeVisible();
  await expect(page.getByText(/Scanați codul QR de pe permis/)).toBeVisible();
});
