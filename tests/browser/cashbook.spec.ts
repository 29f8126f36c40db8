/**
 * The cash book end to end, in a company of its own: a day with a chitanță and a cash expense shown
 * as form 14-4-7A (printed with print media: one A4 page per day, unused rows struck through; the
 * screenshot goes into the in-app documentation), the day closed from the screen, then cancelling
 * its chitanță offers the refund (a payment disposition dated today), and the period's export
 * downloads as a zip after its totals are shown. Then the gate: a cash sale over the angler's daily
 * cash limit is warned about (quick sale and new-pass screen), a card sale shows apart in the day,
 * and a cash disposition is cancelled with a reason. A cash pass whose chitanță's day is closed is
 * cancelled from the passes list only as a refund, which it offers. The disposition form refuses a
 * third decimal and a day after today.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { url } from './support/hosts';
import { signIn } from './support/session';
import { clickSettled } from './support/popups';

const PASSWORD = 'Registru1234!';
const DOCS = resolve(__dirname, '..', '..', 'frontend', 'src', 'assets', 'docs');

function yesterday(): string {
  const d = new Date(Date.now() - 24 * 3_600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(d);
}

async function setUp(request: APIRequestContext) {
  const tag = `${Date.now()}`;
  const email = `registru-${tag}@exemplu.ro`;
  const reg = await request.post(url('org', '/api/register'), {
    data: { name: 'Casier Registru', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await reg.json()).token}`, Accept: 'application/json' };
  const post = async (path: string, data: object, status = 201) => {
    const res = await request.post(url('org', path), { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  const company = await post('/api/company/create', {
    name: 'Balta cu Registru',
    slug: `registru-${tag}`,
    cui: '4221306',
  });
  const base = `/api/company/${company.id}`;
  await post(`${base}/createDocSery`, { type: 'cash', series: 'DC' });
  const client = await post(`${base}/createClient`, {
    first_name: 'Ștefan',
    last_name: 'Țăranu',
    phone: '0744 555 666',
  });
  const day = yesterday();
  await post(`${base}/cashBookSettings/update`, { opening_balance: '250.00' }, 200);
  const receipt = await post(`${base}/clients/${client.id}/createReceipt`, {
    amount: '120.00',
    issued_on: day,
    description: 'Permis de pescuit o zi',
  });
  await post(`${base}/createExpense`, {
    category: 'furaje',
    amount: '45.50',
    spent_on: day,
    payment_method: 'cash',
    supplier: 'Agro Furaje SRL',
    supplier_cui: 'RO18547290',
    document_type: 'bon',
    document_number: '0042',
  });
  return { email, day, receipt, post, base, client };
}

test('prints a day of the cash book, closes it, offers the refund for its chitanță and downloads the export', async ({
  page,
  request,
}) => {
  const { email, day, receipt } = await setUp(request);
  await page.goto(url('org', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await page.waitForURL(/\/company/);

  await page.goto(url('org', '/company/cashbook'));
  const sheet = page.getByTestId('cashbook-day');
  await expect(sheet).toHaveCount(1);
  const [y, m, d] = day.split('-');
  await expect(sheet).toContainText(`Data: ${d}.${m}.${y}`);
  await expect(sheet).toContainText('Balta cu Registru');
  await expect(sheet).toContainText('4221306');
  await expect(sheet.getByTestId('cashbook-line')).toHaveCount(2);
  await expect(sheet).toContainText('Bon fiscal 0042');
  await expect(sheet.getByTestId('cashbook-unused')).toBeVisible();
  await expect(sheet).toContainText('324,50');
  await expect(sheet).toContainText('Casier');
  await expect(sheet).toContainText('Compartiment financiar-contabil');

  // Printed: the app's frame and the buttons are gone, the day is its own page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Tipărește (A4)' })).toBeHidden();
  await expect(sheet).toBeVisible();
  // The documentation's picture (frontend/src/assets/docs/cashbook.jpg) is rewritten with UPDATE_DOCS=1,
  // as tests/browser/screenshots.spec.ts does for the other screens.
  const shot = process.env.UPDATE_DOCS === '1' ? resolve(DOCS, 'cashbook.jpg') : test.info().outputPath('cashbook.jpg');
  await sheet.screenshot({ path: shot, type: 'jpeg', quality: 70, animations: 'disabled' });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });

  // The month's totals before the download.
  await expect(page.getByText('Total încasări')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export SAGA (.zip)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contabilitate-saga-.*\.zip$/);
  const zip = readFileSync(await file.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.toString('latin1')).toContain(`I_${d}.${m}.${y}.xml`);

  // Close the day (asked first: staff cannot reopen it), then try to cancel its chitanță: the refund is offered.
  await sheet.getByRole('button', { name: 'Închide ziua' }).click();
  const ask = page.locator('.ant-popconfirm:visible');
  await expect(ask).toContainText(`Închizi ziua ${d}.${m}.${y}?`);
  await expect(sheet.getByText('Zi închisă')).toHaveCount(0);
  await clickSettled(ask.getByRole('button', { name: 'Închide ziua' }));
  await expect(sheet.getByText('Zi închisă')).toBeVisible();

  await page.goto(url('org', '/company/receipts'));
  const row = page.getByRole('row').filter({ hasText: `${receipt.series} ${receipt.number}` });
  await row.getByText('Anulează').click();
  // The question says what cancelling a day gone by does to the book.
  await expect(page.locator('.ant-popconfirm:visible')).toContainText(
    `Chitanța este din ${d}.${m}.${y}: dacă ziua nu este închisă, anularea schimbă pagina ei din registrul de casă`,
  );
  await clickSettled(page.getByRole('button', { name: 'Da, anulează' }));
  const refund = page.getByRole('dialog').filter({ hasText: 'Restituire pentru chitanța' });
  await expect(refund).toBeVisible();
  await expect(refund).toContainText('este închisă în registrul de casă');
  await refund.getByRole('button', { name: 'Emite dispoziția de plată' }).click();
  await expect(
    page.getByText(`Chitanța ${receipt.series} ${receipt.number} a fost anulată prin restituire.`),
  ).toBeVisible();

  // Today's page of the book carries the refund; the closed day keeps its chitanță.
  await page.goto(url('org', '/company/cashbook'));
  await expect(
    page.getByText(`Restituire chitanța ${receipt.series} ${receipt.number}`, { exact: false }),
  ).toBeVisible();

  // The opening balance (starting mid-year) no longer changes once a day is closed: the closed day
  // stays as signed, and the screen says which day holds it.
  await page.getByRole('button', { name: 'Arată' }).click();
  await page.getByLabel('Sold inițial').fill('300');
  await page.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(
    page.getByText(`Ziua ${d}.${m}.${y} este închisă în registrul de casă: soldul inițial`, { exact: false }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cashbook-day').first()).toContainText('Sold precedent (report)250,00');
});

test("a cash pass whose chitanță's day is closed is cancelled only with a refund: the passes list offers it", async ({
  page,
  request,
}) => {
  const { email, post, base, client } = await setUp(request);
  const water = await post(`${base}/createWater`, { name: 'Lacul Mic' });
  const plan = await post(`${base}/createPlan`, {
    name: 'O zi',
    water_ids: [water.id],
    duration_value: 1,
    duration_unit: 'days',
    price: '80.00',
  });
  const pass = await post(`${base}/clients/${client.id}/createPass`, {
    plan_id: plan.id,
    water_id: water.id,
    payment_method: 'cash',
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  await post(`${base}/cashBook/close`, { date: today }, 200);

  await signIn(page, email, { password: PASSWORD });
  await page.goto(url('org', '/company/passes'));
  const number = `${pass.series} ${pass.number}`;
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByText('Anulează').click();
  await clickSettled(page.getByRole('button', { name: 'Da, anulează' }));
  const offer = page.getByRole('dialog').filter({ hasText: `Restituire pentru permisul ${number}` });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('este închisă în registrul de casă');
  await expect(offer).toContainText(`Chitanța ${pass.receipt.series} ${pass.receipt.number} rămâne în ziua ei`);
  // Declined: nothing changes.
  await offer.getByRole('button', { name: 'Renunță' }).click();
  await expect(offer).toBeHidden();
  await expect(row).toContainText('Valabil');
});

test('warns at the gate when a cash sale crosses the cash limit, shows card sales apart and cancels a disposition', async ({
  page,
  request,
}) => {
  const { email, post, base, client } = await setUp(request);
  const water = await post(`${base}/createWater`, { name: 'Lacul Mare' });
  await post(`${base}/createPlan`, {
    name: 'Zi de pescuit',
    water_ids: [water.id],
    duration_value: 1,
    duration_unit: 'days',
    price: '600.00',
  });
  await post(`${base}/cashBookSettings/update`, { limit_per_person: '500.00' }, 200);
  const disposition = await post(`${base}/createCashDisposition`, {
    kind: 'in',
    amount: '80.00',
    explanation: 'Fond de rest',
    person: 'Casier Registru',
  });
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await signIn(page, email, { password: PASSWORD });

  // The quick sale: "Numerar" asks first, with the server's warning; "Renunță" sells nothing.
  await page.goto(url('org', '/company'));
  const box = page.getByTestId('quick-sale');
  await box.getByLabel('Caută pescarul', { exact: true }).fill('taranu');
  await box.getByRole('button', { name: /Țăranu Ștefan/ }).click();
  const tile = box.getByTestId('quick-sale-tile').first();
  await tile.getByRole('button', { name: /^Numerar/ }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'Limită de numerar depășită' });
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('cash-limit-warning')).toContainText(
    'Țăranu Ștefan ajunge azi la 600,00 lei plătiți în numerar cu această vânzare, peste limita de 500,00 lei pe persoană într-o zi.',
  );
  await warning.getByRole('button', { name: 'Renunță' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(url('org', '/company'));

  // The new-pass screen shows the same warning while the sale is in cash, and none by card.
  await page.goto(url('org', `/company/passes/new?client_id=${client.id}`));
  const planInput = page.getByLabel('Plan', { exact: true });
  await planInput.click();
  await planInput.fill('Zi de pescuit');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Zi de pescuit' })
    .first()
    .click();
  await expect(page.getByTestId('cash-limit-warning')).toContainText('peste limita de 500,00 lei pe persoană');
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Card' }).click();
  await expect(page.getByTestId('cash-limit-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Emite permisul' }).click();
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);

  // The card sale is shown apart in today's page of the book (printed too), not as a cash line.
  await page.goto(url('org', '/company/cashbook'));
  const today = page.getByTestId('cashbook-day').last();
  await expect(today.getByTestId('cashbook-noncash')).toContainText(
    'Încasări fără numerar (nu intră în casă): card 600,00 lei, transfer bancar 0,00 lei',
  );
  await page.emulateMedia({ media: 'print' });
  await expect(today.getByTestId('cashbook-noncash')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The disposition is cancelled with a reason: its line leaves the day.
  const label = `Dispoziție de încasare ${disposition.series} ${disposition.number}`;
  await today.getByRole('button', { name: `Anulează ${label}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Anulează ${label}` });
  await dialog.getByLabel('Motivul anulării').fill('Sumă greșită');
  await dialog.getByRole('button', { name: 'Anulează dispoziția' }).click();
  await expect(page.getByText(`${label} a fost anulată.`)).toBeVisible();
  await expect(page.getByTestId('cashbook-line').filter({ hasText: label })).toHaveCount(0);
});

test('the disposition form refuses a third decimal instead of rounding it and offers no day after today', async ({
  page,
  request,
}) => {
  const { email, base, post } = await setUp(request);
  await signIn(page, email, { password: PASSWORD, path: '/company/cashbook' });
  await page.getByRole('button', { name: 'Dispoziție de casă' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Dispoziție de casă' });
  await dialog.getByLabel('Sumă (lei)').fill('10,005');
  await dialog.getByLabel('Explicație').fill('Fond de rest');
  await dialog.getByLabel('Predat / primit de').fill('Casier Registru');
  await dialog.getByRole('button', { name: 'Emite' }).click();
  await expect(dialog.getByText('Cel mult 2 zecimale.')).toBeVisible();
  const listed = await post(`${base}/cashDispositions`, {}, 200);
  expect(listed.data).toHaveLength(0);

  // Romania's tomorrow cannot be picked.
  await dialog.getByLabel('Data').click();
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  );
  await expect(page.locator(`.ant-picker-dropdown:visible td[title="${tomorrow}"]`)).toHaveClass(
    /ant-picker-cell-disabled/,
  );
  await page.keyboard.press('Escape');

  await dialog.getByLabel('Sumă (lei)').fill('10,05');
  await dialog.getByRole('button', { name: 'Emite' }).click();
  await expect(page.getByText(/Dispoziția de încasare DC \d+ a fost emisă\./)).toBeVisible();
  const after = await post(`${base}/cashDispositions`, {}, 200);
  expect(after.data.map((d: { amount: string }) => d.amount)).toEqual(['10.05']);
});

test('the period shown is kept in the address: a reload and a shared link open the same days', async ({
  page,
  request,
}) => {
  const { email, day } = await setUp(request);
  await signIn(page, email, { password: PASSWORD, path: `/company/cashbook?from=${day}&to=${day}` });
  const [y, m, d] = day.split('-');
  // Yesterday to yesterday: without the address, the period would end today.
  const ends = page.locator('.ant-picker-range input');
  for (let i = 0; i < 2; i++) {
    await expect(ends.first()).toHaveValue(`${d}.${m}.${y}`);
    await expect(ends.nth(1)).toHaveValue(`${d}.${m}.${y}`);
    await expect(page.getByText('Permis de pescuit o zi')).toBeVisible();
    if (i === 0) await page.reload();
  }

  // A period chosen on the screen goes into the address.
  await page.goto(url('org', '/company/cashbook'));
  const start = ends.first();
  await start.click();
  await start.fill(`${d}.${m}.${y}`);
  await start.press('Enter');
  const end = ends.nth(1);
  await end.fill(`${d}.${m}.${y}`);
  await end.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
});
