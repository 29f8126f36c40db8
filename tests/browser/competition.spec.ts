/**
 * A competition from the organiser's screen to the public live page (frontend/src/features/competitions):
 * two teams registered, the draw with its seed, the start; a judge's phone with no signal keeps
 * three fish and says they wait, and sends them when the signal returns (each once: the ids are made
 * on the phone); the public page shows the new ranking within 5 s without reloading, and never a
 * phone; the results print on A4. Data in Lacul Liniștit (Balta Demo stays as the docs show it).
 *
 * With UPDATE_DOCS=1 it also writes the screenshots of the guide "Organizarea unui concurs"
 * (frontend/src/assets/docs/competition-*.jpg, as tests/browser/screenshots.spec.ts does).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, type ApiSession } from './support/api';
import { DEMO, DEMO_PASSWORD, url } from './support/hosts';
import { REPO_ROOT } from './support/runtime';
import { signIn } from './support/session';
import { clickSettled } from './support/popups';

const DOCS = join(REPO_ROOT, 'frontend', 'src', 'assets', 'docs');
const shot = (name: string) =>
  process.env.UPDATE_DOCS === '1' ? join(DOCS, `${name}.jpg`) : test.info().outputPath(`${name}.jpg`);

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // Without the toasts of the last action.
  await page.screenshot({
    path: shot(name),
    type: 'jpeg',
    quality: 70,
    animations: 'disabled',
    style: '.Toastify { display: none !important; }',
  });
}

/** A POST to one of the competition's routes (`openRegistration`, `createTeam`…), as its company's admin: its answer. */
function competitionCall(request: Parameters<typeof apiLogin>[0], s: ApiSession, id: number) {
  return async (path: string, data: unknown) => {
    const res = await request.post(url('org', `${s.base}/competitions/${id}/${path.replace(/^\//, '')}`), {
      headers: s.headers,
      data,
    });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return res.json() as Promise<{ id: number; fish_id?: number }>;
  };
}

/**
 * A prepared competition (prepare()) of the other company, with its admin's session and a POST to its
 * routes; its names carry `prefix` and a fresh tag.
 */
async function preparedCompetition(request: Parameters<typeof apiLogin>[0], prefix: string) {
  const tag = Date.now().toString(36);
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const { id } = await prepare(request, s, `${prefix}${tag}`);
  return { tag, s, id, post: competitionCall(request, s, id) };
}

/**
 * A water with four stands (two sectors of two) and a draft competition on it, running from an hour ago
 * for 7 hours, in one round unless `rounds` are given.
 */
async function prepare(
  request: Parameters<typeof apiLogin>[0],
  s: ApiSession,
  tag: string,
  rounds?: { starts_at: string; ends_at: string }[],
) {
  const me = (await (await request.get(url('org', '/api/user'), { headers: s.headers })).json()) as {
    fishes: { id: number; name: string }[];
  };
  const crap = me.fishes.find((f) => f.name.toLowerCase() === 'crap') ?? me.fishes[0];
  const water = await request.post(url('org', `${s.base}/createWater`), {
    headers: s.headers,
    data: { name: `Balta Concursului ${tag}`, fish_ids: [crap.id] },
  });
  expect(water.status(), await water.text()).toBe(201);
  const waterId = ((await water.json()) as { id: number }).id;
  const standIds: number[] = [];
  for (const [i, [x, y]] of [
    [20, 30],
    [40, 30],
    [60, 70],
    [80, 70],
  ].entries()) {
    const stand = await request.post(url('org', `${s.base}/createStand`), {
      headers: s.headers,
      data: { water_id: waterId, number: String(i + 1), x, y },
    });
    expect(stand.status(), await stand.text()).toBe(201);
    standIds.push(((await stand.json()) as { id: number }).id);
  }
  const start = new Date(Date.now() - 3600_000).toISOString();
  const end = new Date(Date.now() + 6 * 3600_000).toISOString();
  const competition = await request.post(url('org', `${s.base}/createCompetition`), {
    headers: s.headers,
    data: {
      name: `Cupa Verii ${tag}`,
      water_id: waterId,
      starts_at: start,
      ends_at: end,
      rounds: rounds ?? [{ starts_at: start, ends_at: end }],
      team_size: 2,
      entry_fee: '150.00',
      fish_ids: [crap.id],
      min_weight_kg: '1.000',
      fish_count: null,
      short_rule: 'mean',
      sectors: [
        { name: 'A', stand_ids: standIds.slice(0, 2) },
        { name: 'B', stand_ids: standIds.slice(2) },
      ],
    },
  });
  expect(competition.status(), await competition.text()).toBe(201);
  return { id: ((await competition.json()) as { id: number }).id, fish: crap.name };
}

