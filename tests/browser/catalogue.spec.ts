/**
 * The company catalogue: waters, plans, discounts, document series; list search,
 * edit, delete behind a confirmation; staff kept out of the admin screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, url } from './support/hosts';
import { searchList } from './support/lists';
import { signIn } from './support/session';
import { pick } from './support/forms';
import { clickSettled } from './support/popups';

const FORBIDDEN_ROLE = 'Nu esti autorizat sa accesezi aceasta pagina';

/** Types into an antd Select with search as on a phone keyboard and takes the first option with Enter. */
async function typeAndEnter(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

const formItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('catalogue as the company admin', () => {
  // The plan is made on the water of the first test.
  test.describe.configure({ mode: 'serial' });
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const waterName = `Lac Test ${suffix}`;
  const planName = `Plan Test ${suffix}`;
  const discountName = `Reducere Test ${suffix}`;

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.companyAdmin);
  });

  test('creates a water with two fish species and finds it with the list search', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Ape' }).click();
    await expect(page).toHaveURL(url('org', '/company/waters'));
    await page.getByRole('button', { name: 'Adaugă apă' }).first().click();
    await expect(page).toHaveURL(url('org', '/company/waters/new'));

    await expect(page.getByLabel('Denumire', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Câmpul este obligatoriu.')).toBeVisible();

    await page.getByLabel('Denumire', { exact: true }).fill(waterName);
    await page.getByLabel('Localitate', { exact: true }).fill('Gilău');
    // Without diacritics, and the option that starts with what was typed first: Mureș, not Maramureș.
    await typeAndEnter(page, 'Județ', 'mures');
    await expect(formItem(page, 'Județ')).toContainText('Mureș');
    await expect(formItem(page, 'Județ')).not.toContainText('Maramureș');
    await pick(page, 'Specii de pește', 'crap');
    await typeAndEnter(page, 'Specii de pește', 'stiuca');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvează' }).click();

    await expect(page.getByText('Apa a fost salvată.')).toBeVisible();
    await expect(page).toHaveURL(url('org', '/company/waters'));
    await expect(row(page, waterName)).toContainText('crap, știucă');

    await page.getByLabel('Caută ape').fill(suffix);
    await expect(page.getByRole('row').filter({ hasText: 'Lacul Mare' })).toHaveCount(0);
    await expect(row(page, waterName)).toHaveCount(1);
    await page.getByLabel('Caută ape').fill(`nimic-${suffix}`);
    await expect(page.getByText('Nicio apă nu corespunde filtrului.')).toBeVisible();
  });

  test('creates a plan valid on the new water and shows its duration in Romanian', async ({ page }) => {
    await page.goto(url('org', '/company/plans/new'));
    await page.getByLabel('Denumire', { exact: true }).fill(planName);
    await pick(page, 'Ape', waterName);
    await page.keyboard.press('Escape');
    await page.getByLabel('Durată', { exact: true }).fill('24');
    await page.getByLabel('Unitate', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Ore' }).click();
    await page.getByLabel('Preț (lei)', { exact: true }).fill('45');
    await page.getByLabel('Reținere (kg)', { exact: true }).fill('0');
    await page.getByLabel('Preț kg peste reținere', { exact: true }).fill('12,5');
    await page.getByLabel('Preț (lei)', { exact: true }).press('Enter');

    await expect(page.getByText('Planul a fost salvat.')).toBeVisible();
    await expect(page).toHaveURL(url('org', '/company/plans'));
    const plan = row(page, planName);
    await expect(plan).toContainText('24 de ore');
    await expect(plan).toContainText('45,00 lei');
    await expect(plan).toContainText('Catch & release');
    await expect(plan).toContainText(waterName);
    // The surplus price per kg, in its own column.
    const surplus = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.findIndex((c) => c.textContent?.trim() === 'Surplus'));
    expect(surplus, 'a "Surplus" column').toBeGreaterThanOrEqual(0);
    await expect(plan.getByRole('cell').nth(surplus)).toHaveText('12,50 lei/kg');
  });

  test('creates, edits and deletes a discount', async ({ page }) => {
    await page.goto(url('org', '/company/discounts/new'));
    await page.getByLabel('Denumire', { exact: true }).fill(discountName);
    await page.getByLabel('Valoare (%)', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Procentul este cel mult 100.')).toBeVisible();
    await page.getByLabel('Valoare (%)', { exact: true }).fill('15');
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(url('org', '/company/discounts'));
    await expect(row(page, discountName)).toContainText('15%');

    await row(page, discountName).getByRole('link', { name: 'Editează' }).click();
    await expect(page).toHaveURL(/\/company\/discounts\/\d+\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Denumire', exact: true })).toHaveValue(discountName);
    await page.getByLabel('Valoare (%)', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page).toHaveURL(url('org', '/company/discounts'));
    await expect(row(page, discountName)).toContainText('20%');

    await row(page, discountName).getByRole('button', { name: 'Șterge' }).click();
    await expect(page.getByText(`Ștergi reducerea „${discountName}”?`)).toBeVisible();
    await clickSettled(page.getByRole('button', { name: 'Da, șterge' }));
    await expect(row(page, discountName)).toHaveCount(0);
  });

  test('adds a receipt document series, uppercased as typed', async ({ page }) => {
    const series = `R${Date.now().toString().slice(-6)}`;
    await page.getByRole('menuitem', { name: 'Setări' }).click();
    await expect(page.getByText('Serii de documente')).toBeVisible();
    await page.getByRole('button', { name: 'Adaugă serie' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Chitanțe', { exact: true }).click();
    await dialog.getByLabel('Serie', { exact: true }).fill(series.toLowerCase());
    await expect(dialog.getByLabel('Serie', { exact: true })).toHaveValue(series);
    await dialog.getByLabel('Numărul următor', { exact: true }).fill('100');
    await dialog.getByRole('button', { name: 'Salvează' }).click();

    await expect(page.getByText('Seria a fost salvată.')).toBeVisible();
    const created = row(page, series);
    await expect(created).toContainText('Chitanțe');
    await expect(created).toContainText('100');
  });
});

/** The company admin records a Furaje expense of `amount` (as typed) from a new supplier: the supplier. */
async function recordExpense(page: Page, amount: string): Promise<string> {
  const supplier = `Furnizor ${Date.now().toString(36)}`;
  await signIn(page, DEMO.companyAdmin, { path: '/company/expenses/new' });
  await pick(page, 'Categorie', 'Furaje');
  await page.getByLabel('Sumă (lei)', { exact: true }).fill(amount);
  await page.getByLabel('Furnizor', { exact: true }).fill(supplier);
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page).toHaveURL(url('org', '/company/expenses'));
  return supplier;
}

test('the company admin records an expense and sees the filtered total; the users list opens', async ({ page }) => {
  const supplier = await recordExpense(page, '1234,5');
  await expect(row(page, supplier)).toContainText('1.234,50 lei');

  // The filtered page and its total, not the page before the search (its total may read the same).
  await searchList(page, 'Caută cheltuieli', supplier);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Total cheltuieli (filtrul curent)')).toBeVisible();
  await expect(page.locator('.ant-statistic-content')).toContainText('1.234,50 lei');

  await page.getByRole('menuitem', { name: 'Utilizatori' }).click();
  await expect(row(page, DEMO.staff)).toContainText('Angajat');
});

test('a sum typed as the app writes it, "1.234,56", is read as 1.234,56 lei', async ({ page }) => {
  const supplier = await recordExpense(page, '1.234,56');
  await expect(row(page, supplier)).toContainText('1.234,56 lei');
});

test('staff has no Users or Settings in the menu and is refused at /company/users', async ({ page }) => {
  await signIn(page, DEMO.staff);
  const menu = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(menu.getByRole('menuitem', { name: 'Ape' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Utilizatori' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Setări' })).toHaveCount(0);

  await page.goto(url('org', '/company/users'));
  await expect(page.getByText(FORBIDDEN_ROLE)).toBeVisible();
  await expect(page).toHaveURL(url('org', '/login'));
});

test('a number out of range stays as typed and is refused, in the settings and in a plan', async ({ page }) => {
  await signIn(page, DEMO.companyAdmin);
  await page.goto(url('org', '/company/settings'));
  const privacy = page.locator('.ant-card').filter({ hasText: 'Date personale (GDPR)' });
  const years = privacy.getByLabel('Clienții fără activitate se anonimizează după (ani)', { exact: true });
  const months = privacy.getByLabel('Documentele se șterg după (luni)', { exact: true });
  await years.fill('99999');
  await months.fill('-5');
  await months.blur();
  await privacy.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(privacy.getByText('Valoarea maximă este 50.')).toBeVisible();
  await expect(privacy.getByText('Valoarea minimă este 0.')).toBeVisible();
  await expect(years).toHaveValue('99999');
  await expect(months).toHaveValue('-5');
  await expect(page.getByText('Setările au fost salvate.')).toHaveCount(0);

  await page.goto(url('org', '/company/plans/new'));
  const rods = page.getByLabel('Lansete', { exact: true });
  await rods.fill('11');
  await rods.blur();
  await expect(rods).toHaveValue('11');
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(formItem(page, 'Lansete')).toContainText(/între 1 și 10|maximă este 10/);
});
