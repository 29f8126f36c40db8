/**
 * The verification page with no signal: loaded once with signal, it keeps itself
 * (service worker), the company's keys and its cancelled passes; then, with Chromium switched
 * offline, it checks a pass's signed token on the phone.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, type ApiSession } from './support/api';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { clickSettled } from './support/popups';

interface Issued {
  id: number;
  code: string;
  token: string;
  verify_url: string;
}

async function issue(request: APIRequestContext, s: ApiSession, clientId: number): Promise<Issued> {
  const catalogue = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
    plans: { id: number; name: string }[];
    waters: { id: number; name: string }[];
  };
  const res = await request.post(url('org', `${s.base}/clients/${clientId}/createPass`), {
    headers: s.headers,
    data: {
      plan_id: catalogue.plans.find((p) => p.name === 'Permis o zi')!.id,
      water_id: catalogue.waters.find((w) => w.name === 'Lacul Mare')!.id,
      payment_method: 'card',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Issued;
}

async function cancel(request: APIRequestContext, s: ApiSession, pass: Issued) {
  const res = await request.post(url('org', `${s.base}/passes/${pass.id}/delete`), {
    headers: s.headers,
    data: { reason: 'test fără semnal' },
  });
  expect(res.status()).toBe(200);
}

/** The QR's address on this test's host: /verify/<code>#<token>. */
const pageOf = (pass: Issued, token = pass.token, host = 'balta-demo') =>
  url(host, `${new URL(pass.verify_url).pathname}#${token}`);

/** A fresh load (a /verify/ address differing only after '#' would not reload the page). */
async function open(page: Page, address: string) {
  await page.goto('about:blank');
  await page.goto(address);
}

test('with no signal: VALID, falsified, ANULAT from the last sync; back online, a later cancellation is ANULAT', async ({
  page,
  context,
  request,
}) => {
  const s = await apiLogin(request, DEMO.companyAdmin);
  const client = await request.post(url('org', `${s.base}/createClient`), {
    headers: s.headers,
    data: { first_name: 'Ion', last_name: `Fărăsemnal${Date.now().toString(36)}` },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const valid = await issue(request, s, clientId);
  const cancelledBefore = await issue(request, s, clientId);
  const cancelledAfter = await issue(request, s, clientId);
  expect(new URL(valid.verify_url).hash).toBe(`#${valid.token}`);
  await cancel(request, s, cancelledBefore);

  // Once with signal: the server is asked, and the page keeps itself, the keys and the cancellations.
  await open(page, pageOf(valid));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByTestId('verify-source')).toContainText('Verificat online');
  await expect(page.getByTestId('verify-offline-ready')).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/verify.webmanifest');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toContain('/verify-sw.js');

  await context.setOffline(true);
  await open(page, pageOf(valid));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByTestId('verify-source')).toContainText('Verificat fără semnal');
  await expect(page.getByTestId('verify-synced')).toContainText(/sincronizată la \d{2}\.\d{2}\.\d{4}/);
  await expect(page.getByText('Lacul Mare')).toBeVisible();

  // One byte of the claims changed: the signature no longer holds.
  const [h, p, sig] = valid.token.split('.');
  const claims = Buffer.from(p, 'base64url');
  claims[claims.length - 3] ^= 0x01;
  await open(page, pageOf(valid, `${h}.${claims.toString('base64url')}.${sig}`));
  await expect(page.getByRole('heading', { name: 'Permis falsificat sau necunoscut' })).toBeVisible();
  await expect(page.getByTestId('verify-status')).toHaveText('FALS');

  await open(page, pageOf(cancelledBefore));
  await expect(page.getByTestId('verify-status')).toHaveText('ANULAT');
  await expect(page.getByTestId('verify-source')).toContainText('Verificat fără semnal');

  // Not yet known on the phone: with no signal it still looks valid...
  await cancel(request, s, cancelledAfter);
  await open(page, pageOf(cancelledAfter));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');

  // ...back online, the server (and the new sync) say ANULAT.
  await context.setOffline(false);
  await open(page, pageOf(cancelledAfter));
  await expect(page.getByTestId('verify-source')).toContainText('Verificat online');
  await expect(page.getByTestId('verify-status')).toHaveText('ANULAT');
});

