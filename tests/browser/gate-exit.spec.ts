/**
 * At the gate: tapping a booked stand on the board opens its actions, and the check-in dialog shows
 * the total, the deposit deducted and the amount to collect; after the exit the pass verifies as
 * "IEȘIT la HH:MM" online and, from the last sync, with no signal. Lacul Liniștit's data: Balta
 * Demo stays as the documentation shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, ensureClient, ensurePlan, issuePass } from './support/api';
import { DEMO, url } from './support/hosts';
import { signIn } from './support/session';
import { clickSettled } from './support/popups';

const ADMIN = DEMO.otherCompanyAdmin;

/** Tomorrow in Romania, as YYYY-MM-DD and dd.mm.yyyy. */
function tomorrow() {
  const day = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' });
  return { iso: day, ro: day.split('-').reverse().join('.') };
}

/** A fresh load (a /verify/ address differing only after '#' would not reload the page). */
async function open(page: Page, address: string) {
  await page.goto('about:blank');
  await page.goto(address);
}

test('the board opens a booked stand; its check-in shows the total, the deposit deducted and the amount to collect', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const waterName = `Lacul Porții ${tag}`;
  const day = tomorrow();
  const s = await apiLogin(request, ADMIN);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: waterName },
  });
  expect(water.status()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: `Zi la stand ${tag}`, water_ids: [waterId], duration_value: 24, duration_unit: 'hours', price: 100 },
  });
  expect(plan.status()).toBe(201);
  const stand = await request.post(url('org', `${s.base}/createStand`), {
    headers: s.headers,
    data: { water_id: waterId, number: '9', supplement: 25, x: 40, y: 40 },
  });
  expect(stand.status()).toBe(201);
  const booking = await request.post(url('org', `${s.base}/createBooking`), {
    headers: s.headers,
    data: {
      guest_name: `Pescar Poartă`,
      guest_phone: '0745 222 333',
      water_id: waterId,
      stand_id: ((await stand.json()) as { id: number }).id,
      plan_id: ((await plan.json()) as { id: number }).id,
      starts_at: new Date(Date.parse(`${day.iso}T04:00:00Z`)).toISOString(),
      ends_at: new Date(Date.parse(`${day.iso}T04:00:00Z`) + 86_400_000).toISOString(),
      deposit: '30.00',
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, { path: `/company/board?water_id=${waterId}` });
  const dateInput = page.getByLabel('Ziua', { exact: true });
  await dateInput.click();
  await dateInput.fill(day.ro);
  await dateInput.press('Enter');
  await expect(page.getByTestId('board-stand-9')).toContainText('Rezervat');
  // Tapping the stand's marker on the map opens what can be done there.
  await page.getByTestId('marker-9').click();
  const actions = page.getByTestId('stand-actions');
  await expect(actions).toContainText('Pescar Poartă');
  await actions.getByRole('button', { name: 'Prezent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Prezentare/ });
  // 100 lei + one day of the stand's 25 lei supplement, less the 30 lei deposit.
  await expect(dialog.getByRole('row', { name: /Total/ })).toContainText('125,00 lei');
  await expect(dialog.getByRole('row', { name: /Avans dedus/ })).toContainText('30,00 lei');
  await expect(dialog.getByTestId('checkin-due')).toHaveText('95,00 lei');
  await clickSettled(dialog.getByRole('button', { name: 'Emite permisul' }));
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print$/);
});

test('after the exit the pass verifies as "IEȘIT la HH:MM" online and with no signal', async ({
  page,
  context,
  request,
}) => {
  const s = await apiLogin(request, ADMIN);
  const { planId, waterId } = await ensurePlan(request, s, 'Zi la poartă');
  const clientId = await ensureClient(request, s, { first_name: 'Petru', last_name: 'Plecatu' });
  const pass = await issuePass(request, s, clientId, { plan_id: planId, water_id: waterId, payment_method: 'card' });
  const verifyAt = url('lacul-linistit', `${new URL(pass.verify_url).pathname}${new URL(pass.verify_url).hash}`);

  // Seen once with signal before the exit: VALID, and the page keeps itself and the list.
  await open(page, verifyAt);
  await expect(page.getByTestId('verify-status')).toHaveText('VALID');
  await expect(page.getByTestId('verify-offline-ready')).toBeVisible();

  // The exit, on the gate's screen.
  await signIn(page, ADMIN, { path: `/company/passes/${pass.id}/exit` });
  await page.getByRole('button', { name: 'Înregistrează ieșirea' }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, înregistrează' }));
  await expect(page.getByText(/Ieșire înregistrată la \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  const after = (await (
    await request.get(url('org', `${s.base}/passes/${pass.id}`), { headers: s.headers })
  ).json()) as { checked_out_at: string; state: string };
  expect(after.state).toBe('exited');
  const hour = new Date(after.checked_out_at).toLocaleTimeString('ro-RO', {
    timeZone: 'Europe/Bucharest',
    hour: '2-digit',
    minute: '2-digit',
  });

  // Online: the server says so (and the page syncs the list again).
  await open(page, verifyAt);
  await expect(page.getByTestId('verify-status')).toHaveText(`IEȘIT la ${hour}`);
  await expect(page.getByTestId('verify-source')).toContainText('Verificat online');

  // With no signal: from the last sync, the same.
  await context.setOffline(true);
  await open(page, verifyAt);
  await expect(page.getByTestId('verify-source')).toContainText('Verificat fără semnal');
  await expect(page.getByTestId('verify-status')).toHaveText(`IEȘIT la ${hour}`);
  await context.setOffline(false);
});

test.describe('on a weak signal', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('at 390×844, the exit screen whose pass did not load offers to try again and then opens the pass', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const s = await apiLogin(request, ADMIN);
    const { planId, waterId } = await ensurePlan(request, s, 'Zi la poartă');
    const clientId = await ensureClient(request, s, { first_name: 'Sorin', last_name: 'Semnalslab' });
    const passId = (
      await issuePass(request, s, clientId, { plan_id: planId, water_id: waterId, payment_method: 'cash' })
    ).id;

    await signIn(page, ADMIN);
    const passRead = new RegExp(`/passes/${passId}$`);
    await page.route(passRead, (route) => route.abort('failed'));
    await page.goto(url('org', `/company/passes/${passId}/exit`));
    await expect(page.getByText('Nu am putut încărca datele')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Reîncearcă' });
    await expect(retry).toBeInViewport();

    await page.unroute(passRead);
    await retry.click();
    await expect(page.getByText('Semnalslab Sorin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Înregistrează ieșirea' })).toBeVisible();
  });

  test('at 390×844, a verification whose server never answers gives the verdict of the kept keys, not an endless spinner', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const s = await apiLogin(request, ADMIN);
    const { planId, waterId } = await ensurePlan(request, s, 'Zi la poartă');
    const clientId = await ensureClient(request, s, { first_name: 'Ilie', last_name: 'Fărărăspuns' });
    const pass = await issuePass(request, s, clientId, { plan_id: planId, water_id: waterId, payment_method: 'cash' });

    await signIn(page, ADMIN, { path: '/company/verify' });
    const field = page.getByLabel('Adresa sau codul permisului');
    const verify = page.getByRole('button', { name: 'Verifică', exact: true });
    // Once with signal: the keys are kept on the phone.
    await field.fill(pass.verify_url);
    await verify.click();
    await expect(page.getByTestId('scan-status')).toHaveText('VALID');

    // Then the signal bars say online, but nothing answers.
    await page.route(/\/api\/public\//, () => new Promise<void>(() => undefined));
    await page.reload();
    await field.fill(pass.verify_url);
    await verify.click();
    await expect(page.getByTestId('scan-status')).toHaveText('VALID', { timeout: 20_000 });
    await expect(verify).not.toHaveClass(/ant-btn-loading/);
  });

  test('at 390×844, the exit screen whose catches did not load says so and reads them again, never "none"', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const s = await apiLogin(request, ADMIN);
    const { planId, waterId } = await ensurePlan(request, s, 'Zi la poartă');
    const clientId = await ensureClient(request, s, { first_name: 'Vasile', last_name: 'Cântarslab' });
    const passId = (
      await issuePass(request, s, clientId, { plan_id: planId, water_id: waterId, payment_method: 'cash' })
    ).id;
    const fishes = (await (await request.get(url('org', '/api/user'), { headers: s.headers })).json()) as {
      fishes?: { id: number }[];
    };
    const caught = await request.post(url('org', `${s.base}/passes/${passId}/createCatch`), {
      headers: s.headers,
      data: { fish_id: fishes.fishes![0].id, count: 1, weight_kg: '3.5', kept: false },
    });
    expect(caught.status(), await caught.text()).toBe(201);

    await signIn(page, ADMIN);
    const catchesRead = new RegExp(`/passes/${passId}/catches$`);
    await page.route(catchesRead, (route) => route.abort('failed'));
    await page.goto(url('org', `/company/passes/${passId}/exit`));
    await expect(page.getByText('Capturile nu au putut fi încărcate.')).toBeVisible();
    await expect(page.getByText('Nicio captură înregistrată.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Înregistrează ieșirea' })).toBeDisabled();

    await page.unroute(catchesRead);
    await page.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(page.getByRole('list', { name: 'Capturi' })).toContainText('3,5');
    await expect(page.getByRole('button', { name: 'Înregistrează ieșirea' })).toBeEnabled();
  });

  test('at 390×844, the board and a booked stand whose reads got no answer offer to try again, never "no stands" or an endless spinner', async ({
    page,
    request,
  }) => {
    const tag = Date.now().toString(36);
    const day = tomorrow();
    const s = await apiLogin(request, ADMIN);
    const water = await request.post(url('org', `${s.base}/createWater`), {
      headers: s.headers,
      data: { name: `Lacul Semnalului ${tag}` },
    });
    const waterId = ((await water.json()) as { id: number }).id;
    const plan = await request.post(url('org', `${s.base}/createPlan`), {
      headers: s.headers,
      data: {
        name: `Zi fără semnal ${tag}`,
        water_ids: [waterId],
        duration_value: 1,
        duration_unit: 'days',
        price: 60,
      },
    });
    const stand = await request.post(url('org', `${s.base}/createStand`), {
      headers: s.headers,
      data: { water_id: waterId, number: '4', x: 50, y: 50 },
    });
    const booking = await request.post(url('org', `${s.base}/createBooking`), {
      headers: s.headers,
      data: {
        guest_name: 'Pescar Fărăsemnal',
        guest_phone: '0745 444 555',
        water_id: waterId,
        stand_id: ((await stand.json()) as { id: number }).id,
        plan_id: ((await plan.json()) as { id: number }).id,
        starts_at: new Date(Date.parse(`${day.iso}T04:00:00Z`)).toISOString(),
        ends_at: new Date(Date.parse(`${day.iso}T04:00:00Z`) + 86_400_000).toISOString(),
      },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    const bookingId = ((await booking.json()) as { id: number }).id;

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    // The board's read dropped: said so, with a way to read it again.
    const boardRead = /\/api\/company\/\d+\/board$/;
    await page.route(boardRead, (route) => route.abort('failed'));
    await page.goto(url('org', `/company/board?water_id=${waterId}`));
    await expect(page.getByText('Harta zilei nu a putut fi încărcată.')).toBeVisible();
    await expect(page.getByText('Apa aleasă nu are standuri.')).toHaveCount(0);
    await page.unroute(boardRead);
    await page.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(page.getByTestId('board-stand-4')).toBeVisible();

    const dateInput = page.getByLabel('Ziua', { exact: true });
    await dateInput.click();
    await dateInput.fill(day.ro);
    await dateInput.press('Enter');
    await expect(page.getByTestId('board-stand-4')).toContainText('Rezervat');
    // The booked stand's booking read dropped: not a spinner for ever, a way to read it again.
    const bookingRead = new RegExp(`/api/company/\\d+/bookings/${bookingId}$`);
    await page.route(bookingRead, (route) => route.abort('failed'));
    await page.getByTestId('marker-4').click();
    const actions = page.getByTestId('stand-actions');
    await expect(actions).toContainText('Rezervarea nu a putut fi citită.');
    await page.unroute(bookingRead);
    await actions.getByRole('button', { name: 'Reîncearcă' }).click();
    await expect(actions.getByRole('button', { name: 'Prezent', exact: true })).toBeVisible();
  });
});
