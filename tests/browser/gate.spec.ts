/**
 * At the gate: register an angler, record their consent, attach a document, issue a pass with a discount
 * for cash on one screen, print the pass (QR code) and its chitanță (A5 PDF), then cancel the pass
 * and see the pass and its receipt marked "Anulat".
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';
import { issueDemoPass } from './support/demoPass';
import { searchList } from './support/lists';
import { signIn } from './support/session';
import { pick } from './support/forms';
import { clickSettled } from './support/popups';
import { loseFirstAnswer } from './support/signal';

/** A real 1×1 PNG (the server checks the magic bytes, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('at the gate: angler, document, pass with a discount, QR, chitanță PDF, cancel', async ({ page }) => {
  const lastName = `Poarta${Date.now().toString(36)}`;
  await signIn(page, DEMO.staff);

  // Register the angler.
  await page.getByRole('menuitem', { name: 'Clienți' }).click();
  await expect(page).toHaveURL(url('org', '/company/clients'));
  await page.getByRole('button', { name: 'Adaugă client' }).first().click();
  await expect(page.getByLabel('Nume', { exact: true })).toBeFocused();
  await page.getByLabel('Nume', { exact: true }).fill(lastName);
  await page.getByLabel('Prenume', { exact: true }).fill('Ion');
  await page.getByLabel('CNP', { exact: true }).fill('1800101123459');
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Cifra de control a CNP-ului nu este corectă.')).toBeVisible();
  await page.getByLabel('CNP', { exact: true }).fill('1800101123450');
  await page.getByLabel('Nr. auto', { exact: true }).fill('cj 12 abc');
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page).toHaveURL(/\/company\/clients\/\d+$/);
  await expect(page.getByRole('heading', { name: `${lastName} Ion` })).toBeVisible();

  // The angler's consent first (no document without it), then a document, with a progress bar reaching 100%.
  await page.getByRole('button', { name: 'Înregistrează acordul' }).click();
  await page.getByRole('button', { name: 'Salvează acordul' }).click();
  await expect(page.getByTestId('client-consent')).toContainText('Acord dat la');
  await page.locator('input[type=file]').setInputFiles({ name: 'buletin.png', mimeType: 'image/png', buffer: PNG });
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toContainText('100%');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const documents = page.getByRole('table', { name: 'Documentele clientului' });
  await expect(documents.getByRole('row').filter({ hasText: 'buletin.png' })).toContainText(/\d+ B/);

  // The pass, on one screen, the total live.
  await page.getByRole('button', { name: 'Emite permis' }).click();
  await expect(page).toHaveURL(/\/company\/passes\/new\?client_id=\d+$/);
  await expect(page.getByLabel('Client', { exact: true })).toBeAttached();
  await expect(page.getByText(`${lastName} Ion · 1800101123450`)).toBeVisible();
  await pick(page, 'Plan', 'Permis o zi');
  await expect(page.getByTestId('pass-total')).toHaveText('50,00 lei');
  await pick(page, 'Apă', 'Lacul Mare');
  await pick(page, 'Reducere', 'Pensionari');
  await expect(page.getByTestId('pass-total')).toHaveText('40,00 lei');
  await expect(page.getByTestId('pass-discount')).toHaveText('-10,00 lei');
  await expect(page.getByRole('radio', { name: 'Numerar' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Emite chitanță' })).toBeChecked();
  await expect(page.getByLabel('Nr. auto', { exact: true })).toHaveValue('CJ12ABC');
  await page.getByLabel('Nr. auto', { exact: true }).press('Enter');

  // The printable pass: A6, QR code of the verification URL, series BD.
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText('PERMIS DE PESCUIT');
  await expect(page.getByTestId('pass-series')).toHaveText('BD');
  await expect(sheet.locator('svg').first()).toBeVisible();
  await expect(sheet).toContainText('Lacul Mare');
  await expect(sheet).toContainText(`${lastName} Ion`);
  await expect(sheet).toContainText('40,00 lei');
  await expect(page.getByRole('button', { name: 'Tipărește' })).toBeVisible();

  // Its chitanță, in words, printed to an A5 PDF.
  await page.getByRole('button', { name: /^Chitanța / }).click();
  await expect(page).toHaveURL(/\/company\/receipts\/\d+\/print$/);
  const receipt = page.getByTestId('print-sheet');
  await expect(receipt).toContainText('CHITANȚĂ');
  await expect(receipt).toContainText('patruzeci de lei');
  await expect(receipt).toContainText('40,00 lei');
  await expect(receipt).toContainText('Casier,');
  const pdf = await page.pdf({ format: 'A5' });
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Cancel the pass from the list: the pass and its receipt are marked "Anulat".
  await page.getByRole('menuitem', { name: 'Permise' }).click();
  await expect(page).toHaveURL(url('org', '/company/passes'));
  await searchList(page, 'Caută permise', lastName);
  const pass = row(page, lastName);
  await expect(pass).toHaveCount(1);
  await expect(pass).toContainText('Valabil');
  await pass.getByRole('button', { name: 'Anulează' }).click();
  await page.getByLabel('Motivul anulării').fill('Greșeală la emitere');
  await clickSettled(page.getByRole('button', { name: 'Da, anulează' }));
  await expect(pass).toContainText('Anulat');

  await page.getByRole('menuitem', { name: 'Chitanțe' }).click();
  await searchList(page, 'Caută chitanțe', lastName);
  const cancelledReceipt = row(page, lastName);
  await expect(cancelledReceipt).toHaveCount(1);
  await expect(cancelledReceipt).toContainText('Anulat');
  await cancelledReceipt.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/company\/receipts\/\d+\/print$/);
  await expect(page.getByTestId('print-sheet')).toContainText('ANULAT');
});

test('a company with two pass series chooses the series on the new-pass screen', async ({ page, request }) => {
  // Lacul Liniștit gets a second pass series and a second receipt series through the API.
  const { base, headers } = await apiLogin(request, DEMO.otherCompanyAdmin);
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();
  for (const type of ['pass', 'receipt']) {
    const created = await request.post(url('org', `${base}/createDocSery`), {
      headers,
      data: { type, series: `N${type === 'pass' ? 'P' : 'C'}${suffix}` },
    });
    expect(created.status()).toBe(201);
  }
  const angler = await request.post(url('org', `${base}/createClient`), {
    headers,
    data: { first_name: 'Vasile', last_name: `Serie${suffix}` },
  });
  expect(angler.status()).toBe(201);
  const clientId = ((await angler.json()) as { id: number }).id;

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/passes/new?client_id=${clientId}` });
  // The default series is preselected; the new ones are offered.
  await expect(page.getByLabel('Serie permis', { exact: true })).toBeAttached();
  await expect(page.locator('.ant-form-item', { hasText: 'Serie permis' })).toContainText('LL (implicită)');
  await pick(page, 'Plan', 'Zi de pescuit');
  await pick(page, 'Serie permis', `NP${suffix}`);
  await pick(page, 'Serie chitanță', `NC${suffix}`);
  await page.getByRole('button', { name: 'Emite permisul' }).click();

  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
  await expect(page.getByTestId('pass-series')).toHaveText(`NP${suffix}`);
  await expect(page.getByRole('button', { name: /^Chitanța / })).toHaveText(`Chitanța NC${suffix} 1`);
});

/** A new angler of Lacul Liniștit (its last name made unique) and the count of their passes. */
async function newAngler(request: APIRequestContext, firstName: string, lastName: string) {
  const { base, headers } = await apiLogin(request, DEMO.otherCompanyAdmin);
  const angler = await request.post(url('org', `${base}/createClient`), {
    headers,
    data: { first_name: firstName, last_name: `${lastName}${Date.now().toString(36)}` },
  });
  expect(angler.status()).toBe(201);
  const clientId = ((await angler.json()) as { id: number }).id;
  const passesOf = async () =>
    (
      (await (await request.post(url('org', `${base}/passes`), { headers, data: { client_id: clientId } })).json()) as {
        total: number;
      }
    ).total;
  return { clientId, passesOf };
}

