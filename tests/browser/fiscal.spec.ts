/**
 * The bon fiscal at the gate, end to end: a company of its own whose admin chooses `amef` mode,
 * adds a cash register (format fprint) and its token in the settings, and downloads
 * balti-agent.json; the driver simulator (agent/simulator) on a temporary folder and the real agent
 * (agent/src/main.mjs) started with that file (the driver's folder filled in), polling this run's
 * API through nginx. A sale from the quick sale shows "Bon fiscal nr. N tipărit" within 2 s of its
 * pass on screen, and the printed pass carries N; with the paper out the sale shows the driver's
 * Romanian error and "Reîncearcă", and once paper is loaded the retry prints it, with the next
 * number. Then "Raport Z" stores the day's Z with its totals by payment type. Last, with the agent
 * stopped a sale still goes through, its bon waits, the gate says since when the register has not
 * answered and how many bons wait, and the agent back prints it.
 *
 * A Z the agent reports printed without its totals (its bare result after a 422) is under "Bonuri de
 * rezolvat" on the Casa de marcat page with what happened and what to do, counted on the dashboard;
 * its totals typed in from the paper put it in the Z reports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { url } from './support/hosts';
import { signIn } from './support/session';
import { clickSettled } from './support/popups';

const REPO = resolve(__dirname, '..', '..');
const PASSWORD = 'Fiscal1234!';

interface Setup {
  email: string;
  companyId: number;
  headers: Record<string, string>;
}

/** A company of its own (the demo companies stay in `receipt` mode for the other specs). */
async function setUpCompany(request: APIRequestContext): Promise<Setup> {
  const tag = `${Date.now()}`;
  const email = `casa-${tag}@exemplu.ro`;
  const reg = await request.post(url('org', '/api/register'), {
    data: { name: 'Casier Fiscal', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reg.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await reg.json()).token}`, Accept: 'application/json' };
  const post = async (path: string, data: object, status = 201) => {
    const res = await request.post(url('org', path), { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  const company = await post('/api/company/create', { name: 'Balta cu Casă', slug: `casa-${tag}`, cui: '4221306' });
  const base = `/api/company/${company.id}`;
  const water = await post(`${base}/createWater`, { name: 'Lacul Mare' });
  await post(`${base}/createPlan`, {
    name: 'Zi de pescuit',
    water_ids: [water.id],
    duration_value: 1,
    duration_unit: 'days',
    price: '50.00',
  });
  await post(`${base}/createClient`, { first_name: 'Ștefan', last_name: 'Țăranu', phone: '0744 555 666' });
  return { email, companyId: company.id, headers };
}

/** Settings: `amef` mode, a device, its token; answers the downloaded balti-agent.json. */
async function setUpDevice(page: Page): Promise<Record<string, unknown>> {
  await page.goto(url('org', '/company/settings'));
  const mode = page.getByTestId('fiscal-mode');
  await mode.getByText('Casă de marcat (AMEF)').click();
  await mode.getByRole('button', { name: 'Salvează documentul' }).click();
  await expect(page.getByText('Vânzările cu numerar sau card se tipăresc de acum la casa de marcat.')).toBeVisible();
  await mode.getByRole('link', { name: 'Case de marcat' }).click();
  await expect(page).toHaveURL(url('org', '/company/settings/fiscal'));
  await page.getByRole('button', { name: 'Adaugă casă de marcat' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nume', { exact: true }).fill('Casa poartă');
  await expect(form.getByLabel('Câmpurile FPrint dintre cantitate și unitate')).toHaveValue('1;1;{vat};0;0');
  await form.getByRole('button', { name: 'Salvează' }).click();
  await expect(page.getByText('Casa de marcat a fost adăugată.')).toBeVisible();
  const row = page.getByRole('row', { name: /Casa poartă/ });
  await expect(row).toContainText('Fără token');
  await row.getByRole('button', { name: 'Token nou' }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, token nou' }));
  const token = await page.getByTestId('device-token').textContent();
  expect(token).toMatch(/^bfd_\d+_[A-Za-z0-9_-]{43}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarcă balti-agent.json' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('balti-agent.json');
  const config = JSON.parse(readFileSync(await file.path(), 'utf8')) as Record<string, unknown>;
  expect(config).toMatchObject({ token, server_url: url(null, '').replace(/\/$/, ''), driver_dir: '' });
  await page.getByRole('button', { name: 'Am salvat tokenul' }).click();
  return config;
}

const children: ChildProcess[] = [];
let dir = '';

function start(what: string, args: string[]): ChildProcess {
  const log = openSync(join(dir, `${what}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd: REPO, stdio: ['ignore', log, log] });
  children.push(child);
  return child;
}

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve(),
    ),
  );
  if (dir && !process.env.BALTI_KEEP_TMP) rmSync(dir, { recursive: true, force: true });
});

