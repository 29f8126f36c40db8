/**
 * Privacy on screen: the client's consent, a document upload it allows, the export download, the
 * anonymization (typed name), and the audit screen showing all four.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiLogin } from './support/api';
import { DEMO, url } from './support/hosts';
import { signIn } from './support/session';

/** A real 1×1 PNG (the server checks the magic bytes, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('consent, upload, export, anonymize, and the audit trail showing all four', async ({ page, request }) => {
  // Lacul Liniștit's admin: Balta Demo stays as the documentation shows it.
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const lastName = `Gdpr${Date.now().toString(36)}`;
  const created = await request.post(url('org', `${s.base}/createClient`), {
    headers: s.headers,
    data: { first_name: 'Ștefana', last_name: lastName, phone: '0722333444', car_plate: 'SB10ANA' },
  });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/clients/${clientId}` });
  await expect(page.getByRole('heading', { name: `${lastName} Ștefana` })).toBeVisible();

  // No consent yet: the upload is locked and says why.
  await expect(page.getByText('Clientul nu și-a dat acordul')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Încarcă documente' })).toBeDisabled();

  // The consent, with the default text, saved from the modal.
  await page.getByRole('button', { name: 'Înregistrează acordul' }).click();
  const consentText = page.getByLabel('Textul acordului');
  await expect(consentText).toHaveValue(/Sunt de acord ca Lacul Liniștit/);
  await page.getByRole('button', { name: 'Salvează acordul' }).click();
  await expect(page.getByText('Acordul clientului a fost înregistrat.')).toBeVisible();
  await expect(page.getByTestId('client-consent')).toContainText('Acord dat la');

  // The consent form prints in one click (the print dialog is stubbed: headless Chromium has none).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Tipărește formularul de acord' }).click();
  await expect(page.getByTestId('print-sheet')).toContainText('Acord privind prelucrarea datelor cu caracter personal');
  await expect(page.getByTestId('print-sheet')).toContainText(`${lastName} Ștefana`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.getByRole('button', { name: 'Fișa clientului' }).click();

  // Now the document goes up.
  await page.locator('input[type=file]').setInputFiles({ name: 'buletin.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('upload-progress')).toContainText('100%');
  const documents = page.getByRole('table', { name: 'Documentele clientului' });
  await expect(documents.getByRole('row').filter({ hasText: 'buletin.png' })).toBeVisible();

  // Export: a JSON file with the client, the document and the audit entries.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportă datele (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^date-client-${clientId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    client: { last_name: string; phone: string };
    documents: { name: string }[];
    audit: { action: string }[];
  };
  expect(exported.client).toMatchObject({ last_name: lastName, phone: '0722333444' });
  expect(exported.documents.map((d) => d.name)).toEqual(['buletin.png']);
  expect(exported.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'export']));

  // Anonymize: the button stays off until the client's name is typed.
  await page.getByRole('button', { name: 'Anonimizează' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizează clientul' });
  const confirm = dialog.getByRole('button', { name: 'Anonimizează definitiv' });
  await dialog.getByLabel('Motivul').fill('Cererea clientei din 23.11.2026');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Scrieți numele clientului/).fill('Alt Nume');
  await expect(confirm).toBeDisabled();
  // Typed on a keyboard without ș, or with the cedilla ş of older layouts: the same name.
  await dialog.getByLabel(/Scrieți numele clientului/).fill(`${lastName.toLowerCase()} Stefana`);
  await expect(confirm).toBeEnabled();
  await dialog.getByLabel(/Scrieți numele clientului/).fill(`${lastName} Ştefana`);
  await confirm.click();
  await expect(page.getByText('Datele personale ale clientului au fost anonimizate.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${lastName[0]}. Ș.` })).toBeVisible();
  await expect(page.getByText(/Datele personale au fost anonimizate la \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: 'buletin.png' })).toHaveCount(0);
  // An erased client is not edited again, is sold no pass and stores no document (the API refuses them too).
  await expect(page.getByRole('button', { name: 'Editează' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Emite permis' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Încarcă documente' })).toBeDisabled();
  await expect(page.getByText('nu i se mai păstrează documente')).toBeVisible();

  // The audit screen: consent (an update), the upload, the export and the anonymization.
  await page.getByRole('menuitem', { name: 'Jurnal audit' }).click();
  await expect(page).toHaveURL(url('org', '/company/audit'));
  await expect(page.getByRole('heading', { name: 'Jurnal de audit' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Anonimizare' }).filter({ hasText: `Client #${clientId}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Export date' }).filter({ hasText: `Client #${clientId}` })).toHaveCount(1);
  // The consent given, then taken with the rest of the person by the anonymization.
  const consentRows = rows.filter({ hasText: 'Modificare' }).filter({ hasText: `Client #${clientId}` });
  await expect(consentRows.filter({ hasText: 'Text consimțământ: — → ***' })).toHaveCount(1);
  await expect(consentRows.filter({ hasText: 'Text consimțământ: *** → —' })).toHaveCount(1);
  await expect(
    rows
      .filter({ hasText: 'Creare' })
      .filter({ hasText: 'Document client' })
      .filter({ hasText: `Client: — → #${clientId};` }),
  ).toHaveCount(1);
  // Personal data never shows in the trail.
  await expect(page.getByText('0722333444')).toHaveCount(0);

  // The CSV of the current filter (anonymizations only).
  await page.getByRole('combobox', { name: 'Acțiune' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Anonimizare' }).click();
  await expect(page).toHaveURL(/action=anonymize/);
  // The address changes first and the list follows (React Router renders navigations as a
  // transition): export what the screen shows once it shows the filter.
  await expect(rows.filter({ hasText: 'Export date' })).toHaveCount(0);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text.startsWith('\uFEFFData;Utilizator;Rol;Acțiune;Entitate;ID;Modificări;IP;ID cerere')).toBe(true);
  expect(text).toContain('Anonimizare;Client;' + clientId);
  expect(text).not.toContain('Export date');
});
