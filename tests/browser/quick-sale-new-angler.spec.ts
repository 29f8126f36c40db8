/**
 * Quick sale for an angler the lake has not seen: "Pescar nou" straight from a search that found
 * nobody, the form filled in with what was typed, and back to the sale with the angler chosen.
 * Taps counted (typing is not a tap): "Pescar nou", "Salvează", "Numerar". Also: the last digits
 * of a phone find its angler.
 */
import { expect, test } from '@playwright/test';
import { apiLogin, ensureClient } from './support/api';
import { DEMO, url } from './support/hosts';
import { signIn } from './support/session';

test('a new angler is sold a pass from a search that found nobody, in at most 5 taps', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signIn(page, DEMO.otherCompanyAdmin);
  const box = page.getByTestId('quick-sale');
  // A name no one has: unique per run, so the search finds nobody.
  const last = `Nou${Date.now().toString(36)}`;
  await box.getByLabel('Caută pescarul', { exact: true }).fill(`${last} Vasile`);
  await expect(box.getByText('Niciun pescar găsit.')).toBeVisible();

  let taps = 0;
  taps++;
  await box.getByRole('button', { name: 'Pescar nou' }).click();
  await expect(page).toHaveURL(/\/company\/clients\/new\?/);
  await expect(page.getByLabel('Nume', { exact: true })).toHaveValue(last);
  await expect(page.getByLabel('Prenume', { exact: true })).toHaveValue('Vasile');
  taps++;
  await page.getByRole('button', { name: /Salvează/ }).click();

  await expect(page).toHaveURL(url('org', '/company'));
  await expect(page.getByTestId('quick-sale-client')).toContainText(`${last} Vasile`);
  const tile = page.getByTestId('quick-sale-tile').first();
  taps++;
  await tile.getByRole('button', { name: /^Numerar/ }).click();
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print/);
  await expect(page.getByTestId('print-sheet')).toContainText(`${last} Vasile`);
  expect(taps).toBeLessThanOrEqual(5);
});

test('a phone typed in the search that found nobody goes to the new angler’s phone', async ({ page }) => {
  await signIn(page, DEMO.otherCompanyAdmin);
  const box = page.getByTestId('quick-sale');
  await box.getByLabel('Caută pescarul', { exact: true }).fill('0799 876 5');
  await box.getByRole('button', { name: 'Pescar nou' }).click();
  await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue('0799 876 5');
});

test('the last digits of a phone find its angler in the quick sale', async ({ page, request }) => {
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  await ensureClient(request, s, { first_name: 'Ștefan', last_name: 'Mureșan', phone: '0744 111 222' });
  await signIn(page, DEMO.otherCompanyAdmin);
  const box = page.getByTestId('quick-sale');
  await box.getByLabel('Caută pescarul', { exact: true }).fill('11222');
  await expect(box.getByRole('button', { name: /Mureșan Ștefan/ })).toBeVisible();
});