/** The quick sale: the angler, then "Numerar" on the plan's tile; answers when the pass is on screen. */
async function sellInCash(page: Page) {
  await page.goto(url('org', '/company'));
  const box = page.getByTestId('quick-sale');
  await box.getByLabel('Caută pescarul', { exact: true }).fill('taranu');
  await box.getByRole('button', { name: /Țăranu Ștefan/ }).click();
  await box
    .getByTestId('quick-sale-tile')
    .first()
    .getByRole('button', { name: /^Numerar/ })
    .click();
  // The print dialog waits for the bon's number (?tipareste=1 stays until it opens).
  await expect(page).toHaveURL(/\/company\/passes\/\d+\/print(\?tipareste=1)?$/);
  await expect(page.getByTestId('print-sheet')).toContainText('PERMIS DE PESCUIT');
}

/**
 * A company of its own in `amef` mode with one register ("Casa poartă", fprint) and its agent's token.
 * `call` POSTs (or GETs) through nginx as the company's admin, or as `headers`, and answers the JSON.
 */
async function amefCompany(request: APIRequestContext) {
  const s = await setUpCompany(request);
  const base = `/api/company/${s.companyId}`;
  const call = async (path: string, data: object = {}, headers = s.headers, method: 'get' | 'post' = 'post') => {
    const res = await request[method](url('org', path), { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  await call(`${base}/update`, { fiscal_mode: 'amef' });
  const device = (await call(`${base}/createFiscalDevice`, { name: 'Casa poartă', format: 'fprint' })) as {
    id: number;
  };
  const { token } = await call(`${base}/fiscalDevices/${device.id}/token`);
  /** A pass paid by card to the company's angler: its bon waits in the queue. */
  const sellByCard = async (): Promise<{ id: number; series: string; number: number }> => {
    const catalogue = await call(`${base}/plans`, {}, s.headers, 'get');
    const clients = await call(`${base}/clients`);
    return call(`${base}/clients/${clients.data[0].id}/createPass`, {
      plan_id: catalogue.plans[0].id,
      water_id: catalogue.waters[0].id,
      payment_method: 'card',
    });
  };
  const agentHeaders = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  return { ...s, base, call, device, agentHeaders, sellByCard };
}

test('a sale at the gate prints its bon fiscal through the agent; paper end offers a retry; a silent agent queues', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const s = await setUpCompany(request);
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await signIn(page, s.email, { password: PASSWORD });
  const config = await setUpDevice(page);
  dir = mkdtempSync(join(tmpdir(), 'balti-fiscal-'));
  const driverDir = join(dir, 'casa');
  mkdirSync(driverDir);
  // The downloaded file, with what the owner fills in on the gate's PC (and short waits for a test).
  writeFileSync(
    join(dir, 'balti-agent.json'),
    JSON.stringify({
      ...config,
      driver_dir: driverDir,
      data_dir: join(dir, 'date'),
      answer_timeout_seconds: 20,
      poll_wait_seconds: 25,
      retry_seconds: 1,
      check_interval_ms: 100,
    }),
  );
  start('simulator', ['agent/simulator/simulator.mjs', '--format', 'fprint', '--dir', driverDir, '--interval', '50']);
  const agentArgs = ['agent/src/main.mjs', '--config', join(dir, 'balti-agent.json')];
  let agent = start('agent', agentArgs);
  // The agent is online once the server has its first poll.
  await expect
    .poll(
      async () => {
        const res = await request.get(url('org', `/api/company/${s.companyId}/fiscalStatus`), { headers: s.headers });
        return ((await res.json()) as { devices: { online: boolean }[] }).devices[0]?.online;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // 1. A cash sale: "în coadă", then the bon's number within 2 s of the pass on screen.
  await sellInCash(page);
  const state = page.getByTestId('fiscal-job-state');
  await expect(state).toHaveText(/^Bon fiscal nr\. \d+ tipărit$/, { timeout: 2_000 });
  const first = Number(/nr\. (\d+)/.exec((await state.textContent()) ?? '')![1]);
  // The printed pass carries the bon's number.
  await expect(page.getByTestId('pass-fiscal-number')).toHaveText(String(first));

  // 2. Paper out: the driver refuses the bon; the screen says why and offers a retry.
  writeFileSync(join(driverDir, 'hartie-terminata.ctl'), '');
  await expect.poll(() => readFileSync(join(dir, 'simulator.log'), 'utf8')).toContain('hârtie terminată');
  await sellInCash(page);
  await expect(state).toHaveText('Bon fiscal netipărit: Hârtie terminată în casa de marcat.', { timeout: 10_000 });
  const panel = page.getByTestId('fiscal-job');
  await expect(panel.getByRole('button', { name: 'Anulează vânzarea' })).toBeVisible();
  await expect(page.getByTestId('pass-fiscal-number')).toHaveCount(0);

  // 3. Paper loaded, "Reîncearcă": the same bon prints once, with the next number.
  writeFileSync(join(driverDir, 'hartie-incarcata.ctl'), '');
  await expect.poll(() => readFileSync(join(dir, 'simulator.log'), 'utf8')).toContain('hârtie încărcată');
  await panel.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(state).toHaveText(`Bon fiscal nr. ${first + 1} tipărit`, { timeout: 10_000 });
  await expect(page.getByTestId('pass-fiscal-number')).toHaveText(String(first + 1));
  await expect(panel.getByRole('button', { name: 'Reîncearcă' })).toHaveCount(0);

  // 4. "Raport Z" (confirmed): the Z is stored with its receipts and totals by payment type.
  await page.goto(url('org', '/company/fiscal'));
  const device = page.getByTestId('fiscal-device');
  await expect(device).toContainText('Conectată');
  await device.getByRole('button', { name: 'Raport Z' }).click();
  await clickSettled(page.getByRole('button', { name: 'Da, tipărește Z' }));
  const z = page.getByTestId('z-reports').getByRole('row').nth(1);
  await expect(z).toContainText('Numerar: 100,00 lei', { timeout: 10_000 });
  await expect(z).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(device).toContainText(/Ultimul raport Znr\. \d+ din \d{2}\.\d{2}\.\d{4}/);

  // 5. The agent stops: a sale still goes through and its bon waits; once the agent has been silent
  // for a minute the gate says since when and how many bons wait; the agent back, the bon prints.
  agent.kill('SIGTERM');
  await new Promise((r) => agent.once('exit', r));
  await sellInCash(page);
  const waiting = page.url().replace(/\?.*$/, '');
  await expect(state).toHaveText('Bon fiscal: în coadă');
  await page.goto(url('org', '/company/passes/new'));
  const silent = page.getByTestId('fiscal-silent');
  await expect(silent).toContainText(/Casa poartă nu răspunde de la \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/, {
    timeout: 100_000,
  });
  await expect(silent).toContainText('1 bon în așteptare');
  agent = start('agent', agentArgs);
  await page.goto(waiting);
  await expect(state).toHaveText(/^Bon fiscal nr\. \d+ tipărit$/, { timeout: 20_000 });
});

test('a Z printed without its totals is on the Casa de marcat page and the dashboard, with what to do; its totals typed in from the paper put it in the Z reports', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const s = await amefCompany(request);
  const { base, call, device, agentHeaders } = s;
  // "Raport Z" asked for, printed by the device, and reported bare (what the agent sends after a 422).
  const z = await call(`${base}/fiscalDevices/${device.id}/zReport`, {});
  const polled = await call('/api/fiscal-agent/poll', { agent_id: 'test-agent', wait_seconds: 0 }, agentHeaders);
  expect(polled.jobs.map((j: { id: number }) => j.id)).toEqual([z.id]);
  await call(
    `/api/fiscal-agent/jobs/${z.id}/result`,
    { agent_id: 'test-agent', attempt: 1, status: 'printed' },
    agentHeaders,
  );

  await signIn(page, s.email, { password: PASSWORD, path: '/company/fiscal' });
  const toSettle = page.locator('.ant-card', { has: page.getByText('Bonuri de rezolvat', { exact: true }) });
  const flagged = toSettle.getByTestId('fiscal-job');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Raport Z · Casa poartă');
  await expect(flagged.getByTestId('fiscal-job-state')).toHaveText(
    'Raportul Z a fost tipărit, dar totalurile lui nu au ajuns la Bălți: nu apare în registrul de casă.',
  );
  await expect(flagged.getByTestId('fiscal-job-todo')).toHaveText(
    'Verificați raportul Z tipărit pe casa de marcat și înregistrați de pe el numărul, bonurile și totalurile pe tipuri de plată.',
  );
  await expect(page.getByTestId('z-reports')).toContainText('Niciun raport Z încă.');
  // The dashboard's card counts it, and leads to the page.
  await page.goto(url('org', '/company'));
  await expect(page.getByTestId('fiscal-dashboard').getByTestId('fiscal-to-check')).toHaveText('1 de verificat');
  await page.getByTestId('fiscal-dashboard').getByRole('link', { name: 'Deschide' }).click();
  await expect(page).toHaveURL(url('org', '/company/fiscal'));

  // The totals from the printed Z: a comma is a decimal comma.
  await flagged.getByRole('button', { name: 'Înregistrează totalurile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Numărul raportului Z').fill('12');
  await dialog.getByLabel('Numărul de bonuri').fill('4');
  await dialog.getByLabel('Numerar (lei)').fill('150,5');
  await dialog.getByLabel('Card (lei)').fill('40');
  await dialog.getByRole('button', { name: 'Înregistrează' }).click();
  await expect(page.getByText('Totalurile raportului Z nr. 12 au fost înregistrate.')).toBeVisible();
  await expect(toSettle).toContainText('Niciun bon de rezolvat.');
  const row = page.getByTestId('z-reports').getByRole('row').nth(1);
  await expect(row).toContainText('Numerar: 150,50 lei · Card: 40,00 lei');
  await expect(row).toContainText('190,50 lei');
});

test('a team’s fee taken on a bon fiscal shows the bon’s state in words in the teams table', async ({
  page,
  request,
}) => {
  const s = await amefCompany(request);
  const { base, call } = s;
  const me = await (await request.get(url('org', '/api/user'), { headers: s.headers })).json();
  const fish = (me.fishes as { id: number }[])[0];
  const water = await call(`${base}/createWater`, { name: 'Balta Concursului', fish_ids: [fish.id] });
  const stand = await call(`${base}/createStand`, { water_id: water.id, number: '1', x: 50, y: 50 });
  const start = new Date(Date.now() - 3600_000).toISOString();
  const end = new Date(Date.now() + 6 * 3600_000).toISOString();
  const competition = await call(`${base}/createCompetition`, {
    name: 'Cupa Casei',
    water_id: water.id,
    starts_at: start,
    ends_at: end,
    rounds: [{ starts_at: start, ends_at: end }],
    team_size: 1,
    entry_fee: '150.00',
    fish_ids: [fish.id],
    min_weight_kg: '1.000',
    fish_count: null,
    short_rule: 'mean',
    sectors: [{ name: 'A', stand_ids: [stand.id] }],
  });
  const comp = `${base}/competitions/${competition.id}`;
  await call(`${comp}/openRegistration`, {});
  const team = await call(`${comp}/createTeam`, {
    name: 'Echipa Bonului',
    phone: '0744 505 607',
    member_ids: [],
    guests: [{ name: 'Ion Bonescu' }],
  });
  await call(`${comp}/teams/${team.id}/checkIn`, { payment_method: 'card' });

  await signIn(page, s.email, { password: PASSWORD, path: `/company/competitions/${competition.id}` });
  const row = page.getByRole('table', { name: 'Echipe' }).getByRole('row', { name: /Echipa Bonului/ });
  await expect(row).toContainText('Bon fiscal: în coadă');
  await expect(row).not.toContainText('queued');
});

test('cancelling a pass from the passes list in amef mode says to print and record the return (storno)', async ({
  page,
  request,
}) => {
  const s = await amefCompany(request);
  const pass = await s.sellByCard();

  await signIn(page, s.email, { password: PASSWORD, path: '/company/passes' });
  const row = page.getByRole('row').filter({ hasText: `${pass.series} ${pass.number}` });
  await row.getByText('Anulează').click();
  const ask = page.locator('.ant-popconfirm:visible');
  await expect(ask).toContainText('tipăriți pe casa de marcat bonul de retur (storno)');
  await clickSettled(ask.getByRole('button', { name: 'Da, anulează' }));
  await expect(page.getByText(`Permisul ${pass.series} ${pass.number} a fost anulat. Dacă bonul fiscal`)).toBeVisible();
});

test('a bon retried from the Casa de marcat page that fails again is back under "Bonuri de rezolvat" without a reload', async ({
  page,
  request,
}) => {
  const s = await amefCompany(request);
  const { call, agentHeaders } = s;
  await s.sellByCard();
  // The agent (this test, through the API) takes the bon and the device runs out of paper.
  const failOnce = async (attempt: number) => {
    const { jobs } = await call('/api/fiscal-agent/poll', { agent_id: 'test-agent', wait_seconds: 0 }, agentHeaders);
    expect(jobs).toHaveLength(1);
    await call(
      `/api/fiscal-agent/jobs/${jobs[0].id}/result`,
      {
        agent_id: 'test-agent',
        attempt,
        status: 'failed',
        error_code: '-150101',
        error_message: 'Hârtie terminată în casa de marcat.',
      },
      agentHeaders,
    );
  };
  await failOnce(1);

  await signIn(page, s.email, { password: PASSWORD, path: '/company/fiscal' });
  const toSettle = page.locator('.ant-card', { has: page.getByText('Bonuri de rezolvat', { exact: true }) });
  await expect(toSettle.getByTestId('fiscal-job')).toHaveCount(1);
  await toSettle.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(toSettle).toContainText('Niciun bon de rezolvat.');
  await failOnce(2);
  await expect(toSettle.getByTestId('fiscal-job')).toHaveCount(1);
  await expect(toSettle).toContainText('Hârtie terminată în casa de marcat.');
});
