import { Client } from '@app/clients/entities/client.entity';
import { addDays, bucharestDate, bucharestDayStart } from '@app/common/time';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { unzip } from './support/saga-xsd';

/**
 * Edges of the cash book (backend/src/books) where its money could disagree with itself: each
 * case is a company of its own, so its book holds only that case's documents.
 */
describe(`the cash book's edges (${DB_KIND})`, () => {
  let t: TestApp;
  let companies = 0;
  const base = (companyId: number) => `/api/company/${companyId}`;
  const today = bucharestDate();

  /** A company of its own with its administrator's token, a cash series and an angler. */
  async function company(): Promise<{ id: number; token: string; angler: number }> {
    companies += 1;
    const reg = await t.call('POST', '/api/register', {
      body: {
        name: 'Ana Casiera',
        email: `casiera${companies}@exemplu.ro`,
        password: 'Parola123',
        password_confirmation: 'Parola123',
      },
    });
    expect(reg.status).toBe(201);
    const token = reg.body.token as string;
    const made = await t.call('POST', '/api/company/create', {
      token,
      body: { name: `Balta ${companies}`, slug: `balta-margini-${companies}`, cui: '4221306' },
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const series = await t.call('POST', `${base(id)}/createDocSery`, { token, body: { type: 'cash', series: 'DM' } });
    expect(series.status).toBe(201);
    const repo = t.dataSource.getRepository(Client);
    const angler = await repo.save(
      repo.create({ company_id: id, first_name: 'Petre', last_name: 'Crap', cnp: null, blocked: false }),
    );
    return { id, token, angler: Number(angler.id) };
  }

  const receipt = (c: { id: number; token: string; angler: number }, amount: number, issued_on: string) =>
    t.call('POST', `${base(c.id)}/clients/${c.angler}/createReceipt`, {
      token: c.token,
      body: { amount, issued_on, description: 'Permis de pescuit' },
    });

  /**
   * The company in `amef` mode with a cash register ("Casa poartă", fprint) and an 80 lei plan:
   * `ok` posts and refuses any answer but 200/201, `sell` issues a cash pass (its bon's job).
   */
  async function amefGate(c: { id: number; token: string; angler: number }) {
    const ok = async (path: string, body?: unknown) => {
      const res = await t.call('POST', `${base(c.id)}${path}`, { token: c.token, body });
      if (res.status !== 200 && res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.text}`);
      return res.body;
    };
    await ok('/update', { fiscal_mode: 'amef' });
    const water = (await ok('/createWater', { name: 'Lacul Casei' })).id;
    const plan = (
      await ok('/createPlan', {
        name: 'O zi',
        water_ids: [water],
        duration_value: 24,
        duration_unit: 'hours',
        price: '80.00',
      })
    ).id;
    const device = (await ok('/createFiscalDevice', { name: 'Casa poartă', format: 'fprint' })).id as number;
    const sell = () =>
      ok(`/clients/${c.angler}/createPass`, { plan_id: plan, water_id: water, payment_method: 'cash' });
    return { ok, device, sell };
  }

  const exportCsv = async (c: { id: number; token: string }, date_from: string, date_to: string) => {
    const raw = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: `${base(c.id)}/accounting/export`,
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ date_from, date_to, format: 'csv' }),
      });
    expect(raw.statusCode).toBe(200);
    const files = unzip(raw.rawPayload);
    const rows = (name: string) =>
      files.get(name)!.toString('utf8').slice(1).trim().split('\r\n').slice(1).filter(Boolean);
    return { incasari: rows('incasari.csv'), plati: rows('plati.csv') };
  };

  beforeAll(async () => {
    ({ t } = await demoWorld());
  });
  afterAll(async () => {
    await t.close();
  });

  it("exports only the days the cash book holds: a chitanță dated before the book's start date is in neither", async () => {
    const c = await company();
    // Issued before the book starts: its cash is in the opening balance.
    expect((await receipt(c, 70, '2026-02-27')).status).toBe(201);
    expect((await receipt(c, 30, '2026-03-02')).status).toBe(201);
    const settings = await t.call('POST', `${base(c.id)}/cashBookSettings/update`, {
      token: c.token,
      body: { opening_balance: 70, start_date: '2026-03-01' },
    });
    expect(settings.status).toBe(200);

    const cash = await t.call('POST', `${base(c.id)}/cashBook`, {
      token: c.token,
      body: { date_from: '2026-02-01', date_to: '2026-03-31' },
    });
    expect(cash.status).toBe(200);
    expect(cash.body.days.map((d: { date: string; total_in: string }) => [d.date, d.total_in])).toEqual([
      ['2026-03-02', '30.00'],
    ]);
    const { incasari } = await exportCsv(c, '2026-02-01', '2026-03-31');
    expect(incasari.map((r) => r.split(';').slice(0, 3))).toEqual([['02.03.2026', expect.any(String), '30.00']]);
  });

  it("refuses a cash register whose cash and card payments share one code: the Z report's totals would merge", async () => {
    const c = await company();
    const same = await t.call('POST', `${base(c.id)}/createFiscalDevice`, {
      token: c.token,
      body: { name: 'Casa poartă', format: 'fprint', payment_codes: { cash: '1', card: '1' } },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({
      'payment_codes.card': ['Codul plății cu cardul trebuie să fie altul decât cel al plății în numerar.'],
    });
    const made = await t.call('POST', `${base(c.id)}/createFiscalDevice`, {
      token: c.token,
      body: { name: 'Casa poartă', format: 'ecrbridge' },
    });
    expect(made.status).toBe(201);
    // The format's default card code (ECR Bridge: 2) taken for cash too.
    const edit = await t.call('POST', `${base(c.id)}/fiscalDevices/${made.body.id}/update`, {
      token: c.token,
      body: { payment_codes: { cash: '2', card: '2' } },
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['payment_codes.card']);
    const kept = await t.call('GET', `${base(c.id)}/fiscalDevices/${made.body.id}`, { token: c.token });
    expect(kept.body.payment_codes).toEqual({ cash: '1', card: '2' });
  });

  it("counts at the gate the cash bons printed after today's Z report: they are in the register, not yet in the book", async () => {
    const c = await company();
    const { ok, device, sell } = await amefGate(c);
    const token = (await ok(`/fiscalDevices/${device}/token`)).token;
    const agent = async (path: string, body: object) => {
      const res = await t.call('POST', `/api/fiscal-agent/${path}`, {
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    let bon = 1;
    const printAll = async () => {
      const { jobs } = await agent('poll', { agent_id: 'agent-1', wait_seconds: 0 });
      for (const job of jobs as { id: number; attempt: number; kind: string }[])
        await agent(`jobs/${job.id}/result`, {
          agent_id: 'agent-1',
          attempt: job.attempt,
          status: 'printed',
          ...(job.kind === 'z_report'
            ? { z_report: { number: 1, receipts: 1, totals: { cash: '80.00', card: '0.00' } } }
            : { receipt_number: String(bon++) }),
        });
    };
    const gate = async () => (await ok('/cashBook/limits', { amount: 0 })).balance_after;

    await sell();
    await printAll();
    expect(await gate()).toBe('80.00');
    // Today's Z report brings that bon into the book: still 80 lei in the register.
    await ok(`/fiscalDevices/${device}/zReport`);
    await printAll();
    expect(await gate()).toBe('80.00');
    // A cash bon after the Z: in the register (the next Z brings it into the book).
    await sell();
    await printAll();
    expect(await gate()).toBe('160.00');
  });

  it('closes the day before a bon printed at the first instant of today without asking for its Z report', async () => {
    const c = await company();
    const { sell } = await amefGate(c);
    const sale = await sell();
    // Printed at 00:00:00 today (Romania): today's bon, not yesterday's.
    await t.dataSource
      .getRepository(FiscalJob)
      .update(
        { id: sale.fiscal_job.id },
        { status: 'printed', receipt_number: '1', printed_at: bucharestDayStart(today) },
      );
    const yesterday = addDays(today, -1);
    const close = await t.call('POST', `${base(c.id)}/cashBook/close`, { token: c.token, body: { date: yesterday } });
    expect([close.status, close.body.message]).toEqual([200, undefined]);
    const todays = await t.call('POST', `${base(c.id)}/cashBook/close`, { token: c.token, body: { date: today } });
    expect(todays.status).toBe(409);
    expect(todays.body.message).toMatch(/are un bon fiscal și niciun raport Z/);
  });

  it("leaves a cash bon whose sale was cancelled by a return out of the angler's cash and the register at the gate", async () => {
    const c = await company();
    const { ok, sell } = await amefGate(c);
    const sale = await sell();
    await t.dataSource
      .getRepository(FiscalJob)
      .update({ id: sale.fiscal_job.id }, { status: 'printed', receipt_number: '1', printed_at: new Date() });
    const gate = () => ok('/cashBook/limits', { client_id: c.angler, amount: 0 });
    expect(await gate()).toMatchObject({ person_total: '80.00', balance_after: '80.00' });
    // Cancelled after printing: the return (storno) gives the money back.
    await ok(`/passes/${sale.id}/delete`, { reason: 'Greșeală' });
    const job = await t.dataSource.getRepository(FiscalJob).findOneByOrFail({ id: sale.fiscal_job.id });
    expect(job.storno_status).toBe('needed');
    expect(await gate()).toMatchObject({ person_total: '0.00', balance_after: '0.00' });
  });
});