test('a changed key keeps its passes VALID; a retired one: "Cheie retrasă — re-emiteți permisul" online and with no signal; re-issued, VALID again', async ({
  page,
  context,
  request,
}) => {
  // Lacul Liniștit's key: the other test keeps Balta Demo's.
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const client = await request.post(url('org', `${s.base}/createClient`), {
    headers: s.headers,
    data: { first_name: 'Ana', last_name: `Cheieretrasă${Date.now().toString(36)}` },
  });
  expect(client.status()).toBe(201);
  const catalogue = (await (await request.get(url('org', `${s.base}/plans`), { headers: s.headers })).json()) as {
    plans: { id: number; water_ids: number[] }[];
  };
  // Any plan with one of its own waters: other specs add plans (on other waters) to this company.
  const plan = catalogue.plans.find((p) => p.water_ids.length > 0)!;
  const created = await request.post(
    url('org', `${s.base}/clients/${((await client.json()) as { id: number }).id}/createPass`),
    {
      headers: s.headers,
      data: { plan_id: plan.id, water_id: plan.water_ids[0], payment_method: 'card' },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  const pass = (await created.json()) as Issued;
  const kid = (JSON.parse(Buffer.from(pass.token.split('.')[0], 'base64url').toString()) as { kid: string }).kid;
  const host = 'lacul-linistit';

  await open(page, pageOf(pass, pass.token, host));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByTestId('verify-offline-ready')).toBeVisible();
  // The lake's own address under its name: a look-alike account has another.
  await expect(page.getByTestId('verify-address')).toHaveText(`verificat la adresa ${new URL(url(host)).host}`);

  // The company admin retires the key: Setări firmă → "Chei de semnare" → "Retrage cheia", confirmed.
  await page.goto(url('org', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(DEMO.otherCompanyAdmin);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page).toHaveURL(url('org', '/company'));
  await page.goto(url('org', '/company/settings'));
  const keys = page.getByTestId('signing-keys');
  const row = keys.getByRole('row').filter({ hasText: kid });
  await expect(row).toContainText('Semnează permisele noi');

  // "Schimbă cheia": a new key signs from now on; the pass signed with the old one stays VALID.
  await keys.getByRole('button', { name: 'Schimbă cheia' }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, schimbă' }));
  await expect(
    page.getByText('Cheia a fost schimbată: permisele noi se semnează cu ea, cele emise rămân valabile.'),
  ).toBeVisible();
  await expect(row).toContainText('Înlocuită');
  await expect(keys.getByRole('row').filter({ hasText: 'Semnează permisele noi' })).toHaveCount(1);
  await open(page, pageOf(pass, pass.token, host));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');

  // Then the replaced key is believed compromised: "Retrage cheia", confirmed.
  await page.goto(url('org', '/company/settings'));
  await row.getByRole('button', { name: 'Retrage cheia' }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, retrage' }));
  await expect(page.getByText('Cheia a fost retrasă. Re-emiteți permisele semnate cu ea.')).toBeVisible();
  await expect(row).toContainText('Retrasă');

  // Online, the server says so; with no signal, the page says the same from its last sync.
  const retired = page.getByRole('heading', { name: 'Cheie retrasă — re-emiteți permisul' });
  await open(page, pageOf(pass, pass.token, host));
  await expect(retired).toBeVisible();
  await context.setOffline(true);
  await open(page, pageOf(pass, pass.token, host));
  await expect(retired).toBeVisible();
  await expect(page.getByTestId('verify-status')).toHaveText('NEVALABIL');
  await context.setOffline(false);

  // "Re-emite permisele": the pass's new QR code verifies VALID; the old one stays refused.
  await page.goto(url('org', '/company/settings'));
  await page.getByRole('button', { name: /Re-emite permisele/ }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, re-emite' }));
  await expect(page.getByText(/Permise re-emise: \d+/)).toBeVisible();
  const fresh = (await (
    await request.get(url('org', `${s.base}/passes/${pass.id}`), { headers: s.headers })
  ).json()) as Issued;
  expect(fresh.token).not.toBe(pass.token);
  await open(page, pageOf(fresh, fresh.token, host));
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await open(page, pageOf(pass, pass.token, host));
  await expect(retired).toBeVisible();
});