/** A staff account (role 3) of the company for the judge, made the first time. */
async function judgeAccount(request: Parameters<typeof apiLogin>[0], s: ApiSession): Promise<string> {
  const email = 'arbitru@lacul-linistit.ro';
  const res = await request.post(url('org', `${s.base}/createUser`), {
    headers: s.headers,
    data: { name: 'Vasile Arbitru', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, role: 3 },
  });
  // 422: made by an earlier run on this database.
  expect([201, 409, 422], await res.text()).toContain(res.status());
  return email;
}

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

test('a competition: teams, the draw, the start, weigh-ins kept with no signal, the live public page, the results on A4', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const { id, fish } = await prepare(request, s, tag);
  const judgeEmail = await judgeAccount(request, s);
  const teamPhones = ['0744 101 202', '0744 303 404'];

  // The organiser: open the registration, register two teams (a guest each and a second angler).
  await signIn(page, DEMO.otherCompanyAdmin);
  await page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('menuitem', { name: 'Concursuri' }).click();
  await page.getByRole('link', { name: `Cupa Verii ${tag}` }).click();
  await expect(page).toHaveURL(url('org', `/company/competitions/${id}`));
  await page.getByRole('button', { name: 'Deschide înscrierile' }).click();
  await expect(page.getByText('Înscrieri deschise').first()).toBeVisible();

  const teams = [
    { name: `Crapii ${tag}`, members: ['Ion Crapovici', 'Dan Năvodaru'] },
    { name: `Somnii ${tag}`, members: ['Petru Mreanu', 'Gică Lansetă'] },
  ];
  for (const [i, team] of teams.entries()) {
    await page.getByRole('button', { name: 'Înscrie echipă' }).click();
    const modal = page.getByRole('dialog', { name: 'Înscrie o echipă' });
    await modal.getByLabel('Numele echipei').fill(team.name);
    await modal.getByLabel('Telefonul echipei').fill(teamPhones[i]);
    await modal.getByLabel('Pescarul 1, invitat').fill(team.members[0]);
    await modal.getByLabel('Pescarul 2, invitat').fill(team.members[1]);
    await modal.getByRole('button', { name: 'Înscrie echipa' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Echipe' }).getByRole('row', { name: new RegExp(team.name) }),
    ).toBeVisible();
  }
  await expect(page.getByText('2 echipe confirmate')).toBeVisible();

  // The first team arrives: its fee is taken through the sale (a chitanță in cash), shown on its row.
  const firstRow = page.getByRole('table', { name: 'Echipe' }).getByRole('row', { name: new RegExp(teams[0].name) });
  // The fee to collect is the one the team registered with, on its row and in the question.
  await expect(firstRow).toContainText('neîncasată: 150,00 lei');
  await firstRow.getByRole('button', { name: 'Încasează taxa' }).click();
  await expect(page.getByText(`Încasezi taxa echipei ${teams[0].name}: 150,00 lei?`)).toBeVisible();
  await page.getByRole('button', { name: 'Încasează', exact: true }).click();
  await expect(page.getByText('Taxa a fost încasată.')).toBeVisible();
  await expect(firstRow.getByRole('link', { name: /^Chitanța \S+ \d+$/ })).toBeVisible();
  await screenshot(page, 'competition-teams');
  // The second pays by card: no chitanță; the row says how it was paid, and the fee is taken once.
  const secondRow = page.getByRole('table', { name: 'Echipe' }).getByRole('row', { name: new RegExp(teams[1].name) });
  await secondRow.getByRole('button', { name: 'Încasează taxa' }).click();
  await page.getByRole('combobox', { name: 'Plata' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Card' }).click();
  await page.getByRole('button', { name: 'Încasează', exact: true }).click();
  await expect(secondRow.getByText('Plătit cu cardul: 150,00 lei')).toBeVisible();
  await expect(secondRow.getByRole('link', { name: /^Chitanța/ })).toHaveCount(0);
  await expect(secondRow.getByRole('button', { name: 'Încasează taxa' })).toHaveCount(0);

  // The draw, with a seed given: shown after, and each team gets a stand.
  await page.getByRole('button', { name: 'Tragere la sorți' }).click();
  await page.getByLabel('Sămânța (opțional)').fill(`cupa-${tag}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Trage la sorți' }).click();
  await expect(page.getByText(`Tragerea la sorți s-a făcut (sămânța cupa-${tag}).`)).toBeVisible();
  await page.getByRole('tab', { name: 'Tragerea la sorți' }).click();
  await expect(page.getByTestId('draw-seed')).toContainText(`cupa-${tag}`);
  const drawTable = page.getByRole('table', { name: 'Tragerea la sorți' });
  for (const team of teams) await expect(drawTable.getByRole('row', { name: new RegExp(team.name) })).toBeVisible();
  await expect(page.getByTestId('lake-map').getByRole('button')).toHaveCount(4);
  await screenshot(page, 'competition-draw');

  // The stands drawn, read back as the API answers them.
  const drawn = (await (
    await request.post(url('org', `${s.base}/competitions/${id}/teams`), { headers: s.headers, data: {} })
  ).json()) as { data: { name: string; stand_number: string | null }[] };
  const standOf = (name: string) => drawn.data.find((t) => t.name === name)!.stand_number!;
  expect(standOf(teams[0].name)).toBeTruthy();
  expect(standOf(teams[1].name)).toBeTruthy();

  await page.getByRole('button', { name: 'Pornește concursul' }).click();
  // Clicked once the confirmation has stopped moving (a click during its opening can miss it).
  await clickSettled(page.getByRole('button', { name: 'Pornește', exact: true }));
  await expect(page.getByText('În desfășurare').first()).toBeVisible();

  // The public live page, open before any fish: team names and stands, never a phone.
  const publicContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const live = await publicContext.newPage();
  // The page asks again every few seconds with the last ETag: an unchanged ranking answers 304, without a body.
  const liveStatuses: number[] = [];
  live.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api/public/companies/lacul-linistit/competitions/${id}`)
      liveStatuses.push(r.status());
  });
  await live.goto(url('lacul-linistit', `/concurs/${id}`));
  const overall = live.getByTestId('concurs-overall');
  await expect(overall).toContainText(teams[0].name);
  await expect(overall).toContainText(teams[1].name);
  await expect(live.getByTestId('concurs-biggest')).toHaveText('Încă nu s-a cântărit niciun pește.');
  await live.evaluate(() => ((window as unknown as { balti: number }).balti = 1));
  // Asked again with nothing new (before any fish), the ranking answers 304.
  await expect.poll(() => liveStatuses, { timeout: 10_000 }).toContain(304);

  // The judge's phone: the screen loaded with signal, then none.
  const judge = await phone(browser);
  await signIn(judge.page, judgeEmail, { path: `/company/competitions/${id}/cantar` });
  await expect(judge.page.getByRole('heading', { name: `Cântar: Cupa Verii ${tag}` })).toBeVisible();
  await expect(judge.page.getByTestId('judge-waiting')).toHaveText(/Toate cântăririle au fost trimise/);
  await judge.context.setOffline(true);
  await expect.poll(() => judge.page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(judge.page.getByTestId('judge-sync')).toContainText('Fără semnal');

  const fishes = [
    { team: teams[0].name, weight: '7,350' },
    { team: teams[1].name, weight: '4,2' },
    { team: teams[0].name, weight: '9,125' },
  ];
  for (const f of fishes) {
    await judge.page.getByLabel('Standul').fill(standOf(f.team));
    await judge.page.locator('.ant-radio-button-wrapper').filter({ hasText: fish }).click();
    await expect(judge.page.getByRole('radio', { name: fish })).toBeChecked();
    await judge.page.getByLabel('Greutatea (kg)').fill(f.weight);
    await judge.page.getByLabel('Martorul').fill('Mihai Vecinu');
    await judge.page.getByRole('button', { name: 'Salvează cântărirea' }).click();
    await expect(judge.page.getByRole('status').filter({ hasText: 'Salvată pe telefon' })).toContainText(f.team);
  }
  await expect(judge.page.getByTestId('judge-waiting')).toHaveText('3 cântăriri așteaptă să fie trimise');
  await expect(judge.page.getByTestId('judge-entry').filter({ hasText: 'așteaptă semnal' })).toHaveCount(3);
  await screenshot(judge.page, 'competition-judge');
  // Nothing reached the server yet.
  const none = (await (
    await request.post(url('org', `${s.base}/competitions/${id}/weighIns`), { headers: s.headers, data: {} })
  ).json()) as { total: number };
  expect(none.total).toBe(0);

  // The signal returns: the three go, and the public page shows them within 5 s, without a reload.
  await judge.context.setOffline(false);
  await expect(judge.page.getByTestId('judge-waiting')).toHaveText(/Toate cântăririle au fost trimise/, {
    timeout: 15_000,
  });
  await expect(live.getByTestId('concurs-biggest')).toContainText('9,125 kg', { timeout: 5000 });
  await expect(live.getByTestId('concurs-biggest')).toContainText(teams[0].name);
  await expect(overall.getByRole('row').nth(1)).toContainText(teams[0].name);
  await expect(overall.getByRole('row').nth(1)).toContainText('16,475');
  await expect(live.getByTestId('concurs-latest').getByRole('listitem')).toHaveCount(3);
  // Carp from 1 kg: all three score, none is marked as not scoring.
  await expect(live.getByTestId('concurs-latest')).not.toContainText('nu se punctează');
  expect(await live.evaluate(() => (window as unknown as { balti?: number }).balti)).toBe(1);
  for (const p of teamPhones) {
    // 744101202: in every form the number may take (0744 101 202, +40744101202).
    await expect(live.locator('body')).not.toContainText(p.replace(/\s/g, '').slice(1));
  }
  await screenshot(live, 'competition-public');
  expect(liveStatuses.filter((status) => status === 200).length).toBeGreaterThan(1);

  // Exactly one row per entry, even if the phone sent one twice.
  const rows = (await (
    await request.post(url('org', `${s.base}/competitions/${id}/weighIns`), { headers: s.headers, data: {} })
  ).json()) as { total: number; data: { uid: string }[] };
  expect(rows.total).toBe(3);
  expect(new Set(rows.data.map((r) => r.uid)).size).toBe(3);

  // The organiser sees the entries arrive (the screen reads them every few seconds) and the ranking.
  await page.getByRole('tab', { name: /Cântăriri/ }).click();
  await expect(page.getByRole('table', { name: 'Cântăriri' }).getByRole('row', { name: /Mihai Vecinu/ })).toHaveCount(
    3,
    {
      timeout: 10_000,
    },
  );
  await page.getByRole('tab', { name: 'Clasament' }).click();
  await expect(page.getByTestId('biggest-fish')).toContainText('9,125 kg', { timeout: 15_000 });
  await screenshot(page, 'competition-ranking');

  // The results as CSV: the overall ranking first, then each sector, Romanian numbers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe(
    'Clasament;Loc;Echipa;Sector;Stand;Puncte;Greutate (kg);Pești;Cel mai bun loc;Cel mai mare pește (kg)',
  );
  expect(lines[1]).toContain(`General;1;${teams[0].name};`);
  expect(lines[1]).toContain(';16,475;');
  expect(lines.some((l) => l.startsWith(`Sectorul A;1;`))).toBe(true);

  // The results on A4: overall, each sector, the biggest fish; the app's shell hidden on paper.
  await page.getByRole('button', { name: 'Tipărește rezultatele' }).click();
  await expect(page).toHaveURL(url('org', `/company/competitions/${id}/print`));
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.getByRole('table', { name: 'Clasament general' })).toContainText(teams[0].name);
  await expect(sheet.getByRole('table', { name: 'Sectorul A' })).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Sectorul B' })).toBeVisible();
  await expect(page.getByTestId('print-biggest-fish')).toContainText('9,125 kg');
  await screenshot(page, 'competition-print');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Tipărește' })).toBeHidden();
  await expect(page.locator('.ant-layout-sider')).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('results-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.byteLength).toBeGreaterThan(1000);

  await judge.context.close();
  await publicContext.close();
});

