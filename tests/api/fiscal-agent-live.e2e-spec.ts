import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';

const AGENT = resolve(__dirname, '..', '..', 'agent');

/**
 * The whole flow with real parts: the API listening on a port, the repository's agent (agent/src)
 * with the configuration the token route hands out, and the driver simulator (agent/simulator) in a
 * folder. A sale at the gate in `amef` mode comes back printed with the simulator's bon number; a
 * Z report is stored with the simulator's totals.
 */
describe(`the real agent against the real API (${DB_KIND})`, () => {
  let t: TestApp;
  let dir: string;
  const children: ChildProcess[] = [];
  let A: number;
  let staffA: string;
  let adminA: string;
  let body: { plan_id: number; water_id: number };
  let angler: number;
  const base = () => `/api/company/${A}`;
  let logOf: () => string;
  let port: number;

  const start = (args: string[]) => {
    const child = spawn(process.execPath, args, { cwd: AGENT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    children.push(child);
    return () => output;
  };
  /** Waits until `read()` answers something `done` accepts (20 s at most). */
  const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CATALOGUE: 'true' });
    await t.app.listen(0, '127.0.0.1');
    const address = t.app.getHttpServer().address() as { port: number };
    port = address.port;
    ({ companyA: A } = await demoIds(t));
    [adminA, staffA] = await Promise.all([t.login('admin@balta-demo.ro'), t.login('angajat@balta-demo.ro')]);
    const catalogue = (await t.call('GET', `${base()}/plans`, { token: adminA })).body;
    body = {
      plan_id: catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id,
      water_id: catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id,
    };
    angler = (
      await t.call('POST', `${base()}/createClient`, { token: staffA, body: { first_name: 'Ion', last_name: 'Bon' } })
    ).body.id;
    expect(
      (await t.call('POST', `${base()}/update`, { token: adminA, body: { fiscal_mode: 'amef' } })).body.fiscal_mode,
    ).toBe('amef');
    const device = await t.call('POST', `${base()}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa poartă', format: 'fprint' },
    });
    expect(device.status).toBe(201);
    const token = await t.call('POST', `${base()}/fiscalDevices/${device.body.id}/token`, { token: adminA });
    expect(token.status).toBe(200);

    dir = mkdtempSync(join(tmpdir(), 'balti-fiscal-live-'));
    mkdirSync(join(dir, 'driver'));
    // The configuration the server hands out, with the folders the owner fills in, and this test's address.
    const config = {
      ...token.body.config,
      server_url: `http://127.0.0.1:${address.port}`,
      driver_dir: join(dir, 'driver'),
      data_dir: join(dir, 'agent'),
      poll_wait_seconds: 2,
      retry_seconds: 0.2,
      check_interval_ms: 20,
    };
    writeFileSync(join(dir, token.body.config_file_name), JSON.stringify(config));
    start(['simulator/simulator.mjs', '--format', 'fprint', '--dir', join(dir, 'driver')]);
    logOf = start(['src/main.mjs', '--config', join(dir, token.body.config_file_name)]);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())),
    );
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A cash pass sold at the gate, and its bon once the agent has reported it. */
  const sellAndPrint = async () => {
    const sale = await t.call('POST', `${base()}/clients/${angler}/createPass`, {
      token: staffA,
      body: { ...body, payment_method: 'cash' },
    });
    expect(sale.status).toBe(201);
    expect(sale.body.fiscal_job.status).toBe('queued');
    const job = await until(
      async () => (await t.call('GET', `${base()}/passes/${sale.body.id}`, { token: staffA })).body.fiscal_job,
      (j) => j.status === 'printed' || j.status === 'failed',
      'the bon',
    );
    return { sale, job };
  };

  it('prints a sale made at the gate and answers its bon number on the pass', async () => {
    const { sale, job: pass } = await sellAndPrint();
    expect(pass).toEqual({
      id: sale.body.fiscal_job.id,
      status: 'printed',
      receipt_number: expect.any(String),
      error: null,
    });
    const journal = JSON.parse(readFileSync(join(dir, 'driver', 'simulator-journal.json'), 'utf8'));
    expect(JSON.stringify(journal)).toContain(pass.receipt_number);
    // The agent reports the paper from its last outcome with its next poll.
    const device = await until(
      async () => (await t.call('GET', `${base()}/fiscalStatus`, { token: staffA })).body.devices[0],
      (d) => d.paper === 'ok',
      'the paper reported',
    );
    expect(device).toMatchObject({ online: true, silent_since: null, jobs_waiting: 0, jobs_failed: 0 });
  }, 60_000);

  it('prints a Z report and stores it with the totals by payment type', async () => {
    const device = (await t.call('GET', `${base()}/fiscalStatus`, { token: staffA })).body.devices[0].id;
    const z = await t.call('POST', `${base()}/fiscalDevices/${device}/zReport`, { token: staffA });
    expect(z.status).toBe(200);
    const reports = await until(
      async () => (await t.call('POST', `${base()}/fiscalZReports`, { token: staffA, body: {} })).body,
      (page) => page.total > 0,
      'the Z report',
    );
    expect(reports.data[0]).toMatchObject({ job_id: z.body.id, number: expect.any(Number) });
    expect(reports.data[0].totals).toEqual(expect.arrayContaining([{ method: 'cash', amount: expect.any(String) }]));
    const job = await t.call('GET', `${base()}/fiscalJobs/${z.body.id}`, { token: staffA });
    expect(job.body.status).toBe('printed');
  }, 60_000);

  it('a Z whose totals the API refuses (422): the agent reports it printed without them, it is flagged, and the next bon prints', async () => {
    // The simulator again, now writing the Z's amounts with a decimal comma ("50,00").
    const [simulator] = children;
    simulator.kill('SIGTERM');
    if (simulator.exitCode === null) await new Promise((r) => simulator.once('exit', r));
    start(['simulator/simulator.mjs', '--format', 'fprint', '--dir', join(dir, 'driver'), '--fail', 'z-comma']);
    const { job: before } = await sellAndPrint();
    expect(before.status).toBe('printed');
    const device = (await t.call('GET', `${base()}/fiscalStatus`, { token: staffA })).body.devices[0].id;
    const z = await t.call('POST', `${base()}/fiscalDevices/${device}/zReport`, { token: staffA });
    const job = await until(
      async () => (await t.call('GET', `${base()}/fiscalJobs/${z.body.id}`, { token: staffA })).body,
      (j) => j.status !== 'queued' && j.status !== 'sent',
      'the Z',
    );
    expect(job).toMatchObject({ status: 'printed', error_code: 'Z_FARA_TOTALURI' });
    expect(logOf()).toMatch(/rezultatul a fost refuzat de server \(Serverul a răspuns 422: .*z_report\.totals/);
    const { job: after } = await sellAndPrint();
    expect(after.status).toBe('printed');
    const journal = JSON.parse(readFileSync(join(dir, 'driver', 'simulator-journal.json'), 'utf8'));
    expect(journal.reports.filter((r: { type: string }) => r.type === 'Z')).toHaveLength(2);
  }, 60_000);

  it('holds a poll over HTTP for its wait_seconds when there is nothing to print (a long poll, not an answer at once)', async () => {
    // A register of its own, so that the running agent's lease and jobs are not touched.
    const device = await t.call('POST', `${base()}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa de rezervă', format: 'fprint' },
    });
    expect(device.status).toBe(201);
    const token = await t.call('POST', `${base()}/fiscalDevices/${device.body.id}/token`, { token: adminA });
    const poll = async () => {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/fiscal-agent/poll`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.body.config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ agent_id: 'agent-rezerva', state: { paper: 'ok' }, wait_seconds: 2 }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { jobs: unknown[] }).jobs).toEqual([]);
      return Date.now() - started;
    };
    expect(await poll()).toBeGreaterThanOrEqual(1_900);
  });
});
