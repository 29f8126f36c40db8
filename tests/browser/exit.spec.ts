/**
 * The exit in the company app: the "Ieșire" screen (catches with species tiles, the running kept
 * kilos against the allowance, checkout, the surplus chitanță) and the staff "Verificare" screen
 * (an address typed in where there is no camera). Lacul Liniștit's data: Balta Demo stays as the docs show it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, ensureClient, ensurePlan } from './support/api';
import { DEMO, url } from './support/hosts';
import { signIn } from './support/session';
import { holdRequests, loseFirstAnswer } from './support/signal';
import { clickSettled } from './support/popups';

const ADMIN = DEMO.otherCompanyAdmin;

/** A pass (paid by card) on a plan with a 2 kg allowance and 15 lei per kilo above it, for the exit. */
async function issueSurplusPass(request: APIRequestContext) {
  const s = await apiLogin(request, ADMIN);
  const { planId, waterId } = await ensurePlan(request, s, 'Zi cu surplus', { retention_kg: 2, extra_kg_price: 15 });
  const clientId = await ensureClient(request, s, { first_name: 'Mihai', last_name: 'Ieșirescu' });
  const issued = await request.post(url('org', `${s.base}/clients/${clientId}/createPass`), {
    headers: s.headers,
    data: { plan_id: planId, water_id: waterId, payment_method: 'card' },
  });
  expect(issued.status()).toBe(201);
  return { s, pass: (await issued.json()) as { id: number; verify_url: string; token: string } };
}