test('a team asks to register on the public page, and the organiser confirms the request', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const { id } = await prepare(request, s, `p${tag}`);
  const open = await request.post(url('org', `${s.base}/competitions/${id}/openRegistration`), {
    headers: s.headers,
    data: {},
  });
  expect(open.status(), await open.text()).toBe(200);

  await page.goto(url('lacul-linistit'));
  const section = page.getByRole('region', { name: 'Concursuri' });
  await expect(section.getByRole('list', { name: 'Concursuri' })).toContainText(`Cupa Verii p${tag}`);
  const form = page.getByRole('form', { name: 'Înscriere la concurs' });
  await form.getByLabel('Concursul').selectOption(String(id));
  // Its two sectors' four stands, no team confirmed yet.
  await expect(form).toContainText('Mai sunt 4 locuri.');
  // The same checks as the booking form, before sending.
  await form.getByRole('button', { name: 'Trimite înscrierea' }).click();
  await expect(form.getByText('Scrieți numele echipei.')).toBeVisible();
  await expect(form.getByText('Bifați acordul pentru a trimite cererea.')).toBeVisible();
  await form.getByLabel('Numele echipei').fill(`Plăticarii ${tag}`);
  await expect(form.getByText('Scrieți numele echipei.')).toHaveCount(0);
  await form.getByLabel('Pescarul 1').fill('Ana Undiță');
  await form.getByLabel('Pescarul 2').fill('Radu Plută');
  await form.getByLabel('Telefonul').fill('0755 111 222');
  await form.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  await form.getByRole('button', { name: 'Trimite înscrierea' }).click();
  await expect(page.getByRole('status', { name: 'Înscrierea trimisă' })).toContainText(
    `echipa Plăticarii ${tag} la Cupa Verii p${tag}`,
  );
  // Another team of the same club: the form again, with the competition and the phone kept.
  await page.getByRole('button', { name: 'Înscrie altă echipă' }).click();
  await expect(form.getByLabel('Numele echipei')).toHaveValue('');
  await expect(form.getByLabel('Telefonul')).toHaveValue('0755 111 222');
  await expect(form.getByLabel('Concursul')).toHaveValue(String(id));

  // The organiser sees the request and confirms it.
  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}` });
  const row = page.getByRole('table', { name: 'Echipe' }).getByRole('row', { name: new RegExp(`Plăticarii ${tag}`) });
  await expect(row).toContainText('Cerere online');
  await expect(row).toContainText('Ana Undiță, Radu Plută');
  await row.getByRole('button', { name: 'Confirmă' }).click();
  await expect(row).toContainText('Confirmată');
  await expect(page.getByText('O echipă confirmată')).toBeVisible();
});

test('the organiser creates a competition with the form: two sectors of the water stands', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  // A water with four stands (the helper's draft competition is left aside).
  await prepare(request, s, `f${tag}`);
  const waterName = `Balta Concursului f${tag}`;

  await signIn(page, DEMO.otherCompanyAdmin, { path: '/company/competitions' });
  await page.getByRole('button', { name: 'Adaugă concurs' }).click();
  await expect(page).toHaveURL(url('org', '/company/competitions/new'));
  await page.getByLabel('Numele concursului').fill(`Cupa Formularului ${tag}`);
  const water = page.getByLabel('Apa', { exact: true });
  await water.click();
  await water.fill(waterName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: waterName }).click();
  await page.getByLabel('Taxa de participare').fill('200');
  // The water's list closes (animated) before the species' opens: its first option is the species'.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const species = page.getByLabel('Specii punctate');
  await species.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  // One sector at first: a second, then the stands split in order (1–2 in A, 3–4 in B).
  await page.getByRole('button', { name: 'Adaugă sector' }).click();
  await page.getByRole('button', { name: 'Împarte standurile în mod egal' }).click();
  await page.getByRole('button', { name: 'Salvează' }).click();

  await expect(page.getByRole('heading', { name: new RegExp(`Cupa Formularului ${tag}`) })).toBeVisible();
  await expect(page.getByText('Ciornă')).toBeVisible();
  await expect(page.getByText('A (2), B (2)')).toBeVisible();
  await expect(page.getByText('200,00 lei')).toBeVisible();
});

test('a weigh-in corrected with a reason keeps the original, struck, and the ranking follows the correction', async ({
  page,
  request,
}) => {
  const { tag, s, id, post } = await preparedCompetition(request, 'c');
  await post('openRegistration', {});
  const team = await post('createTeam', {
    name: `Linii ${tag}`,
    phone: '0766 555 444',
    guests: [{ name: 'Ion Linie' }],
  });
  await post('draw', {});
  await post('start', {});
  const competition = (await (
    await request.get(url('org', `${s.base}/competitions/${id}`), { headers: s.headers })
  ).json()) as { fish_ids: number[] };
  await post('createWeighIn', {
    uid: `corectura-${tag}`,
    team_id: team.id,
    round: 1,
    fish_id: competition.fish_ids[0],
    weight_kg: '5.500',
    witness: 'Ana Martora',
  });

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}?tab=weighins` });
  const table = page.getByRole('table', { name: 'Cântăriri' });
  await table
    .getByRole('row', { name: /5,500 kg/ })
    .getByRole('button', { name: 'Corectează' })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('spinbutton', { name: 'Greutate' }).fill('3,25');
  await modal.getByRole('button', { name: 'Salvează corectura' }).click();
  await expect(modal.getByText('Scrie motivul corecturii.')).toBeVisible();
  await modal.getByLabel('Motivul corecturii').fill('Cântarul nu era pe zero.');
  await modal.getByRole('button', { name: 'Salvează corectura' }).click();
  await expect(page.getByText('Cântărirea a fost corectată.')).toBeVisible();
  await expect(table.getByRole('row', { name: /5,500 kg/ })).toContainText('corectată');
  await expect(table.getByRole('row', { name: /5,500 kg/ }).locator('del')).toHaveText('5,500 kg');
  await expect(table.getByRole('row', { name: /3,250 kg/ })).toContainText('corectură');
  await page.getByRole('tab', { name: 'Clasament' }).click();
  await expect(page.getByTestId('biggest-fish')).toContainText('3,250 kg', { timeout: 15_000 });
});

