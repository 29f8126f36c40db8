/**
 * The public booking form: the price (the plan for each of its durations the stay takes), the
 * stand's supplement and the total before sending; a
 * field's message goes once it is right; the confirmation sums up the request; the calendar then
 * shows the stand as asked for ("cerut").
 */
import { expect, test } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';

test('a public booking shows its total before sending and its summary after', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const waterName = `Balta Prețului ${tag}`;
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: waterName },
  });
  expect(water.status()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const plan = await request.post(url('org', `${s.base}/createPlan`), {
    headers: s.headers,
    data: { name: `Zi ${tag}`, water_ids: [waterId], duration_value: 24, duration_unit: 'hours', price: 100 },
  });
  expect(plan.status()).toBe(201);
  const stand = await request.post(url('org', `${s.base}/createStand`), {
    headers: s.headers,
    data: { water_id: waterId, number: '3', supplement: 12.5, x: 30, y: 30 },
  });
  expect(stand.status()).toBe(201);

  const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' });
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const afterNext = new Date(Date.parse(`${day}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const ro = (iso: string) => iso.split('-').reverse().join('.');

  await page.goto(url('lacul-linistit'));
  // The booking form's own fields (the page may also offer a competition's registration form).
  const booking = page.getByRole('region', { name: 'Rezervă un loc' });
  await booking.getByLabel('Balta', { exact: true }).selectOption({ label: waterName });
  await booking.getByLabel('Standul', { exact: true }).selectOption({ label: '3' });
  await booking.getByLabel('Permisul', { exact: true }).selectOption({ label: `Zi ${tag}` });
  await booking.getByLabel('Sosire', { exact: true }).fill(day);
  await booking.getByLabel('Ora sosirii', { exact: true }).fill('07:00');
  await booking.getByLabel('Plecare', { exact: true }).fill(next);
  await booking.getByLabel('Ora plecării', { exact: true }).fill('07:00');

  // Before sending: the plan, the stand for one day, the total.
  const price = booking.getByLabel('Prețul rezervării');
  await expect(price).toContainText('100,00 lei');
  await expect(price).toContainText('Suplimentul standului (12,50 lei × o zi)');
  await expect(price).toContainText('Total');
  await expect(price).toContainText('112,50 lei');
  // Two days on a 24-hour plan: the plan twice, the stand two days; then back to one.
  await booking.getByLabel('Plecare', { exact: true }).fill(afterNext);
  await expect(price).toContainText('Permisul (100,00 lei × 2)200,00 lei');
  await expect(price).toContainText('Suplimentul standului (12,50 lei × 2 zile)');
  await expect(price).toContainText('225,00 lei');
  await booking.getByLabel('Plecare', { exact: true }).fill(next);
  await expect(price).toContainText('112,50 lei');

  // A message goes as soon as its field is right.
  await booking.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(booking.getByText('Scrieți un număr de telefon valid.')).toBeVisible();
  await booking.getByLabel('Telefonul', { exact: true }).fill('0745 222 333');
  await expect(booking.getByText('Scrieți un număr de telefon valid.')).toHaveCount(0);
  await expect(booking.getByText('Bifați acordul pentru a trimite cererea.')).toBeVisible();

  await booking.getByLabel('Numele', { exact: true }).fill('Ion Cererescu');
  await booking.getByLabel('E-mailul', { exact: true }).fill(`cerere.${tag}@exemplu.ro`);
  await booking.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  await expect(booking.getByText('Bifați acordul pentru a trimite cererea.')).toHaveCount(0);
  await booking.getByRole('button', { name: 'Trimite cererea' }).click();

  // The confirmation: what, when, the total, the status, the lake's phone and what comes next.
  const done = page.getByRole('status', { name: 'Cererea trimisă' });
  await expect(done).toContainText(/Cererea nr\. \d+ a fost trimisă/);
  await expect(done).toContainText(`Zi ${tag}, ${waterName}, standul 3, un pescar`);
  await expect(done).toContainText(`${ro(day)} 07:00 – ${ro(next)} 07:00`);
  await expect(done).toContainText('112,50 lei');
  await expect(done).toContainText('în așteptare');
  await expect(done.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
  await expect(done).toContainText('Ce urmează');

  // The calendar: the stand is asked for on that day.
  const calendar = page.getByRole('region', { name: 'Disponibilitate pe standuri' });
  await expect(calendar.getByTitle(`Standul 3, ${ro(day)}: cerut`)).toBeVisible();
});
