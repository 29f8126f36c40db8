/**
 * The company app shell: menu per role, form validation messages, settings saved through the API,
 * and the public app's 404. Every company route showing its real screen is walk.spec.ts's walk.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';

async function logIn(page: Page, email: string) {
  await page.goto(url('org', '/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Parolă', { exact: true }).press('Enter');
  await expect(page).toHaveURL(url('org', '/company'));
}

test('the login form shows Romanian field messages before calling the API', async ({ page }) => {
  await page.goto(url('org', '/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByText('Câmpul este obligatoriu.')).toHaveCount(2);
  await page.getByLabel('Email', { exact: true }).fill('nu-este-email');
  await expect(page.getByText('Invalid email address')).toBeVisible();
});

test('a company admin sees Users and Settings in the menu, staff does not', async ({ page }) => {
  await logIn(page, DEMO.companyAdmin);
  const menu = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(menu.getByRole('menuitem', { name: 'Utilizatori' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Setări' })).toBeVisible();

  await page.getByRole('button', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(url('org', '/login'));

  await logIn(page, DEMO.staff);
  await expect(menu.getByRole('menuitem', { name: 'Clienți' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Setări' })).toHaveCount(0);
});

test("the menu and the buttons are read in Romanian, without their icons' English names", async ({ page }) => {
  await logIn(page, DEMO.companyAdmin);
  const menu = page.getByRole('navigation', { name: 'Meniu principal' });
  await expect(menu.getByRole('menuitem', { name: 'Clienți', exact: true })).toBeVisible();
  // antd names each icon ("team", "logout"); a screen reader read "team Clienți" until the icons were hidden.
  const names = [...(await menu.ariaSnapshot()).matchAll(/- menuitem "([^"]+)"/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(10);
  for (const name of names) expect(name).toMatch(/^[A-ZĂÂÎȘȚ]/);
  await expect(page.getByRole('button', { name: 'Deconectare', exact: true })).toBeVisible();
  await page.goto(url('org', '/company/clients'));
  await expect(page.getByRole('button', { name: 'Adaugă client', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV', exact: true })).toBeVisible();
  // The pagination's arrows (antd names them "left" and "right").
  await expect(page.getByRole('button', { name: 'Pagina anterioară', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagina următoare', exact: true })).toBeVisible();
});

/**
 * The names on a screen that are antd's or recharts' own, in English: an icon named after itself
 * ("down", "close-circle", "eye-invisible"), the page size's selector ("Page Size"), a chart's
 * "… legend icon", a number field's step arrows ("Increase Value", "Decrease Value"). An icon inside a
 * control named otherwise is not read (the pagination's arrows).
 */
const englishNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((e) => !e.closest('[aria-hidden="true"]'))
      .filter((e) => !(e.getAttribute('role') === 'img' && e.parentElement?.closest('[aria-label]')))
      .map((e) => e.getAttribute('aria-label') ?? '')
      .filter((name) => /^[a-z]+(-[a-z]+)*$|^Page Size$|legend icon$|^(Increase|Decrease) Value$/.test(name)),
  );

test("antd's own icons and controls are named in Romanian or hidden, on the screens that draw them", async ({
  page,
}) => {
  await logIn(page, DEMO.companyAdmin);
  // The dashboard: its selects, the quick sale's search, the charts' legends, the menu's fold arrow.
  await expect(page.locator('.recharts-legend-wrapper')).toHaveCount(2);
  await expect(page.locator('.recharts-legend-wrapper').getByText('Profit', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Restrânge meniul' })).toBeVisible();
  expect(await englishNames(page)).toEqual([]);

  await page.goto(url('org', '/company/clients'));
  await expect(page.getByRole('combobox', { name: 'Rânduri pe pagină' })).toBeVisible();
  await page.getByLabel('Caută clienți').fill('Pop');
  await expect(page.getByRole('img', { name: 'Golește' })).toBeVisible();
  expect(await englishNames(page)).toEqual([]);

  await page.goto(url('org', '/company/expenses/new'));
  await expect(page.getByRole('button', { name: 'Salvează' })).toBeVisible();
  // The amount's step arrows.
  await expect(page.getByRole('button', { name: 'Mărește', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Micșorează', exact: true })).toHaveCount(1);
  expect(await englishNames(page)).toEqual([]);

  await page.goto(url('org', '/company/profile'));
  await expect(page.getByRole('img', { name: 'Arată parola' }).first()).toBeVisible();
  expect(await englishNames(page)).toEqual([]);

  await page.goto(url('org', '/company/fiscal'));
  await expect(page.getByText('Firma emite chitanțe, nu bonuri fiscale.')).toBeVisible();
  expect(await englishNames(page)).toEqual([]);
});

/**
 * The class names of the animation's steps antd's motion gives what it shows
 * (`ant-slide-up-appear-active`, `ant-zoom-leave-start`…) while `open()` runs, read as the page's
 * elements change. A popup's `-prepare` step is not one: it places the popup before it is shown.
 */
async function motionClassesWhile(page: Page, open: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const note = (el: Element) =>
      el.classList.forEach((c) => /^ant-.+-(appear|enter|leave)-(start|active)$/.test(c) && seen.add(c));
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.target instanceof Element) note(change.target);
        change.addedNodes.forEach((n) => {
          if (n instanceof Element) [n, ...n.querySelectorAll('*')].forEach(note);
        });
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    (window as unknown as { motionSeen: () => string[] }).motionSeen = () => {
      observer.disconnect();
      return [...seen];
    };
  });
  await open();
  return page.evaluate(() => (window as unknown as { motionSeen: () => string[] }).motionSeen());
}

test('with the system set to reduce motion, dropdowns open without their animation', async ({ page }) => {
  await logIn(page, DEMO.companyAdmin);
  await page.goto(url('org', '/company/clients'));
  const pageSize = page.getByRole('combobox', { name: 'Rânduri pe pagină' });
  const openPageSizes = async () => {
    await pageSize.click();
    await expect(page.getByRole('option', { name: '50 / pagină' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: '50 / pagină' })).toBeHidden();
  };
  // By default the list of page sizes slides open.
  expect(await motionClassesWhile(page, openPageSizes)).not.toEqual([]);
  // Set to reduce motion (Android's "Remove animations"), the same list just appears once the app
  // is opened again (a change while it is open waits for that: shared/components/AntdFrame.tsx).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect(await motionClassesWhile(page, openPageSizes)).toEqual([]);
});

test('the company admin saves the company settings', async ({ page }) => {
  await logIn(page, DEMO.companyAdmin);
  await page.goto(url('org', '/company/settings'));
  await expect(page.getByLabel('Denumire firmă', { exact: true })).toHaveValue('Balta Demo');
  const city = page.getByLabel('Localitate', { exact: true });
  await city.fill('Snagov');
  await page.getByRole('button', { name: 'Salvează', exact: true }).click();
  await expect(page.getByText('Datele firmei au fost salvate.')).toBeVisible();
  // The notice's close button is named in Romanian, and closes it.
  await page.getByRole('button', { name: 'Închide notificarea', exact: true }).click();
  await expect(page.getByText('Datele firmei au fost salvate.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Localitate', { exact: true })).toHaveValue('Snagov');
});

test('an unknown public slug shows the Romanian 404', async ({ page }) => {
  await page.goto(url('balta-care-nu-exista', '/'));
  await expect(page.getByRole('heading', { name: 'Balta nu a fost găsită' })).toBeVisible();
});