test('cancelling a competition says how much goes back to how many teams, and undoes their fees', async ({
  page,
  request,
}) => {
  const { tag, id, post } = await preparedCompetition(request, '');
  await post('/openRegistration', {});
  for (const [i, method] of (['cash', 'card'] as const).entries()) {
    const team = await post('/createTeam', {
      name: `Restituiți ${i + 1} ${tag}`,
      phone: '0744 505 606',
      member_ids: [],
      guests: [{ name: ['Ion Restituitul', 'Dan Restituitul'][i] }],
    });
    await post(`/teams/${team.id}/checkIn`, { payment_method: method });
  }

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}` });
  await page.getByRole('button', { name: 'Anulează concursul' }).click();
  const dialog = page.getByRole('dialog', { name: `Anulezi concursul „Cupa Verii ${tag}”?` });
  await expect(dialog.getByTestId('competition-refund')).toHaveText('Se restituie taxele a 2 echipe: 300,00 lei.');
  await dialog.getByLabel('Motivul (opțional)').fill('Lacul a înghețat');
  await dialog.getByRole('button', { name: 'Anulează concursul' }).click();
  await expect(page.getByText('Concursul a fost anulat.')).toBeVisible();
  // The page says so, with the reason typed.
  await expect(page.getByTestId('competition-cancelled')).toContainText('Concurs anulat: Lacul a înghețat');
  const table = page.getByRole('table', { name: 'Echipe' });
  await expect(table.getByRole('row', { name: new RegExp(`Restituiți 2 ${tag}`) })).toBeVisible();
  await expect(table.getByText('Plătit cu cardul: 150,00 lei')).toHaveCount(0);
  await expect(table.getByRole('link', { name: /^Chitanța/ })).toHaveCount(0);
  // Nothing is left to collect from a cancelled competition's teams.
  await expect(table.getByText(/neîncasată/)).toHaveCount(0);

  // The anglers who registered learn it from the public pages: the lake's names it, the competition's
  // own says so, without the staff's reason.
  await page.goto(url('lacul-linistit', '/'));
  const listed = page.getByRole('list', { name: 'Concursuri' }).getByRole('listitem').filter({ hasText: tag });
  await expect(listed).toContainText('anulat');
  await expect(listed.getByRole('link', { name: 'Clasamentul live' })).toHaveCount(0);
  await page.goto(url('lacul-linistit', `/concurs/${id}`));
  await expect(page.getByTestId('concurs-cancelled')).toContainText('Concursul a fost anulat de organizator.');
  await expect(page.locator('.concurs-status')).toContainText('Anulat');
  await expect(page.getByText('Lacul a înghețat')).toHaveCount(0);
});

test('more weigh-ins than one page of the API: the oldest is reached in Cântăriri and corrected', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tag, s, id, post } = await preparedCompetition(request, 'm');
  await post('openRegistration', {});
  const team = await post('createTeam', {
    name: `Mulți ${tag}`,
    phone: '0766 555 111',
    guests: [{ name: 'Ion Mulțescu' }],
  });
  await post('draw', {});
  await post('start', {});
  const competition = (await (
    await request.get(url('org', `${s.base}/competitions/${id}`), { headers: s.headers })
  ).json()) as { fish_ids: number[] };
  const weighIn = (i: number) =>
    post('createWeighIn', {
      uid: `multe-${tag}-${i}`,
      team_id: team.id,
      round: 1,
      fish_id: competition.fish_ids[0],
      // The first (the oldest) is the only one of 7,777 kg.
      weight_kg: i === 0 ? '7.777' : '2.000',
      witness: 'Ana Martora',
    });
  await weighIn(0);
  for (let i = 1; i < 109; i += 12)
    await Promise.all(Array.from({ length: Math.min(12, 109 - i) }, (_, k) => weighIn(i + k)));

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}?tab=weighins` });
  await expect(page.getByRole('tab', { name: 'Cântăriri (109)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cântăriri' });
  await expect(table.getByRole('row', { name: /2,000 kg/ }).first()).toBeVisible();
  // Newest first: the oldest is on the last page.
  await page.getByRole('listitem', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByRole('listitem', { name: '2', exact: true })).toHaveClass(/ant-pagination-item-active/);
  await page.getByRole('listitem', { name: 'Pagina următoare' }).click();
  const oldest = table.getByRole('row', { name: /7,777 kg/ });
  await expect(oldest).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await oldest.getByRole('button', { name: 'Corectează' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Corectează: Mulți');
  await modal.getByRole('spinbutton', { name: 'Greutate' }).fill('7,5');
  await modal.getByLabel('Motivul corecturii').fill('Cântarul nu era pe zero.');
  await modal.getByRole('button', { name: 'Salvează corectura' }).click();
  await expect(page.getByText('Cântărirea a fost corectată.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cântăriri (110)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /7,777 kg/ })).toContainText('corectată');
});

test('after the draw the organiser still registers a team and withdraws one, its fee handed back', async ({
  page,
  request,
}) => {
  const { tag, id, post } = await preparedCompetition(request, 'd');
  await post('openRegistration', {});
  const staying = `Rămân ${tag}`;
  const leaving = `Plec ${tag}`;
  await post('createTeam', { name: staying, phone: '0766 555 222', guests: [{ name: 'Ion Rămânescu' }] });
  const gone = await post('createTeam', { name: leaving, phone: '0766 555 333', guests: [{ name: 'Dan Plecatu' }] });
  await post(`teams/${gone.id}/checkIn`, { payment_method: 'card' });
  await post('draw', {});

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}?tab=teams` });
  await expect(page.getByText('Tras la sorți').first()).toBeVisible();
  await expect(page.getByText('primește stand doar la o nouă tragere')).toBeVisible();
  const table = page.getByRole('table', { name: 'Echipe' });

  // A team registered after the draw: confirmed, with no stand until a new draw.
  await page.getByRole('button', { name: 'Înscrie echipă' }).click();
  const modal = page.getByRole('dialog', { name: 'Înscrie o echipă' });
  await modal.getByLabel('Numele echipei').fill(`Târziu ${tag}`);
  await modal.getByLabel('Telefonul echipei').fill('0766 555 444');
  await modal.getByLabel('Pescarul 1, invitat').fill('Vlad Târziu');
  await modal.getByRole('button', { name: 'Înscrie echipa' }).click();
  await expect(page.getByText('Echipa a fost înscrisă.')).toBeVisible();
  const late = table.getByRole('row', { name: new RegExp(`Târziu ${tag}`) });
  await expect(late).toContainText('Confirmată');
  await expect(late.getByRole('cell', { name: '—' }).first()).toBeVisible();

  // A team that paid withdraws: its fee goes back with it.
  await table.getByRole('button', { name: `Anulează echipa ${leaving}` }).click();
  await expect(page.getByText('Se restituie taxa încasată: 150,00 lei.')).toBeVisible();
  await page.getByRole('button', { name: 'Anulează înscrierea' }).click();
  await expect(page.getByText('Înscrierea a fost anulată.')).toBeVisible();
  const left = table.getByRole('row', { name: new RegExp(leaving) });
  await expect(left).toContainText('Anulată');
  await expect(left).toContainText('neîncasată');

  // Its settings still change until the start, all but the water, the interval and the sectors drawn on.
  await page.getByRole('button', { name: 'Editează' }).click();
  await expect(page.getByText('apa, intervalul și sectoarele nu se mai schimbă')).toBeVisible();
  await expect(page.getByLabel('Început')).toBeDisabled();
  await expect(page.getByLabel('Apa')).toBeDisabled();
  await page.getByLabel('Numele concursului').fill(`Cupa Toamnei ${tag}`);
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Concursul a fost salvat.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Cupa Toamnei ${tag}` })).toBeVisible();
  await expect(page.getByText('Tras la sorți').first()).toBeVisible();
});

