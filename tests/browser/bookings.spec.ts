/**
 * Booking online and the lake's day: a guest books a stand on the public page, staff
 * confirm the request and check the angler in at the gate, the board shows the stand occupied,
 * and the pass prints with its stand. The angler gets an e-mail at each step (real SMTP catcher).
 * A cancelled booking's deposit: what staff are told, and how the list shows it given back.
 * The data lives in Lacul Liniștit, so Balta Demo stays as the documentation shows it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';
import { applyToList } from './support/lists';
import { loseFirstAnswer } from './support/signal';
import { waitForMail } from './support/mail';
import { signIn } from './support/session';
import { pick } from './support/forms';
import { clickSettled } from './support/popups';

/** A real 1×1 PNG (the server checks the magic bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Tomorrow in Romania, as YYYY-MM-DD and dd.mm.yyyy. */
function tomorrow() {
  const day = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' });
  return { iso: day, ro: day.split('-').reverse().join('.') };
}

test('a guest books a stand online; staff confirm and check in; the board shows it occupied; the pass prints its stand', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const waterName = `Lacul Standurilor ${tag}`;
  const guestEmail = `pescar.${tag}@exemplu.ro`;
  // A name is letters only (the public form refuses digits): the tag's digits become letters.
  const guestName = `Pescarul ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
  const day = tomorrow();

  // The venue: a water with numbered stands and a 24-hour session plan.
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: waterName },
  });
  expect(water.status()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: `Sesiune 24 h ${tag}`, water_ids: [waterId], duration_value: 24, duration_unit: 'hours', price: 100 },
  });
  expect(plan.status()).toBe(201);
  for (const [number, x] of [
    ['4', 20],
    ['5', 50],
  ] as const) {
    const stand = await request.post(url('org', `${s.base}/createStand`), {
      headers: s.headers,
      data: { water_id: waterId, number, supplement: 25, x, y: 40 },
    });
    expect(stand.status()).toBe(201);
  }

  // The guest, on the public page: the calendar, then the request.
  await page.goto(url('lacul-linistit'));
  const booking = page.getByRole('region', { name: 'Rezervă un loc' });
  await page.getByLabel('Balta', { exact: true }).selectOption({ label: waterName });
  await expect(page.getByRole('region', { name: 'Disponibilitate pe standuri' })).toContainText('liber');
  await page.getByLabel('Standul', { exact: true }).selectOption({ label: '5' });
  await page.getByLabel('Permisul', { exact: true }).selectOption({ label: `Sesiune 24 h ${tag}` });
  await page.getByLabel('Sosire', { exact: true }).fill(day.iso);
  await page.getByLabel('Ora sosirii', { exact: true }).fill('07:00');
  // Sending without the consent: the form says why, in Romanian, and sends nothing.
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(booking.getByText('Scrieți numele.')).toBeVisible();
  await expect(booking.getByText('Bifați acordul pentru a trimite cererea.')).toBeVisible();
  const plecare = new Date(Date.parse(`${day.iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Plecare', { exact: true }).fill(plecare);
  await page.getByLabel('Ora plecării', { exact: true }).fill('07:00');
  // A name with markup: the form says what a name may hold, and sends nothing.
  await page.getByLabel('Numele', { exact: true }).fill('<a href="http://spam.example">Ion</a>');
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(
    booking.getByText('Numele poate conține doar litere, spații, cratime, apostrofuri și puncte.'),
  ).toBeVisible();
  await page.getByLabel('Numele', { exact: true }).fill(guestName);
  await page.getByLabel('Telefonul', { exact: true }).fill('0745 111 222');
  await page.getByLabel('E-mailul', { exact: true }).fill(guestEmail);
  await page.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  await page.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a fost trimisă' })).toBeVisible();
  await waitForMail((m) => m.to.includes(guestEmail) && /Am primit cererea/.test(m.subject));

  // Staff: the request is pending online; confirm it.
  await signIn(page, DEMO.otherCompanyAdmin);
  await page.getByRole('menuitem', { name: 'Rezervări' }).click();
  await expect(page).toHaveURL(url('org', '/company/bookings'));
  const row = page.getByRole('row').filter({ hasText: guestName });
  await expect(row).toContainText('În așteptare');
  await expect(row).toContainText('Online');
  await expect(row).toContainText(`${waterName}, standul 5`);
  await row.getByRole('button', { name: 'Confirmă' }).click();
  await expect(row).toContainText('Confirmată');
  await waitForMail((m) => m.to.includes(guestEmail) && /este confirmată/.test(m.subject));

  // At the gate: check in, paid cash; the pass prints with its stand.
  await row.getByRole('button', { name: 'Prezent', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${guestName}, standul 5`);
  await expect(dialog.getByRole('radio', { name: 'Numerar' })).toBeChecked();
  await clickSettled(dialog.getByRole('button', { name: 'Emite permisul' }));
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText('PERMIS DE PESCUIT');
  await expect(sheet).toContainText(guestName);
  await expect(sheet).toContainText(/Stand\s*5/);
  // 100 lei + one day of the stand's 25 lei supplement.
  await expect(sheet).toContainText('125,00 lei');

  // The board, for tomorrow: stand 5 occupied by the pass, stand 4 free.
  await page.getByRole('menuitem', { name: 'Harta zilei' }).click();
  await expect(page).toHaveURL(url('org', '/company/board'));
  // It opens on a water with stands: the company's first water, Lacul Liniștit, has none.
  await expect(page.locator('[data-testid^="board-stand-"]').first()).toBeVisible();
  await expect(page.getByText('Apa aleasă nu are standuri.')).toHaveCount(0);
  await page.getByLabel('Apa', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: waterName }).click();
  const dateInput = page.getByLabel('Ziua', { exact: true });
  await dateInput.click();
  await dateInput.fill(day.ro);
  await dateInput.press('Enter');
  await expect(page.getByTestId('board-stand-5')).toContainText('Ocupat');
  await expect(page.getByTestId('board-stand-5')).toContainText(guestName);
  await expect(page.getByTestId('board-stand-4')).toContainText('Liber');
  await expect(page.getByTestId('marker-5')).toHaveAttribute('title', /Standul 5: Ocupat/);

  // The water's stands: a map image uploaded, stand 4 dragged to its place (saved at once).
  await page.goto(url('org', `/company/waters/${waterId}/stands`));
  await page
    .getByLabel('Imaginea hărții (PNG, JPG sau WEBP)')
    .setInputFiles({ name: 'harta.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Harta a fost salvată.')).toBeVisible();
  await expect(page.getByTestId('lake-map')).toHaveAttribute('style', /blob:/);
  const map = (await page.getByTestId('lake-map').boundingBox())!;
  const marker = (await page.getByTestId('marker-4').boundingBox())!;
  await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
  await page.mouse.down();
  await page.mouse.move(map.x + map.width * 0.8, map.y + map.height * 0.7, { steps: 8 });
  await page.mouse.up();
  await expect
    .poll(async () => {
      const stands = (await (
        await request.get(url('org', `${s.base}/waters/${waterId}/stands`), { headers: s.headers })
      ).json()) as {
        number: string;
        x: number;
        y: number;
      }[];
      const four = stands.find((x) => x.number === '4')!;
      return [four.x, four.y];
    })
    .toEqual([80, 70]);
});

/** A list filter (a Select without search): open it, click the option. */
async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

test('staff book a stand with the form (a clash is refused in Romanian) and issue a pass with a stand; the passes list filters by stand', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const waterName = `Balta Formularului ${tag}`;
  const planName = `Zi pe stand ${tag}`;
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: waterName },
  });
  expect(water.status()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: planName, water_ids: [waterId], duration_value: 24, duration_unit: 'hours', price: 100 },
  });
  expect(plan.status()).toBe(201);
  for (const [number, supplement] of [
    ['1', 20],
    ['2', 30],
  ] as const) {
    const stand = await request.post(url('org', `${s.base}/createStand`), {
      headers: s.headers,
      data: { water_id: waterId, number, supplement },
    });
    expect(stand.status()).toBe(201);
  }
  const angler = await request.post(url('org', `${s.base}/createClient`), {
    headers: s.headers,
    data: { first_name: 'Toma', last_name: `Standul${tag}` },
  });
  expect(angler.status()).toBe(201);
  const clientId = ((await angler.json()) as { id: number }).id;

  // A guest on the phone: the booking form, on a phone-sized screen. The screens below are reached
  // in the app (menu, buttons) where it offers a way: a full load of the app costs seconds here.
  await signIn(page, DEMO.otherCompanyAdmin);
  await page.getByRole('menuitem', { name: 'Rezervări' }).click();
  await expect(page).toHaveURL(url('org', '/company/bookings'));
  await page.setViewportSize({ width: 390, height: 844 });
  // The header's button (an empty list offers the same one in its empty state).
  await page.getByRole('button', { name: 'Rezervare nouă' }).first().click();
  await expect(page).toHaveURL(url('org', '/company/bookings/new'));
  await expect(page.getByRole('heading', { name: 'Rezervare nouă' })).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Înregistrează rezervarea' }).click();
  await expect(page.getByText('Alege clientul.')).toBeVisible();
  await expect(page.getByText('Alege apa.')).toBeVisible();
  await expect(page.getByText('Alege planul.')).toBeVisible();
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Oaspete' }).click();
  await expect(page.getByRole('radio', { name: 'Oaspete' })).toBeChecked();
  await page.getByLabel('Numele oaspetelui', { exact: true }).fill(`Oaspetele ${tag}`);
  await page.getByLabel('Telefonul oaspetelui', { exact: true }).fill('0745 333 444');
  await pick(page, 'Apă', waterName);
  await pick(page, 'Stand', 'Standul 1');
  await pick(page, 'Plan', planName);
  // The plan's 24 hours fill in the departure from the (default) arrival, tomorrow 07:00.
  const day = tomorrow();
  await expect(page.getByLabel('Sosire', { exact: true })).toHaveValue(`${day.ro} 07:00`);
  const next = new Date(Date.parse(`${day.iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel('Plecare', { exact: true })).toHaveValue(`${next.split('-').reverse().join('.')} 07:00`);
  await page.locator('.ant-radio-button-wrapper', { hasText: 'La poartă' }).click();
  await expect(page.getByRole('radio', { name: 'La poartă' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Înregistrează rezervarea' }).click();
  await expect(page).toHaveURL(url('org', '/company/bookings'));
  // On the phone the list is cards, each with its actions.
  const row = page
    .getByTestId('list-cards')
    .getByRole('listitem')
    .filter({ hasText: `Oaspetele ${tag}` });
  await expect(row).toContainText(`${waterName}, standul 1`);
  await expect(row).toContainText('La poartă');
  // Entered by staff, the booking is confirmed at once.
  await expect(row).toContainText('Confirmată');
  await expect(row.getByRole('button', { name: 'Prezent', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Anulează', exact: true })).toBeVisible();
  const bookingId = Number(
    (await row.locator('.list-card-field', { hasText: 'Nr.' }).locator('dd').innerText()).trim(),
  );

  // The same stand, the same day, for a client: the server's 409 names the booking that holds it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Rezervare nouă' }).first().click();
  await expect(page).toHaveURL(url('org', '/company/bookings/new'));
  await pick(page, 'Client', `Standul${tag}`);
  await pick(page, 'Apă', waterName);
  await pick(page, 'Stand', 'Standul 1');
  await pick(page, 'Plan', planName);
  await page.getByRole('button', { name: 'Înregistrează rezervarea' }).click();
  await expect(page.locator('.ant-alert', { hasText: 'Standul 1 este deja rezervat' })).toContainText(
    `rezervarea nr. ${bookingId}`,
  );
  await expect(page).toHaveURL(url('org', '/company/bookings/new'));

  // A pass on stand 2 from the new pass screen: 100 lei + one day of 30 lei.
  await page.goto(url('org', `/company/passes/new?client_id=${clientId}`));
  await pick(page, 'Plan', planName);
  await expect(page.getByTestId('pass-total')).toHaveText('100,00 lei');
  await pick(page, 'Stand', 'Standul 2');
  await expect(page.getByTestId('pass-stand')).toHaveText('+30,00 lei');
  await expect(page.getByTestId('pass-total')).toHaveText('130,00 lei');
  await page.getByRole('button', { name: 'Emite permisul' }).click();
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText(/Stand\s*2/);
  await expect(sheet).toContainText('130,00 lei');

  // The passes list: the water, then its stand.
  await page.getByRole('menuitem', { name: 'Permise' }).click();
  await expect(page).toHaveURL(url('org', '/company/passes'));
  await expect(page.getByLabel('Stand', { exact: true })).toHaveCount(0);
  await choose(page, 'Apă', waterName);
  // The stand's page, not the water's (which holds the same one pass).
  await applyToList(
    page,
    () => choose(page, 'Stand', 'Standul 2'),
    (filter) => filter.water_id === waterId && typeof filter.stand_id === 'number',
  );
  await expect(page).toHaveURL(/stand_id=\d+/);
  await expect(page.getByRole('row').filter({ hasText: `Standul${tag}` })).toHaveCount(1);
  await choose(page, 'Stand', 'Standul 1');
  await expect(page.getByText('Niciun permis nu corespunde filtrului.')).toBeVisible();
});

test('cancelling a booking says its deposit stays taken and which chitanță gives it back; the list marks a deposit given back', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const post = async (path: string, data: object) => {
    const res = await request.post(url('org', `${s.base}${path}`), { headers: s.headers, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res.json();
  };
  const water = await post('/createWater', { name: `Balta Avans ${tag}` });
  const plan = await post('/createPlan', {
    name: `Zi Avans ${tag}`,
    water_ids: [water.id],
    duration_value: 1,
    duration_unit: 'days',
    price: 50,
  });
  const day = tomorrow();
  const booking = await post('/createBooking', {
    guest_name: `Avansat ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
    guest_phone: '0745 555 777',
    water_id: water.id,
    plan_id: plan.id,
    starts_at: new Date(`${day.iso}T07:00:00`).toISOString(),
    ends_at: new Date(`${day.iso}T19:00:00`).toISOString(),
    deposit: '30.50',
  });
  const chitanta = `${booking.deposit_receipt.series} ${booking.deposit_receipt.number}`;

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/bookings?water_id=${water.id}` });
  const row = page.getByRole('row').filter({ hasText: 'Avansat' });
  await expect(row).toContainText('30,50 lei');
  await row.getByText('Anulează').click();
  const ask = page.locator('.ant-popconfirm:visible');
  await expect(ask).toContainText(
    `Avansul de 30,50 lei rămâne încasat: dacă îl dați înapoi, anulați chitanța ${chitanta} din lista chitanțelor.`,
  );
  await clickSettled(ask.getByRole('button', { name: 'Da, anulează' }));
  await expect(page.getByText('Rezervarea a fost anulată.')).toBeVisible();

  // Given back: its chitanță cancelled, the list says so.
  await post(`/receipts/${booking.deposit_receipt.id}/delete`, { reason: 'Avans restituit' });
  await page.reload();
  await expect(row).toContainText('(anulat)');
});

test('the bookings CSV writes a booking named like a formula as text, and its deposit as the other exports do', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const formula = "-2+3+cmd|' /C calc'!A0";
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: `Balta CSV ${tag}` },
  });
  expect(water.status()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: `Zi CSV ${tag}`, water_ids: [waterId], duration_value: 1, duration_unit: 'days', price: 50 },
  });
  expect(plan.status()).toBe(201);
  // Staff may type any guest name (the public form would refuse this one): the export must defuse it.
  const day = tomorrow();
  const booking = await request.post(url('org', `${s.base}/createBooking`), {
    headers: s.headers,
    data: {
      guest_name: formula,
      guest_phone: '0745 555 666',
      water_id: waterId,
      plan_id: ((await plan.json()) as { id: number }).id,
      starts_at: new Date(`${day.iso}T07:00:00`).toISOString(),
      ends_at: new Date(`${day.iso}T19:00:00`).toISOString(),
      deposit: '30.50',
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/bookings?water_id=${waterId}` });
  await expect(page.getByRole('row').filter({ hasText: formula })).toHaveCount(1);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
  const lines = readFileSync(await csv.path(), 'utf8').split('\r\n');
  const row = lines.find((l) => l.includes('cmd|'));
  expect(row?.split(';')[1]).toBe(`'${formula}`);
  // Its deposit as every export writes an amount (the passes', the receipts'): a decimal comma.
  const header = lines[0].replace(/^\uFEFF/, '').split(';');
  expect(row?.split(';')[header.indexOf('Avans (lei)')]).toBe('30,50');
});

test.describe('a check-in whose answer is lost', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('tapped again while the list could not reload, it prints the pass already issued instead of refusing the booking as already at the gate', async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const s = await apiLogin(request, DEMO.otherCompanyAdmin);
    const water = await request.post(url('org', `${s.base}/createWater`), {
      headers: s.headers,
      data: { name: `Balta semnal ${tag}` },
    });
    const waterId = ((await water.json()) as { id: number }).id;
    const plan = await request.post(url('org', `${s.base}/createPlan`), {
      headers: s.headers,
      data: { name: `Zi semnal ${tag}`, water_ids: [waterId], duration_value: 1, duration_unit: 'days', price: 40 },
    });
    const day = tomorrow();
    const booking = await request.post(url('org', `${s.base}/createBooking`), {
      headers: s.headers,
      data: {
        guest_name: 'Semnalslab Petre',
        guest_phone: '0745 777 888',
        water_id: waterId,
        plan_id: ((await plan.json()) as { id: number }).id,
        starts_at: new Date(`${day.iso}T07:00:00`).toISOString(),
        ends_at: new Date(`${day.iso}T19:00:00`).toISOString(),
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    const bookingId = ((await booking.json()) as { id: number }).id;
    const passesOfBooking = async () =>
      (
        (await (
          await request.post(url('org', `${s.base}/passes`), {
            headers: s.headers,
            data: { water_id: waterId },
          })
        ).json()) as { total: number }
      ).total;
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    // The first check-in reaches the server and issues the pass; its answer never comes back, nor
    // does the list's reload after it (the signal is still gone): the tab keeps the row as it was.
    let listLost = 0;
    let signalDown = false;
    const signal = await loseFirstAnswer(page, new RegExp(`/bookings/${bookingId}/checkIn$`), {
      onLost: () => (signalDown = true),
      onSentAgain: () => (signalDown = false),
    });
    await page.route(/\/bookings$/, async (route) => {
      if (signalDown) {
        listLost += 1;
        await route.abort('connectionfailed');
      } else await route.continue();
    });
    await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/bookings?water_id=${waterId}` });
    const row = page.getByRole('row').filter({ hasText: 'Semnalslab Petre' });
    await row.getByRole('button', { name: 'Prezent', exact: true }).click();
    const issue = page.getByRole('dialog').getByRole('button', { name: 'Emite permisul' });
    await clickSettled(issue);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Network error/ })
        .first(),
    ).toBeVisible();
    // The list's reload fails too: the row still shows the booking as it was, the dialog stays open.
    await expect.poll(() => listLost).toBeGreaterThan(0);
    await expect(row).toContainText('Confirmată');
    expect(signal.lost()).toBe(1);
    // The gate taps again; with it the signal is back.
    await issue.click();
    await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
    await expect(page.getByTestId('print-sheet')).toContainText('Semnalslab Petre');
    expect(await passesOfBooking()).toBe(1);
  });
});

test.describe('on a weak signal', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test("at 390×844, the booking form's waters and plans that got no answer are read again from their select", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.otherCompanyAdmin);
    const catalogue = /\/api\/company\/\d+\/plans(\?.*)?$/;
    await page.route(catalogue, (route) => route.abort('failed'));
    await page.goto(url('org', '/company/bookings/new'));
    await page.getByLabel('Apă', { exact: true }).click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByText('Apele și planurile nu au putut fi încărcate.')).toBeVisible();
    await page.unroute(catalogue);
    await dropdown.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(dropdown.locator('.ant-select-item-option', { hasText: 'Lacul' }).first()).toBeVisible();
  });
});

test('staff refuse an online request with a reason: the button says so, and the guest is mailed the reason', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const guestEmail = `refuz.${tag}@exemplu.ro`;
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: `Lacul Refuzului ${tag}` },
  });
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: `Zi ${tag}`, water_ids: [waterId], duration_value: 24, duration_unit: 'hours', price: 80 },
  });
  const planId = ((await plan.json()) as { id: number }).id;
  const stand = await request.post(url('org', `${s.base}/createStand`), {
    headers: s.headers,
    data: { water_id: waterId, number: '1' },
  });
  const day = tomorrow();
  const starts = new Date(`${day.iso}T05:00:00Z`);
  const phone = `07${String(Date.now()).slice(-8)}`;
  const sent = await request.post(url('lacul-linistit', '/api/public/companies/lacul-linistit/bookings'), {
    data: {
      guest_name: 'Refuzat Ionel',
      guest_phone: phone,
      guest_email: guestEmail,
      water_id: waterId,
      stand_id: ((await stand.json()) as { id: number }).id,
      plan_id: planId,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 86_400_000).toISOString(),
      anglers: 1,
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, DEMO.otherCompanyAdmin);
  await page.goto(url('org', '/company/bookings'));
  const row = page.getByRole('row').filter({ hasText: 'Refuzat Ionel' });
  await expect(row).toContainText('În așteptare');
  // The public form stores the phone in E.164; the desk reads it the national way and can call it.
  await expect(
    row.getByRole('link', { name: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` }),
  ).toHaveAttribute('href', `tel:+40${phone.slice(1)}`);
  await row.getByRole('button', { name: 'Refuză', exact: true }).click();
  await page.getByLabel('Motivul refuzului').fill('Standul este în lucru');
  await clickSettled(page.getByRole('button', { name: 'Da, refuză' }));
  await expect(page.getByText('Cererea a fost refuzată.')).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(guestEmail) && /nu a putut fi acceptată/.test(m.subject));
  expect(mail.text).toContain('Motiv: Standul este în lucru.');
});
