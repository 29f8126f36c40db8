import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { bucharestDate } from '@app/common/time';
import { FiscalAgentState } from '@app/fiscal/entities/fiscal-agent-state.entity';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { In } from 'typeorm';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The fiscal cash register (AMEF) through an agent: the company's `fiscal_mode`, its devices (role
 * 2), the sale that writes its bon's job in its own transaction, the agent's API (token, long-poll,
 * lease, idempotent results, Z reports), staff actions on the bons, and tenancy.
 */
describe(`fiscal cash register (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  let water: number;
  let plan: number;
  let angler: number;
  let device: number;
  let token: string;
  const base = (c: number) => `/api/company/${c}`;
  const agent = (path: string, body: object, bearer = token) =>
    t.call('POST', `/api/fiscal-agent/${path}`, { headers: { authorization: `Bearer ${bearer}` }, body });
  const poll = (agentId = 'agent-1', extra: object = {}, bearer = token) =>
    agent('poll', { agent_id: agentId, version: '1.0.0', state: { paper: 'ok' }, wait_seconds: 0, ...extra }, bearer);
  const sell = (body: object = {}) =>
    t.call('POST', `${base(A)}/clients/${angler}/createPass`, {
      token: staffA,
      body: { plan_id: plan, water_id: water, payment_method: 'cash', ...body },
    });
  /** A day's booking of the angler from `startsInMs` from now, with its deposit. */
  const book = (deposit: number, startsInMs: number) => {
    const starts = new Date(Date.now() + startsInMs);
    return t.call('POST', `${base(A)}/createBooking`, {
      token: staffA,
      body: {
        client_id: angler,
        water_id: water,
        plan_id: plan,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 86_400_000).toISOString(),
        deposit,
      },
    });
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const rename = (from: string, to: string) =>
    t.dataSource.query(DB_KIND === 'mariadb' ? `RENAME TABLE ${from} TO ${to}` : `ALTER TABLE ${from} RENAME TO ${to}`);
  /** The agent's last poll moved back in time. */
  const lastSeen = (agoMs: number) =>
    t.dataSource
      .getRepository(FiscalAgentState)
      .update({ device_id: device }, { last_seen_at: new Date(Date.now() - agoMs) });
  /** The jobs handed out `agoMs` ago (every time on their rows moved back). */
  const handedOutAgo = (ids: number[], agoMs: number) => {
    const at = new Date(Date.now() - agoMs);
    return t.dataSource
      .getRepository(FiscalJob)
      .update({ id: In(ids) }, { created_at: at, updated_at: at, sent_at: at });
  };
  const setMode = async (mode: 'receipt' | 'amef') => {
    const res = await t.call('POST', `${base(A)}/update`, { token: adminA, body: { fiscal_mode: mode } });
    expect(res.status).toBe(200);
    expect(res.body.fiscal_mode).toBe(mode);
  };
  /** Settles every job the agent is handed (printed, numbered from `from`). */
  const printAll = async (from: number) => {
    const res = await poll();
    expect(res.status).toBe(200);
    let n = from;
    for (const job of res.body.jobs as { id: number; attempt: number }[]) {
      const done = await agent(`jobs/${job.id}/result`, {
        agent_id: 'agent-1',
        attempt: job.attempt,
        status: 'printed',
        receipt_number: String(n++),
        fiscal_serial: 'DT123456',
      });
      expect(done.status).toBe(200);
    }
    return res.body.jobs as { id: number }[];
  };

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const catalogue = (await t.call('GET', `${base(A)}/plans`, { token: adminA })).body;
    water = catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;
    plan = catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    angler = (
      await t.call('POST', `${base(A)}/createClient`, {
        token: staffA,
        body: { first_name: 'Ștefan', last_name: 'Țăranu' },
      })
    ).body.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the chitanță in receipt mode (the default) and answers fiscal_job null', async () => {
    const company = await t.call('GET', '/api/user', { token: adminA });
    expect(company.status).toBe(200);
    const res = await sell();
    expect(res.status).toBe(201);
    expect(res.body.receipt).not.toBeNull();
    expect(res.body.fiscal_job).toBeNull();
    const bad = await t.call('POST', `${base(A)}/update`, { token: adminA, body: { fiscal_mode: 'casa' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.fiscal_mode).toEqual(['Valoarea aleasă nu este permisă.']);
  });

  it('refuses a cash sale in amef mode while no device is active, in Romanian, and takes no number', async () => {
    await setMode('amef');
    const passes = await count('passes');
    const res = await sell();
    expect(res.status).toBe(422);
    expect(res.body.errors.fiscal_device).toEqual(['Nu există o casă de marcat activă.']);
    expect(await count('passes')).toBe(passes);
    // A bank transfer is not fiscalised: it needs no device.
    const transfer = await sell({ payment_method: 'transfer' });
    expect(transfer.status).toBe(201);
    expect(transfer.body.fiscal_job).toBeNull();
    expect(transfer.body.receipt).toBeNull();
  });

  it("creates a device (role 2 only), checks its format's settings in Romanian, and keeps it from company B", async () => {
    const staff = await t.call('POST', `${base(A)}/createFiscalDevice`, {
      token: staffA,
      body: { name: 'Casa poartă', format: 'fprint' },
    });
    expect(staff.status).toBe(403);
    const bad = await t.call('POST', `${base(A)}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa rea', format: 'ecrbridge', vat_group: 'AB', payment_codes: { cash: 'x', card: '2' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.vat_group).toEqual(['Grupa de TVA pentru ECR Bridge este o literă sau o cifră.']);
    expect(bad.body.errors['payment_codes.cash']).toEqual(['Codul plății ECR Bridge este o cifră.']);
    const created = await t.call('POST', `${base(A)}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa poartă', format: 'fprint', plan_vat_groups: [{ plan_id: plan, vat_group: '2' }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Casa poartă',
      format: 'fprint',
      vat_group: '1',
      payment_codes: { cash: '0', card: '1' },
      plan_vat_groups: [{ plan_id: plan, vat_group: '2' }],
      water_ids: [],
      active: true,
      has_token: false,
      agent: null,
    });
    device = created.body.id;
    const wrong = await t.call('POST', `${base(A)}/fiscalDevices/${device}/update`, {
      token: adminA,
      body: { fprint_fields: '1;x;0' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.fprint_fields[0]).toMatch(/^Câmpurile dintre cantitate și unitate/);
    const updated = await t.call('POST', `${base(A)}/fiscalDevices/${device}/update`, {
      token: adminA,
      body: { fprint_fields: '1;2;{vat};0;0', diacritics: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.fprint_fields).toBe('1;2;{vat};0;0');
    const list = await t.call('POST', `${base(A)}/fiscalDevices`, { token: adminA, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toEqual([device]);
    // Company B: its own (empty) list, and A's device is not found.
    expect((await t.call('POST', `${base(B)}/fiscalDevices`, { token: adminB, body: {} })).body.data).toEqual([]);
    for (const [method, url] of [
      ['GET', `${base(B)}/fiscalDevices/${device}`],
      ['POST', `${base(B)}/fiscalDevices/${device}/update`],
      ['POST', `${base(B)}/fiscalDevices/${device}/token`],
      ['POST', `${base(B)}/fiscalDevices/${device}/zReport`],
    ] as const) {
      const res = await t.call(method, url, { token: adminB, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(404);
    }
  });

  it('gives a token once with a ready config; a rotated token gets 401 at once', async () => {
    const first = await t.call('POST', `${base(A)}/fiscalDevices/${device}/token`, { token: adminA });
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(new RegExp(`^bfd_${device}_[A-Za-z0-9_-]{43}$`));
    expect(first.body.config).toEqual({
      server_url: 'http://baltiapp.test',
      token: first.body.token,
      driver_dir: '',
      format: 'fprint',
    });
    const stored = await t.dataSource.query(`SELECT token_hash FROM fiscal_devices WHERE id = ${device}`);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(first.body.token.slice(-43));
    expect((await poll('agent-1', {}, first.body.token)).status).toBe(200);
    const second = await t.call('POST', `${base(A)}/fiscalDevices/${device}/token`, { token: adminA });
    token = second.body.token;
    const old = await poll('agent-1', {}, first.body.token);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: 'Unauthorized' });
    expect((await poll('agent-1', {}, 'bfd_1_garbage')).status).toBe(401);
    expect((await poll()).status).toBe(200);
  });

  it('writes a cash sale as a queued job, without a chitanță, and the agent prints it once', async () => {
    const receipts = await count('receipts');
    const res = await sell();
    expect(res.status).toBe(201);
    expect(res.body.receipt).toBeNull();
    expect(res.body.fiscal_job).toEqual({
      id: expect.any(Number),
      status: 'queued',
      receipt_number: null,
      error: null,
    });
    expect(await count('receipts')).toBe(receipts);
    const handed = await poll();
    expect(handed.status).toBe(200);
    expect(handed.body.device).toEqual({
      id: device,
      name: 'Casa poartă',
      format: 'fprint',
      settings: {
        vat_group: '1',
        payment_codes: { cash: '0', card: '1' },
        fprint_fields: '1;2;{vat};0;0',
        unit: 'buc',
        diacritics: false,
      },
    });
    const [job] = handed.body.jobs;
    expect(job).toMatchObject({ id: res.body.fiscal_job.id, seq: res.body.fiscal_job.id, attempt: 1, kind: 'sale' });
    expect(job.sale).toEqual({
      reference: `Permis ${res.body.series} nr. ${res.body.number}`,
      lines: [{ name: 'Permis o zi - Lacul Mare', unit_price: res.body.total, quantity: '1.000', vat_group: '2' }],
      payments: [{ method: 'cash', amount: res.body.total }],
      total: res.body.total,
    });
    const result = { agent_id: 'agent-1', attempt: 1, status: 'printed', receipt_number: '101', fiscal_serial: 'DT1' };
    const done = await agent(`jobs/${job.id}/result`, result);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: job.id, status: 'printed' });
    // Idempotent: the same result again answers the same; a failure for a printed bon is a 409.
    expect((await agent(`jobs/${job.id}/result`, result)).body).toEqual({ id: job.id, status: 'printed' });
    const failed = await agent(`jobs/${job.id}/result`, { agent_id: 'agent-1', attempt: 1, status: 'failed' });
    expect(failed.status).toBe(409);
    const pass = await t.call('GET', `${base(A)}/passes/${res.body.id}`, { token: staffA });
    expect(pass.body.fiscal_job).toEqual({ id: job.id, status: 'printed', receipt_number: '101', error: null });
    expect((await poll()).body.jobs).toEqual([]);
  });

  it('refuses a second agent with the same token while the first holds the device (409)', async () => {
    expect((await poll('agent-1')).status).toBe(200);
    const other = await poll('agent-2');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'Casa de marcat este folosită de alt agent.' });
    // The lease ends a minute after the first agent's last poll.
    await lastSeen(61_000);
    expect((await poll('agent-2')).status).toBe(200);
    expect((await poll('agent-1')).status).toBe(409);
    await lastSeen(61_000);
    expect((await poll('agent-1')).status).toBe(200);
  });

  it('answers a long-poll with a job created while it waits', async () => {
    const started = Date.now();
    const waiting = agent('poll', { agent_id: 'agent-1', state: { paper: 'ok' }, wait_seconds: 10 });
    await new Promise((r) => setTimeout(r, 700));
    const sale = await sell({ payment_method: 'card' });
    expect(sale.status).toBe(201);
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { id: number }) => j.id)).toEqual([sale.body.fiscal_job.id]);
    expect(res.body.jobs[0].sale.payments).toEqual([{ method: 'card', amount: sale.body.total }]);
    expect(Date.now() - started).toBeLessThan(5_000);
    await printAll(200);
  });

  it("writes the job in the sale's transaction: no job without its pass, no pass without its job", async () => {
    const before = { passes: await count('passes'), jobs: await count('fiscal_jobs') };
    // The job's insert fails: the pass goes back with it.
    await rename('fiscal_jobs', 'fiscal_jobs_away');
    try {
      expect((await sell()).status).toBe(500);
    } finally {
      await rename('fiscal_jobs_away', 'fiscal_jobs');
    }
    expect({ passes: await count('passes'), jobs: await count('fiscal_jobs') }).toEqual(before);
    // The pass fails after its job was written (its statistics, the last writes): the job goes back.
    await rename('client_pass_totals', 'client_pass_totals_away');
    try {
      expect((await sell()).status).toBe(500);
    } finally {
      await rename('client_pass_totals_away', 'client_pass_totals');
    }
    expect({ passes: await count('passes'), jobs: await count('fiscal_jobs') }).toEqual(before);
    expect((await poll()).body.jobs).toEqual([]);
  });

  it("reaches only its own device's jobs with a device's token", async () => {
    const other = await t.call('POST', `${base(A)}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa lac', format: 'ecrbridge', water_ids: [water] },
    });
    expect(other.status).toBe(201);
    const otherToken = (await t.call('POST', `${base(A)}/fiscalDevices/${other.body.id}/token`, { token: adminA })).body
      .token;
    // The water's own device prints its sales now.
    const sale = await sell();
    const mine = await poll('agent-x', {}, otherToken);
    expect(mine.body.device.id).toBe(other.body.id);
    expect(mine.body.jobs.map((j: { id: number }) => j.id)).toEqual([sale.body.fiscal_job.id]);
    expect((await poll()).body.jobs).toEqual([]);
    // The first device's token cannot report on the other's job.
    const foreign = await agent(`jobs/${sale.body.fiscal_job.id}/result`, {
      agent_id: 'agent-1',
      attempt: 1,
      status: 'printed',
      receipt_number: '1',
    });
    expect(foreign.status).toBe(404);
    // An inactive device's token stops at once; its waters' sales go to the default device.
    await t.call('POST', `${base(A)}/fiscalDevices/${other.body.id}/update`, {
      token: adminA,
      body: { active: false },
    });
    expect((await poll('agent-x', {}, otherToken)).status).toBe(401);
    const next = await sell();
    expect((await printAll(300)).map((j) => j.id)).toEqual([next.body.fiscal_job.id]);
  });

  it("lets one of several agents' first polls at once hold a new device, the others 409 (never a 500)", async () => {
    const fresh = await t.call('POST', `${base(A)}/createFiscalDevice`, {
      token: adminA,
      body: { name: 'Casa de rezervă', format: 'fprint' },
    });
    const freshToken = (await t.call('POST', `${base(A)}/fiscalDevices/${fresh.body.id}/token`, { token: adminA })).body
      .token;
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => poll(`rival-${i}`, {}, freshToken)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toEqual({ message: 'Casa de marcat este folosită de alt agent.' });
    await t.call('POST', `${base(A)}/fiscalDevices/${fresh.body.id}/update`, {
      token: adminA,
      body: { active: false },
    });
  });

  it('lets staff retry a failed bon, record one printed by hand, cancel a sale and record its storno', async () => {
    const sale = await sell();
    const jobId = sale.body.fiscal_job.id;
    await poll();
    const failed = await agent(`jobs/${jobId}/result`, {
      agent_id: 'agent-1',
      attempt: 1,
      status: 'failed',
      error_code: '-150101',
      error_message: 'Hârtie terminată în casa de marcat.',
    });
    expect(failed.body).toEqual({ id: jobId, status: 'failed' });
    const pass = await t.call('GET', `${base(A)}/passes/${sale.body.id}`, { token: staffA });
    expect(pass.body.fiscal_job).toEqual({
      id: jobId,
      status: 'failed',
      receipt_number: null,
      error: 'Hârtie terminată în casa de marcat.',
    });
    const retried = await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/retry`, { token: staffA });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', attempt: 2, error: null });
    expect((await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/retry`, { token: staffA })).status).toBe(409);
    const handed = await poll();
    expect(handed.body.jobs).toEqual([expect.objectContaining({ id: jobId, attempt: 2 })]);
    // A result of the old attempt is refused.
    const stale = await agent(`jobs/${jobId}/result`, { agent_id: 'agent-1', attempt: 1, status: 'printed' });
    expect(stale.status).toBe(409);
    await agent(`jobs/${jobId}/result`, { agent_id: 'agent-1', attempt: 2, status: 'failed', error_code: '-1' });

    // Printed by hand on the device.
    const manual = await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/recordManual`, {
      token: staffA,
      body: { receipt_number: '777' },
    });
    expect(manual.status).toBe(200);
    expect(manual.body).toMatchObject({ status: 'printed', receipt_number: '777', manual: true });

    // Cancelling a printed sale cancels the pass and leaves a storno to record.
    const cancelled = await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/cancelSale`, {
      token: staffA,
      body: { reason: 'Greșeală' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'printed', storno_status: 'needed' });
    expect((await t.call('GET', `${base(A)}/passes/${sale.body.id}`, { token: staffA })).body.status).toBe('cancelled');
    const status = await t.call('GET', `${base(A)}/fiscalStatus`, { token: staffA });
    expect(status.body.devices.find((d: { id: number }) => d.id === device).storno_needed).toBe(1);
    const storno = await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/storno`, {
      token: staffA,
      body: { storno_number: '778' },
    });
    expect(storno.body).toMatchObject({ storno_status: 'done', storno_number: '778' });

    // A queued sale cancelled: the bon is never handed out.
    const queued = await sell();
    const dropped = await t.call('POST', `${base(A)}/fiscalJobs/${queued.body.fiscal_job.id}/cancelSale`, {
      token: staffA,
      body: {},
    });
    expect(dropped.body).toMatchObject({ status: 'cancelled', storno_status: null });
    expect((await poll()).body.jobs).toEqual([]);

    // Every one of these is in the audit trail, with its author.
    const audit = await t.dataSource.query(
      `SELECT actor_id, changes FROM audit_log WHERE entity = 'fiscal_jobs' AND entity_id = ? AND action = 'update'`,
      [jobId],
    );
    expect(audit.length).toBeGreaterThanOrEqual(4);
    expect(audit.some((r: { changes: string }) => r.changes.includes('777'))).toBe(true);
  });

  it('lets staff settle a bon handed to an agent only once that agent has been silent past the lease', async () => {
    const sale = await sell();
    const jobId = sale.body.fiscal_job.id;
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual([jobId]);
    const manual = () =>
      t.call('POST', `${base(A)}/fiscalJobs/${jobId}/recordManual`, { token: staffA, body: { receipt_number: '900' } });
    const live = await manual();
    expect(live.status).toBe(409);
    expect(live.body.message).toBe('Doar un bon în coadă sau eșuat se poate înregistra ca tipărit de mână.');
    expect(
      (await t.call('POST', `${base(A)}/fiscalJobs/${jobId}/cancelSale`, { token: staffA, body: {} })).status,
    ).toBe(409);
    await lastSeen(61_000);
    const silent = await manual();
    expect(silent.status).toBe(200);
    expect(silent.body).toMatchObject({ status: 'printed', receipt_number: '900', manual: true });
    // The agent comes back: the bon is not handed out again.
    expect((await poll()).body.jobs).toEqual([]);
  });

  it('lists a bon a live agent never answered (its results refused) once 15 minutes have passed, counts it on the dashboard, and lets staff record or cancel it', async () => {
    const listed = async () =>
      (await t.call('POST', `${base(A)}/fiscalJobs`, { token: staffA, body: { to_settle: true, per_page: 100 } })).body
        .data as { id: number; attention: { code: string; problem: string; to_do: string } | null }[];
    const deviceStatus = async () =>
      (await t.call('GET', `${base(A)}/fiscalStatus`, { token: staffA })).body.devices.find(
        (d: { id: number }) => d.id === device,
      ) as { jobs_waiting: number; to_check: number };
    const before = await deviceStatus();
    const printed = (await sell()).body.fiscal_job.id as number;
    const notPrinted = (await sell()).body.fiscal_job.id as number;
    // The agent takes both; what it sends back is refused, the bare result too (agent/src/agent.mjs
    // reportBare()): it gives up and goes on polling, the server still has them handed out.
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual([printed, notPrinted]);
    const manual = () =>
      t.call('POST', `${base(A)}/fiscalJobs/${printed}/recordManual`, {
        token: staffA,
        body: { receipt_number: '950' },
      });

    // 14 minutes: still the agent's (it may be working through a queue of bons).
    await handedOutAgo([printed, notPrinted], 14 * 60_000);
    await poll();
    expect((await listed()).map((j) => j.id)).not.toContain(printed);
    expect(await deviceStatus()).toMatchObject({ jobs_waiting: before.jobs_waiting + 2, to_check: before.to_check });
    expect((await manual()).status).toBe(409);

    // 16 minutes, the agent still polling: listed, with what happened and what to do.
    await handedOutAgo([printed, notPrinted], 16 * 60_000);
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual([printed, notPrinted]);
    const waiting = await listed();
    expect(waiting.find((j) => j.id === printed)?.attention).toEqual({
      code: 'no_result',
      problem:
        'Bonul a fost trimis casei de marcat acum mai mult de 15 minute, dar rezultatul lui nu a ajuns la Bălți.',
      to_do:
        'Verificați pe casa de marcat și în jurnalul agentului dacă bonul s-a tipărit: dacă da, înregistrați-i numărul cu „Tipărit de mână”; dacă nu, tipăriți-l de mână și înregistrați-l sau anulați vânzarea.',
    });
    expect(waiting.map((j) => j.id)).toContain(notPrinted);
    expect((await t.call('GET', `${base(A)}/fiscalJobs/${printed}`, { token: staffA })).body.attention.code).toBe(
      'no_result',
    );
    // The dashboard counts them to check, no longer as waiting.
    expect(await deviceStatus()).toMatchObject({ jobs_waiting: before.jobs_waiting, to_check: before.to_check + 2 });

    // Settled by staff while the agent is live: one recorded from the paper, the other's sale cancelled.
    const recorded = await manual();
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'printed', receipt_number: '950', manual: true, attention: null });
    const cancelled = await t.call('POST', `${base(A)}/fiscalJobs/${notPrinted}/cancelSale`, {
      token: staffA,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', attention: null });
    expect((await poll()).body.jobs).toEqual([]);
    const left = (await listed()).map((j) => j.id);
    expect(left).not.toContain(printed);
    expect(left).not.toContain(notPrinted);
    expect(await deviceStatus()).toMatchObject({ jobs_waiting: before.jobs_waiting, to_check: before.to_check });
  });

  it('hands out a new bon while 20 older ones stay handed out without a result', async () => {
    const stuck: number[] = [];
    for (let i = 0; i < 20; i++) stuck.push((await sell()).body.fiscal_job.id);
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual(stuck);
    // The agent gives up on all 20 (their results refused): they stay handed out. The next sale's
    // bon still reaches the cash register.
    const fresh = (await sell()).body.fiscal_job.id as number;
    const handed = (await poll()).body.jobs as { id: number; attempt: number }[];
    expect(handed).toHaveLength(20);
    expect(handed.map((j) => j.id)).toContain(fresh);
    expect(handed.map((j) => j.id)).toEqual([...handed.map((j) => j.id)].sort((a, b) => a - b));

    for (const [i, id] of [...stuck, fresh].entries()) {
      const done = await agent(`jobs/${id}/result`, {
        agent_id: 'agent-1',
        attempt: 1,
        status: 'printed',
        receipt_number: String(800 + i),
      });
      expect(done.status).toBe(200);
    }
    expect((await poll()).body.jobs).toEqual([]);
  });

  it('prints X and Z reports, stores the Z and clears z_overdue', async () => {
    const day = 24 * 3_600_000;
    // A bon printed 25 hours ago with no Z since: the gate warns.
    await t.dataSource
      .getRepository(FiscalJob)
      .update({ device_id: device, status: 'printed' }, { printed_at: new Date(Date.now() - day - 3_600_000) });
    await t.dataSource.getRepository(FiscalAgentState).update({ device_id: device }, { last_z_at: null });
    const overdue = await t.call('GET', `${base(A)}/fiscalStatus`, { token: staffA });
    expect(overdue.status).toBe(200);
    expect(overdue.body.fiscal_mode).toBe('amef');
    expect(overdue.body.z_overdue).toBe(true);
    const x = await t.call('POST', `${base(A)}/fiscalDevices/${device}/xReport`, { token: staffA });
    expect(x.body).toMatchObject({ kind: 'x_report', status: 'queued' });
    const z = await t.call('POST', `${base(A)}/fiscalDevices/${device}/zReport`, { token: staffA });
    expect(z.body).toMatchObject({ kind: 'z_report', status: 'queued' });
    const handed = await poll();
    expect(handed.body.jobs.map((j: { id: number; kind: string }) => [j.id, j.kind])).toEqual([
      [x.body.id, 'x_report'],
      [z.body.id, 'z_report'],
    ]);
    expect(handed.body.jobs[0].sale).toBeUndefined();
    await agent(`jobs/${x.body.id}/result`, { agent_id: 'agent-1', attempt: 1, status: 'printed' });
    const zResult = {
      agent_id: 'agent-1',
      attempt: 1,
      status: 'printed',
      z_report: { number: 45, receipts: 12, totals: { cash: '600.00', card: '150.5' } },
    };
    const badTotals = await agent(`jobs/${z.body.id}/result`, {
      ...zResult,
      z_report: { ...zResult.z_report, totals: { cash: 'mult' } },
    });
    expect(badTotals.status).toBe(422);
    expect(badTotals.body.errors['z_report.totals']).toHaveLength(1);
    expect((await agent(`jobs/${z.body.id}/result`, zResult)).status).toBe(200);
    expect((await agent(`jobs/${z.body.id}/result`, zResult)).status).toBe(200);
    const reports = await t.call('POST', `${base(A)}/fiscalZReports`, { token: staffA, body: {} });
    expect(reports.status).toBe(200);
    expect(reports.body.total).toBe(1);
    expect(reports.body.data[0]).toMatchObject({
      device_id: device,
      job_id: z.body.id,
      number: 45,
      receipts: 12,
      totals: [
        { method: 'cash', amount: '600.00' },
        { method: 'card', amount: '150.50' },
      ],
    });
    const after = await t.call('GET', `${base(A)}/fiscalStatus`, { token: staffA });
    const mine = after.body.devices.find((d: { id: number }) => d.id === device);
    expect(mine).toMatchObject({ online: true, silent_since: null, jobs_waiting: 0, z_overdue: false });
    expect(mine.last_z).toMatchObject({ number: 45 });
    expect(after.body.z_overdue).toBe(false);
    expect((await t.call('POST', `${base(B)}/fiscalZReports`, { token: adminB, body: {} })).body.total).toBe(0);
  });

  it('records a Z printed without its totals as printed, flagged in Romanian: not handed out again, the device has its Z', async () => {
    const before = Date.now();
    const z = await t.call('POST', `${base(A)}/fiscalDevices/${device}/zReport`, { token: staffA });
    const handed = await poll();
    expect(handed.body.jobs.map((j: { id: number }) => j.id)).toEqual([z.body.id]);
    const result = { agent_id: 'agent-1', attempt: 1, status: 'printed', fiscal_serial: 'DT123456' };
    const done = await agent(`jobs/${z.body.id}/result`, result);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id: z.body.id, status: 'printed' });
    expect((await agent(`jobs/${z.body.id}/result`, result)).status).toBe(200);
    const job = await t.call('GET', `${base(A)}/fiscalJobs/${z.body.id}`, { token: staffA });
    expect(job.body).toMatchObject({
      status: 'printed',
      error_code: 'Z_FARA_TOTALURI',
      error:
        'Raportul Z a fost tipărit, dar agentul nu i-a trimis totalurile: nu apare în registrul de casă. Verificați raportul Z tipărit pe casa de marcat.',
    });
    expect(job.body.printed_at).not.toBeNull();
    expect((await poll()).body.jobs).toEqual([]);
    // No totals, no Z report stored; the device's last Z is this one (the device's 24 hours restart).
    const reports = await t.call('POST', `${base(A)}/fiscalZReports`, { token: staffA, body: {} });
    expect(reports.body.data.map((r: { job_id: number }) => r.job_id)).not.toContain(z.body.id);
    const state = await t.dataSource.getRepository(FiscalAgentState).findOneByOrFail({ device_id: device });
    expect(state.last_z_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a Z's number or bon count past the columns (422, never a 500), and then takes the Z without totals", async () => {
    const z = await t.call('POST', `${base(A)}/fiscalDevices/${device}/zReport`, { token: staffA });
    await poll();
    const result = { agent_id: 'agent-1', attempt: 1, status: 'printed' };
    const huge = await agent(`jobs/${z.body.id}/result`, {
      ...result,
      z_report: { number: 3_000_000_000, receipts: 3_000_000_000, totals: { cash: '1.00' } },
    });
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors).sort()).toEqual(['z_report.number', 'z_report.receipts']);
    // What the agent sends after a 422: the bare result, recorded and flagged.
    expect((await agent(`jobs/${z.body.id}/result`, result)).status).toBe(200);
    const job = await t.call('GET', `${base(A)}/fiscalJobs/${z.body.id}`, { token: staffA });
    expect(job.body).toMatchObject({ status: 'printed', error_code: 'Z_FARA_TOTALURI' });
  });

  it('lists the bons to settle with what happened and what to do: a Z printed without totals, a sale printed with no number, a failed bon', async () => {
    const toSettle = async () => {
      const res = await t.call('POST', `${base(A)}/fiscalJobs`, {
        token: staffA,
        body: { to_settle: true, page: 1, per_page: 100 },
      });
      expect(res.status).toBe(200);
      return res.body.data as { id: number; attention: { code: string; problem: string; to_do: string } | null }[];
    };
    const toCheck = async () =>
      (await t.call('GET', `${base(A)}/fiscalStatus`, { token: staffA })).body.devices.find(
        (d: { id: number }) => d.id === device,
      ).to_check as number;
    const checkedBefore = await toCheck();
    const z = (await t.call('POST', `${base(A)}/fiscalDevices/${device}/zReport`, { token: staffA })).body;
    const bare = (await sell()).body.fiscal_job;
    const failed = (await sell()).body.fiscal_job;
    const numbered = (await sell()).body.fiscal_job;
    const unnumbered = (await sell()).body.fiscal_job;
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual([
      z.id,
      bare.id,
      failed.id,
      numbered.id,
      unnumbered.id,
    ]);
    // What the agent sends after a 422 (agent/src/agent.mjs reportBare): the status alone, a sale's
    // with the code that says its details were refused.
    const bareResult = { agent_id: 'agent-1', attempt: 1, status: 'printed' };
    expect((await agent(`jobs/${z.id}/result`, bareResult)).status).toBe(200);
    expect((await agent(`jobs/${bare.id}/result`, { ...bareResult, error_code: 'DETALII_REFUZATE' })).status).toBe(200);
    // A driver that reports no numbers at all: its bons are printed, nobody has anything to do.
    expect((await agent(`jobs/${unnumbered.id}/result`, bareResult)).status).toBe(200);
    await agent(`jobs/${failed.id}/result`, {
      agent_id: 'agent-1',
      attempt: 1,
      status: 'failed',
      error_message: 'Hârtie terminată în casa de marcat.',
    });
    await agent(`jobs/${numbered.id}/result`, {
      agent_id: 'agent-1',
      attempt: 1,
      status: 'printed',
      receipt_number: '5001',
    });

    const listed = await toSettle();
    const of = (id: number) => listed.find((j) => j.id === id)?.attention;
    expect(of(z.id)).toEqual({
      code: 'z_without_totals',
      problem: 'Raportul Z a fost tipărit, dar totalurile lui nu au ajuns la Bălți: nu apare în registrul de casă.',
      to_do:
        'Verificați raportul Z tipărit pe casa de marcat și înregistrați de pe el numărul, bonurile și totalurile pe tipuri de plată.',
    });
    expect(of(bare.id)).toEqual({
      code: 'no_receipt_number',
      problem: 'Casa de marcat a tipărit bonul, dar numărul lui nu a ajuns la Bălți.',
      to_do: 'Înregistrați numărul bonului de pe bonul tipărit sau din jurnalul agentului.',
    });
    expect(of(failed.id)).toMatchObject({
      code: 'failed',
      problem: 'Casa de marcat nu a tipărit bonul: Hârtie terminată în casa de marcat.',
    });
    // A bon printed with its number, or by a driver that reports none, waits for no one.
    expect(listed.map((j) => j.id)).not.toContain(numbered.id);
    expect(listed.map((j) => j.id)).not.toContain(unnumbered.id);
    expect(
      (await t.call('GET', `${base(A)}/fiscalJobs/${unnumbered.id}`, { token: staffA })).body.attention,
    ).toBeNull();
    expect((await t.call('GET', `${base(A)}/fiscalJobs/${numbered.id}`, { token: staffA })).body.attention).toBeNull();
    // Every listed bon says why; the dashboard's count has the two to check.
    expect(listed.every((j) => j.attention !== null)).toBe(true);
    expect(await toCheck()).toBe(checkedBefore + 2);

    // The sale's number, from the paper: recorded, the bon stays the agent's and keeps its print time.
    const printedAt = (await t.call('GET', `${base(A)}/fiscalJobs/${bare.id}`, { token: staffA })).body.printed_at;
    const numberIt = () =>
      t.call('POST', `${base(A)}/fiscalJobs/${bare.id}/recordManual`, {
        token: staffA,
        body: { receipt_number: '5000' },
      });
    const named = await numberIt();
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ status: 'printed', receipt_number: '5000', manual: false, attention: null });
    expect(named.body.printed_at).toBe(printedAt);
    expect((await numberIt()).status).toBe(409);

    // The Z's totals, from the printed Z: stored on the day it printed, the flag gone.
    const zTotals = (body: object, token = staffA, company = A, id = z.id) =>
      t.call('POST', `${base(company)}/fiscalJobs/${id}/zTotals`, { token, body });
    const good = { number: 46, receipts: 3, totals: { cash: '75.00', card: '20' } };
    const bad = await zTotals({ ...good, totals: { cash: 'mult' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.totals).toEqual(['Totalurile sunt sume (ex. "600.00") pe tipuri de plată (cash, card).']);
    // The access matrix of the new route: no token, the platform admin, company B on A's path and on its own.
    expect((await t.call('POST', `${base(A)}/fiscalJobs/${z.id}/zTotals`, { body: good })).status).toBe(401);
    expect((await zTotals(good, await t.login('platform@demo.ro'))).status).toBe(403);
    expect((await zTotals(good, adminB)).status).toBe(403);
    expect((await zTotals(good, adminB, B)).status).toBe(404);
    // Its day closed in the cash book: refused as a cash document of a closed day, the flag kept.
    const printedDay = bucharestDate(
      new Date((await t.call('GET', `${base(A)}/fiscalJobs/${z.id}`, { token: staffA })).body.printed_at),
    );
    const close = await t.call('POST', `${base(A)}/cashBook/close`, {
      token: staffA,
      body: { date: printedDay, confirm: true },
    });
    expect(close.status).toBe(200);
    const onClosed = await zTotals(good);
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.message).toMatch(/^Ziua \d{2}\.\d{2}\.\d{4} este închisă în registrul de casă/);
    expect((await t.call('GET', `${base(A)}/fiscalJobs/${z.id}`, { token: staffA })).body.attention.code).toBe(
      'z_without_totals',
    );
    const reopen = await t.call('POST', `${base(A)}/cashBook/reopen`, {
      token: adminA,
      body: { date: printedDay, reason: 'Raportul Z fără totaluri' },
    });
    expect(reopen.status).toBe(200);
    // The number of a Z this register already has (45, stored from the agent above) is a typing error.
    const taken = await zTotals({ ...good, number: 45 });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.number).toEqual([
      'Raportul Z nr. 45 al acestei case de marcat este deja înregistrat: verificați numărul de pe raport.',
    ]);
    const entered = await zTotals(good);
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ status: 'printed', error_code: null, error: null, attention: null });
    expect((await zTotals(good)).status).toBe(409);
    // Only a Z flagged without totals takes them.
    const onSale = await zTotals(good, staffA, A, numbered.id);
    expect(onSale.status).toBe(409);
    expect(onSale.body.message).toBe('Doar unui raport Z tipărit fără totaluri i se pot înregistra totalurile.');
    const reports = await t.call('POST', `${base(A)}/fiscalZReports`, { token: staffA, body: { per_page: 100 } });
    expect(reports.body.data.find((r: { job_id: number }) => r.job_id === z.id)).toMatchObject({
      number: 46,
      receipts: 3,
      day: bucharestDate(new Date(entered.body.printed_at)),
      totals: [
        { method: 'cash', amount: '75.00' },
        { method: 'card', amount: '20.00' },
      ],
    });
    const left = (await toSettle()).map((j) => j.id);
    expect(left).not.toContain(z.id);
    expect(left).not.toContain(bare.id);
    expect(left).toContain(failed.id);
    expect(await toCheck()).toBe(checkedBefore);
    // Company B's list never holds A's bons.
    const listB = await t.call('POST', `${base(B)}/fiscalJobs`, { token: adminB, body: { to_settle: true } });
    expect(listB.body.total).toBe(0);
    // Settled: the failed sale cancelled, so the tests after this one start clean.
    expect(
      (await t.call('POST', `${base(A)}/fiscalJobs/${failed.id}/cancelSale`, { token: staffA, body: {} })).status,
    ).toBe(200);
  });

  it('fiscalises the surplus at the exit and a booking deposit; company B never sees the jobs', async () => {
    const kept = await t.call('POST', `${base(A)}/createPlan`, {
      token: adminA,
      body: {
        name: 'Zi cu reținere',
        water_ids: [water],
        duration_value: 1,
        duration_unit: 'days',
        price: 60,
        retention_kg: 5,
        extra_kg_price: '20.00',
      },
    });
    expect(kept.status).toBe(201);
    const sale = await sell({ payment_method: 'card', plan_id: kept.body.id });
    await printAll(400);
    const fish = (await t.call('GET', '/api/user', { token: staffA })).body.fishes[0].id;
    const checkout = await t.call('POST', `${base(A)}/passes/${sale.body.id}/checkout`, {
      token: staffA,
      body: { payment_method: 'cash', catches: [{ fish_id: fish, weight_kg: 7, count: 1, kept: true }] },
    });
    expect(checkout.body).toMatchObject({ extra_amount: '40.00' });
    expect(checkout.body.extra_amount).toBe('40.00');
    expect(checkout.body.receipt).toBeNull();
    expect(checkout.body.fiscal_job).toMatchObject({ status: 'queued' });
    // The pass's own bon stays the one of its price.
    expect(checkout.body.pass.fiscal_job).toMatchObject({ status: 'printed' });
    const surplusJob = (await poll()).body.jobs.find((j: { id: number }) => j.id === checkout.body.fiscal_job.id);
    expect(surplusJob.sale.payments).toEqual([{ method: 'cash', amount: '40.00' }]);
    const booking = await book(20, 3 * 86_400_000);
    expect(booking.status).toBe(201);
    expect(booking.body.deposit_receipt).toBeNull();
    expect(booking.body.fiscal_job).toMatchObject({ status: 'queued' });
    const jobs = await printAll(500);
    expect(jobs.map((j) => j.id)).toContain(booking.body.fiscal_job.id);
    const job = await t.call('GET', `${base(A)}/fiscalJobs/${booking.body.fiscal_job.id}`, { token: staffA });
    expect(job.body).toMatchObject({ source: 'deposit', booking_id: booking.body.id, amount: '20.00' });
    expect((await t.call('GET', `${base(B)}/fiscalJobs/${job.body.id}`, { token: adminB })).status).toBe(404);
    for (const [action, body] of [
      ['retry', {}],
      ['cancelSale', {}],
      ['recordManual', { receipt_number: '1' }],
      ['storno', { storno_number: '1' }],
    ] as const) {
      const res = await t.call('POST', `${base(B)}/fiscalJobs/${job.body.id}/${action}`, { token: adminB, body });
      expect(res.status).toBe(404);
    }
    expect((await t.call('POST', `${base(B)}/fiscalJobs`, { token: adminB, body: {} })).body.total).toBe(0);
    await setMode('receipt');
  });

  it('leaves a transfer surplus unfiscalised but counted in the day’s transfer sum and the income; a card or cash one is on its bon and in the income until its sale is cancelled', async () => {
    await setMode('amef');
    const today = bucharestDate();
    const kept = await t.call('POST', `${base(A)}/createPlan`, {
      token: adminA,
      body: {
        name: 'Zi cu reținere, transfer',
        water_ids: [water],
        duration_value: 1,
        duration_unit: 'days',
        price: 60,
        retention_kg: 5,
        extra_kg_price: '20.00',
      },
    });
    expect(kept.status).toBe(201);
    const fish = (await t.call('GET', '/api/user', { token: staffA })).body.fishes[0].id;
    const sums = async () => {
      const book = await t.call('POST', `${base(A)}/cashBook`, {
        token: adminA,
        body: { date_from: today, date_to: today },
      });
      const day = (book.body.days as { date: string; transfer: string }[]).find((d) => d.date === today);
      const chart = await t.call('POST', `${base(A)}/financeChart`, {
        token: adminA,
        body: { date_from: today, date_to: today, group_by: 'day' },
      });
      return { transfer: Number(day?.transfer ?? 0), income: Number(chart.body.totals.income) };
    };
    const exit = async (payment_method: string) => {
      const sale = await sell({ payment_method: 'transfer', plan_id: kept.body.id });
      expect(sale.status).toBe(201);
      const res = await t.call('POST', `${base(A)}/passes/${sale.body.id}/checkout`, {
        token: staffA,
        body: { payment_method, catches: [{ fish_id: fish, weight_kg: 7, count: 1, kept: true }] },
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    const jobs = await count('fiscal_jobs');
    const before = await sums();
    const byTransfer = await exit('transfer');
    expect(byTransfer).toMatchObject({ extra_amount: '40.00', receipt: null, fiscal_job: null });
    expect(byTransfer.pass).toMatchObject({ checkout_amount: '40.00', checkout_payment_method: 'transfer' });
    expect(await count('fiscal_jobs')).toBe(jobs);
    const afterTransfer = await sums();
    // The pass's own 60 lei by transfer and the surplus's 40.
    expect(afterTransfer.transfer - before.transfer).toBeCloseTo(100, 2);
    expect(afterTransfer.income - before.income).toBeCloseTo(100, 2);
    const byCard = await exit('card');
    expect(byCard).toMatchObject({ receipt: null, fiscal_job: { status: 'queued' } });
    expect(byCard.pass).toMatchObject({ checkout_amount: '40.00', checkout_payment_method: 'card' });
    const afterCard = await sums();
    // The card surplus is on its bon, and it is income all the same: the pass's 60 lei and its 40.
    expect(afterCard.transfer - afterTransfer.transfer).toBeCloseTo(60, 2);
    expect(afterCard.income - afterTransfer.income).toBeCloseTo(100, 2);
    const byCash = await exit('cash');
    expect(byCash).toMatchObject({ receipt: null, fiscal_job: { status: 'queued' } });
    expect(byCash.pass).toMatchObject({ checkout_amount: '40.00', checkout_payment_method: 'cash' });
    const afterCash = await sums();
    expect(afterCash.income - afterCard.income).toBeCloseTo(100, 2);
    // A surplus whose bon's sale is cancelled took no money: out of the income again.
    const dropped = await t.call('POST', `${base(A)}/fiscalJobs/${byCash.fiscal_job.id}/cancelSale`, {
      token: staffA,
      body: {},
    });
    expect(dropped.body).toMatchObject({ status: 'cancelled', storno_status: null });
    expect((await sums()).income - afterCash.income).toBeCloseTo(-40, 2);
    await printAll(600);
    await setMode('receipt');
  });

  it('counts a deposit on a bon fiscal on the day it was paid, once: the check-in adds the rest, a cancelled sale takes it out', async () => {
    await setMode('amef');
    const today = bucharestDate();
    const income = async () => {
      const chart = await t.call('POST', `${base(A)}/financeChart`, {
        token: adminA,
        body: { date_from: today, date_to: today, group_by: 'day' },
      });
      expect(chart.status).toBe(200);
      return Math.round(Number(chart.body.totals.income) * 100);
    };
    const bookNow = async (deposit: number) => {
      const res = await book(deposit, 3_600_000);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ deposit_receipt: null, fiscal_job: { status: 'queued' } });
      return res.body;
    };
    const before = await income();
    // Paid today on its bon: income today, whether the angler comes or not.
    const kept = await bookNow(20);
    expect((await income()) - before).toBe(2000);
    // The check-in's pass holds the deposit in its total: the day adds the rest, not the deposit again.
    const checkIn = await t.call('POST', `${base(A)}/bookings/${kept.id}/checkIn`, {
      token: staffA,
      body: { payment_method: 'card' },
    });
    expect(checkIn.status).toBe(200);
    const total = Math.round(Number(checkIn.body.total) * 100);
    expect(total).toBeGreaterThan(2000);
    expect((await income()) - before).toBe(total);
    // Taken off the price of the pass, still active: its sale is not cancelled on its own.
    const refused = await t.call('POST', `${base(A)}/fiscalJobs/${kept.fiscal_job.id}/cancelSale`, {
      token: staffA,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Bonul este avansul rezervării nr. ${kept.id}, scăzut din prețul permisului emis la prezentare: anulați întâi permisul, apoi bonul.`,
    });
    expect((await income()) - before).toBe(total);
    // A deposit whose sale is cancelled took no money: the check-in charges the whole price.
    const dropped = await bookNow(30);
    expect((await income()) - before).toBe(total + 3000);
    const cancelled = await t.call('POST', `${base(A)}/fiscalJobs/${dropped.fiscal_job.id}/cancelSale`, {
      token: staffA,
      body: {},
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect((await income()) - before).toBe(total);
    const unpaid = await t.call('GET', `${base(A)}/bookings/${dropped.id}`, { token: staffA });
    expect(unpaid.body.due).toBe(unpaid.body.total);
    await printAll(700);
    await setMode('receipt');
  });

  it('serves the agent as a zip (role 2)', async () => {
    const res = await t.call('GET', `${base(A)}/fiscalAgent/download`, { token: adminA });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // The bytes as sent (the test client decodes bodies as text).
    const raw = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `${base(A)}/fiscalAgent/download`,
        headers: { authorization: `Bearer ${adminA}` },
      });
    const zip = raw.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Each entry's local header: name, then the deflated bytes; main.mjs inflates to the file itself.
    const entries = new Map<string, Buffer>();
    for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
      const size = zip.readUInt32LE(at + 18);
      const nameLength = zip.readUInt16LE(at + 26);
      const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
      const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
      entries.set(name, inflateRawSync(zip.subarray(start, start + size)));
      at = start + size;
    }
    expect(entries.get('balti-agent/src/main.mjs')?.toString()).toBe(
      readFileSync(resolve(__dirname, '../../agent/src/main.mjs'), 'utf8'),
    );
    expect(entries.has('balti-agent/simulator/simulator.mjs')).toBe(true);
    expect([...entries.keys()].filter((n) => n.startsWith('balti-agent/test/'))).toEqual([]);
    expect((await t.call('GET', `${base(A)}/fiscalAgent/download`, { token: staffA })).status).toBe(403);
  });

  it('lets staff settle a report whose result never came: a Z with its totals from the paper, on the day it was handed out; an X cancelled', async () => {
    const z = (await t.call('POST', `${base(A)}/fiscalDevices/${device}/zReport`, { token: staffA })).body.id as number;
    const x = (await t.call('POST', `${base(A)}/fiscalDevices/${device}/xReport`, { token: staffA })).body.id as number;
    expect((await poll()).body.jobs.map((j: { id: number }) => j.id)).toEqual([z, x]);
    const zTotals = () =>
      t.call('POST', `${base(A)}/fiscalJobs/${z}/zTotals`, {
        token: staffA,
        body: { number: 47, receipts: 2, totals: { cash: '100.00' } },
      });
    // Still the agent's: it may be printing it.
    expect((await zTotals()).status).toBe(409);
    const handedOut = new Date(Date.now() - 16 * 60_000);
    await handedOutAgo([z, x], 16 * 60_000);
    const attention = async (id: number) =>
      (await t.call('GET', `${base(A)}/fiscalJobs/${id}`, { token: staffA })).body.attention;
    expect(await attention(z)).toEqual({
      code: 'no_result',
      problem:
        'Raportul a fost trimis casei de marcat acum mai mult de 15 minute, dar rezultatul lui nu a ajuns la Bălți.',
      to_do:
        'Verificați pe casa de marcat dacă raportul Z s-a tipărit: dacă da, înregistrați de pe el numărul, bonurile și totalurile pe tipuri de plată; dacă nu, anulați-l și cereți altul.',
    });
    expect((await attention(x)).code).toBe('no_result');

    const entered = await zTotals();
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ status: 'printed', attention: null });
    expect(Math.abs(new Date(entered.body.printed_at).getTime() - handedOut.getTime())).toBeLessThan(2_000);
    const reports = await t.call('POST', `${base(A)}/fiscalZReports`, { token: staffA, body: { per_page: 100 } });
    expect(reports.body.data.find((r: { job_id: number }) => r.job_id === z)).toMatchObject({
      number: 47,
      day: bucharestDate(handedOut),
      totals: [{ method: 'cash', amount: '100.00' }],
    });
    const cancelled = await t.call('POST', `${base(A)}/fiscalJobs/${x}/cancelSale`, { token: staffA, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', attention: null });
    expect((await poll()).body.jobs).toEqual([]);
  });
});