test('starting a competition long before its scheduled start says when it is scheduled, and nothing starts on „Renunță”', async ({
  page,
  request,
}) => {
  const { tag, id, post } = await preparedCompetition(request, 'p');
  // Scheduled the day after tomorrow, 07:00–13:00 in Romania (04:00–10:00 UTC, summer or winter alike within the hour).
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const starts = `${day}T05:00:00.000Z`;
  const ends = `${day}T11:00:00.000Z`;
  await post('update', { starts_at: starts, ends_at: ends, rounds: [{ starts_at: starts, ends_at: ends }] });
  await post('openRegistration', {});
  await post('createTeam', { name: `Devreme ${tag}`, phone: '0766 555 777', guests: [{ name: 'Ion Devreme' }] });
  await post('draw', {});

  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}` });
  await page.getByRole('button', { name: 'Pornește concursul' }).click();
  const scheduled = new Date(starts).toLocaleString('ro-RO', {
    timeZone: 'Europe/Bucharest',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  await expect(page.getByText(`Concursul este programat pentru ${scheduled.replace(',', '')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Renunță' }).click();
  await expect(page.getByText('Tras la sorți').first()).toBeVisible();
});

test("the judge's round follows the time typed into another round, and stays as chosen within one", async ({
  page,
  request,
}) => {
  const hour = 3600_000;
  const from = (h: number) => new Date(Date.now() + h * hour);
  // The value of a datetime-local field on Romania's clock: "2026-11-29T05:30".
  const field = (d: Date) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Bucharest',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(d)
      .replace(' ', 'T');
  const s = await apiLogin(request, DEMO.otherCompanyAdmin);
  const { id } = await prepare(request, s, `m${Date.now().toString(36)}`, [
    // Within the competition's hours (prepare(): from an hour ago, for 7 hours).
    { starts_at: from(-0.5).toISOString(), ends_at: from(1).toISOString() },
    { starts_at: from(1).toISOString(), ends_at: from(5.5).toISOString() },
  ]);
  await signIn(page, DEMO.otherCompanyAdmin, { path: `/company/competitions/${id}/cantar` });
  const round = (n: number) => page.getByRole('radio', { name: `Manșa ${n}` });
  const choose = (n: number) => page.locator('label', { hasText: `Manșa ${n}` }).click();
  await expect(round(1)).toBeChecked();
  const time = page.getByLabel('Ora', { exact: true });
  await time.fill(field(from(2)));
  await expect(round(2)).toBeChecked();
  // Chosen by hand, the round stays while the time moves within the same round of the schedule.
  await choose(1);
  await time.fill(field(from(3)));
  await expect(round(1)).toBeChecked();
  // Back into the first round's hours: the first round.
  await choose(2);
  await time.fill(field(from(0)));
  await expect(round(1)).toBeChecked();
});