test('Ieșire: catches, kept kilos against the allowance, checkout once, the surplus chitanță; Verificare', async ({
  page,
  request,
}) => {
  const { s, pass } = await issueSurplusPass(request);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, { path: `/company/passes/${pass.id}/print` });
  await page.getByRole('button', { name: 'Ieșire', exact: true }).click();
  await expect(page).toHaveURL(url('org', `/company/passes/${pass.id}/exit`));
  await expect(page.getByText('Nicio captură înregistrată.')).toBeVisible();

  const add = page.getByRole('button', { name: 'Adaugă', exact: true });

  // The phone's number pad opens for the weight, with its decimal separator.
  await expect(page.getByLabel('Greutate (kg)')).toHaveAttribute('inputmode', 'decimal');

  // The app's own message for a missing weight.
  await page.getByRole('button', { name: 'crap', exact: true }).click();
  await expect(page.getByRole('button', { name: 'crap', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await add.click();
  await expect(page.getByText('Introduceți o greutate între 0 și 10000 kg, cu cel mult trei zecimale.')).toBeVisible();
  // A negative weight or no pieces are refused as typed, never saved as 0 kg or 1 piece.
  await page.getByLabel('Greutate (kg)').fill('-3');
  await page.getByLabel('Bucăți').fill('0');
  await add.click();
  await expect(page.getByText('Introduceți o greutate între 0 și 10000 kg, cu cel mult trei zecimale.')).toBeVisible();
  await expect(page.getByText('Numărul trebuie să fie între 1 și 1000.')).toBeVisible();
  await expect(page.getByLabel('Greutate (kg)')).toHaveValue('-3,0');
  await expect(page.getByRole('list', { name: 'Capturi' }).getByRole('listitem')).toHaveCount(0);
  await page.getByLabel('Bucăți').fill('1');

  // While the catch is saved the button is busy, its spinner named in Romanian; after, it is
  // „Adaugă” again, with no spinner left inside (frontend/src/shared/components/AntdFrame.tsx).
  const save = await holdRequests(page, /\/createCatch$/);
  await page.getByLabel('Greutate (kg)').fill('3,5');
  await add.click();
  await expect(page.getByRole('button', { name: 'în curs Adaugă', exact: true })).toBeVisible();
  save.release();
  await expect(add).toBeVisible();
  await expect(add.locator('.anticon-loading')).toHaveCount(0);
  const totals = page.getByTestId('exit-totals');
  await expect(totals).toContainText('Reținut: 3,5 kg din 2 kg');
  await expect(page.getByTestId('exit-surplus')).toContainText('1,5 kg × 15,00 lei/kg = 22,50 lei');

  // The tiles are the water's own species (Lacul Liniștit: crap, caras, lin).
  await page.getByRole('button', { name: 'lin', exact: true }).click();
  await page.getByLabel('Greutate (kg)').fill('8');
  await page.getByRole('switch', { name: 'Reținut' }).click();
  await add.click();
  await expect(totals).toContainText('Eliberat: 8 kg');
  await expect(page.getByRole('list', { name: 'Capturi' }).getByRole('listitem')).toHaveCount(2);
  // A 390 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Înregistrează ieșirea' }).click();
  await expect(page.getByText('Se emite chitanța surplusului: 22,50 lei.', { exact: false })).toBeVisible();
  await clickSettled(page.getByRole('button', { name: 'Da, înregistrează' }));
  await expect(page.getByText(/Ieșire înregistrată la \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Înregistrează ieșirea' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tipărește chitanța' }).click();
  await expect(page).toHaveURL(/\/company\/receipts\/\d+\/print$/);
  await expect(page.getByText('Surplus captură reținută: 1,5 kg × 15,00 lei')).toBeVisible();

  // The surplus's chitanță cancelled afterwards: the exit says so instead of looking paid.
  const receiptId = Number(/receipts\/(\d+)\/print/.exec(page.url())![1]);
  const cancelled = await request.post(url('org', `${s.base}/receipts/${receiptId}/delete`), {
    headers: s.headers,
    data: { reason: 'Greșit' },
  });
  expect(cancelled.status()).toBe(200);
  await page.goBack();
  const receipt = (await cancelled.json()) as { series: string; number: number };
  await expect(
    page.getByText(
      `Chitanța surplusului, ${receipt.series} ${receipt.number}, este anulată: surplusul nu mai este încasat.`,
    ),
  ).toBeVisible();

  // Verificare, with the pass's address pasted in; then the same with one byte of the token changed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('menuitem', { name: 'Verificare' }).click();
  await expect(page).toHaveURL(url('org', '/company/verify'));
  const field = page.getByLabel('Adresa sau codul permisului');
  await field.fill(pass.verify_url);
  await page.getByRole('button', { name: 'Verifică', exact: true }).click();
  // After the exit the pass admits no one: it says when the angler left.
  await expect(page.getByTestId('scan-status')).toHaveText(/^IEȘIT la \d{2}:\d{2}$/);
  await expect(page.getByTestId('scan-synced')).toContainText('sincronizate la');
  const [h, p, sig] = pass.token.split('.');
  const claims = Buffer.from(p, 'base64url');
  claims[claims.length - 3] ^= 0x01;
  await field.fill(`${pass.verify_url.split('#')[0]}#${h}.${claims.toString('base64url')}.${sig}`);
  await page.getByRole('button', { name: 'Verifică', exact: true }).click();
  await expect(page.getByText('Permis falsificat sau necunoscut')).toBeVisible();
});

test.describe('a catch whose answer is lost', () => {
  // page.route() sees the API calls only with the service worker out of the way.
  test.use({ serviceWorkers: 'block' });

  test('tapped again, it is recorded once, and the list shows it', async ({ page, request }) => {
    const { s, pass } = await issueSurplusPass(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN, { path: `/company/passes/${pass.id}/exit` });
    await expect(page.getByText('Nicio captură înregistrată.')).toBeVisible();
    const signal = await loseFirstAnswer(page, /\/createCatch$/);
    await page.getByRole('button', { name: 'crap', exact: true }).click();
    await page.getByLabel('Greutate (kg)').fill('1,5');
    const add = page.getByRole('button', { name: 'Adaugă', exact: true });
    await add.click();
    await expect.poll(signal.lost).toBe(1);
    // The catch arrived all the same: the list read again shows it.
    const list = page.getByRole('list', { name: 'Capturi' }).getByRole('listitem');
    await expect(list).toHaveCount(1);
    // Staff tap again, as they would: the first catch answers, no second fish.
    await add.click();
    await expect(page.getByText('Captura a fost adăugată.')).toBeVisible();
    await expect(list).toHaveCount(1);
    const stored = await request.post(url('org', `${s.base}/passes/${pass.id}/catches`), {
      headers: s.headers,
      data: {},
    });
    expect(((await stored.json()) as { total: number }).total).toBe(1);
    await expect(page.getByTestId('exit-totals')).toContainText('Reținut: 1,5 kg din 2 kg');
  });
});

test('Verificare: the keys kept as the screen opens; with no signal, a pass whose key is not kept here is not called forged', async ({
  page,
  context,
  request,
}) => {
  const { pass } = await issueSurplusPass(request);
  await page.setViewportSize({ width: 390, height: 844 });
  // The keys' answer lost: nothing is kept on this phone yet.
  await page.route('**/jwks.json', (route) => route.abort());
  await signIn(page, ADMIN, { path: '/company/verify' });
  await expect(page.getByTestId('scan-synced')).toHaveText(
    'Cheile bălții nu au fost încă sincronizate pe acest dispozitiv.',
  );
  await context.setOffline(true);
  await page.getByLabel('Adresa sau codul permisului').fill(pass.verify_url);
  const verify = page.getByRole('button', { name: 'Verifică', exact: true });
  await verify.click();
  await expect(
    page.getByText(
      'Fără semnal, permisul nu poate fi verificat: cheia cu care a fost semnat nu este încă pe acest dispozitiv. Verificați din nou când revine semnalul.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Permis falsificat sau necunoscut')).toHaveCount(0);

  // The signal returns: the screen keeps the keys by itself, before any check...
  await page.unroute('**/jwks.json');
  await context.setOffline(false);
  await expect(page.getByTestId('scan-synced')).toContainText('sincronizate la');
  // ...and with none again, the same pass is checked on the phone.
  await context.setOffline(true);
  await verify.click();
  await expect(page.getByTestId('scan-status')).toHaveText('VALID');
  await expect(page.getByText('Verificat fără semnal, cu semnătura firmei.', { exact: false })).toBeVisible();
  // What it cannot know: a cancellation since the keys and the list were kept.
  await expect(page.getByText(/Anulările de după \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} nu se văd aici\./)).toBeVisible();
});

test('Ieșire: a surplus paid by card gets no chitanță, the screen says how it was paid', async ({ page, request }) => {
  const { s, pass } = await issueSurplusPass(request);
  const fishes = (await (await request.get(url('org', '/api/user'), { headers: s.headers })).json()) as {
    fishes: { id: number; name: string }[];
  };
  const crap = fishes.fishes.find((f) => f.name === 'crap')!;
  const caught = await request.post(url('org', `${s.base}/passes/${pass.id}/createCatch`), {
    headers: s.headers,
    data: { fish_id: crap.id, count: 1, weight_kg: '4', kept: true },
  });
  expect(caught.status()).toBe(201);

  await signIn(page, ADMIN, { path: `/company/passes/${pass.id}/exit` });
  await expect(page.getByTestId('exit-surplus')).toContainText('2 kg × 15,00 lei/kg = 30,00 lei');
  await page.getByRole('combobox', { name: 'Plata surplusului' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Card' }).click();
  await page.getByRole('button', { name: 'Înregistrează ieșirea' }).click();
  await expect(page.getByText('Plătit cu cardul: 30,00 lei, fără chitanță.', { exact: false })).toBeVisible();
  await clickSettled(page.getByRole('button', { name: 'Da, înregistrează' }));
  await expect(page.getByText('Ieșire înregistrată. Plătit cu cardul: 30,00 lei.')).toBeVisible();
  await expect(page.getByText('Plătit cu cardul: 30,00 lei (surplusul, fără chitanță).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tipărește chitanța' })).toHaveCount(0);
});