test('a pass whose chosen start makes it already over is issued only after a confirmation', async ({
  page,
  request,
}) => {
  const { clientId, passesOf } = await newAngler(request, 'Ilie', 'Trecut');

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/passes/new?client_id=${clientId}` });
  await pick(page, 'Plan', 'Zi de pescuit');
  const start = page.getByLabel('Început valabilitate', { exact: true });
  await start.click();
  await start.fill('15.03.2019 08:00');
  // The typed start taken with the picker's OK.
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect(start).toHaveValue('15.03.2019 08:00');
  const issue = page.getByRole('button', { name: 'Emite permisul' });
  await issue.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Permisul ar fi deja expirat' });
  await expect(dialog).toContainText('Ar fi valabil 15.03.2019 08:00');
  await dialog.getByRole('button', { name: 'Renunță' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/company\/passes\/new/);
  expect(await passesOf()).toBe(0);

  await issue.click();
  await dialog.getByRole('button', { name: 'Emite oricum' }).click();
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
  expect(await passesOf()).toBe(1);
});

test.describe('on a weak signal', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('the new-pass form filled again after a lost answer and a reload prints the pass already sold', async ({
    page,
    request,
  }) => {
    const { clientId, passesOf } = await newAngler(request, 'Ion', 'Reîncarcă');
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const signal = await loseFirstAnswer(page, /\/createPass$/);
    await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/passes/new?client_id=${clientId}` });
    await pick(page, 'Plan', 'Zi de pescuit');
    await page.getByRole('button', { name: 'Emite permisul' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Network error/ })).toBeVisible();
    expect(signal.lost()).toBe(1);
    expect(await passesOf()).toBe(1);
    // The stressed operator reloads, fills the form again and issues: the pass the first tap sold.
    await page.reload();
    await pick(page, 'Plan', 'Zi de pescuit');
    await page.getByRole('button', { name: 'Emite permisul' }).click();
    await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
    expect(await passesOf()).toBe(1);
  });

  test("at 390×844, a pass's cancellation that got no answer keeps the reason typed for the next try", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const issued = await issueDemoPass(request, DEMO.staff);
    await signIn(page, DEMO.staff);
    const client = await (
      await request.get(url('org', `/api/company/${issued.companyId}/clients/${issued.clientId}`), {
        headers: { Authorization: `Bearer ${issued.token}`, Accept: 'application/json' },
      })
    ).json();
    const lastName = (client as { last_name: string }).last_name;
    await page.goto(url('org', '/company/passes'));
    await searchList(page, 'Caută permise', lastName);
    const card = page.getByTestId('list-cards').locator('li').filter({ hasText: lastName });
    await expect(card).toHaveCount(1);

    const cancelCall = new RegExp(`/api/company/\\d+/passes/${issued.passId}/delete$`);
    await page.route(cancelCall, (route) => route.abort('failed'));
    await card.getByRole('button', { name: 'Anulează' }).click();
    await page.getByLabel('Motivul anulării').fill('Pescarul a plecat');
    await clickSettled(page.getByRole('button', { name: 'Da, anulează' }));
    await expect(card).not.toContainText('Anulat');

    // The next try finds the reason where it was typed.
    await page.unroute(cancelCall);
    if (!(await page.getByLabel('Motivul anulării').isVisible())) {
      await card.getByRole('button', { name: 'Anulează' }).click();
    }
    await expect(page.getByLabel('Motivul anulării')).toHaveValue('Pescarul a plecat');
    await clickSettled(page.getByRole('button', { name: 'Da, anulează' }));
    await expect(card).toContainText('Anulat');
  });
});
