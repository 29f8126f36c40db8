import { In } from 'typeorm';
import { Client } from '@app/clients/entities/client.entity';
import { CompetitionTeam } from '@app/competitions/entities/competition-team.entity';
import { addDays, bucharestDate, bucharestDayStart } from '@app/common/time';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';
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
    const { ok, sell, water } = await receiptGate(c);
    await ok('/update', { fiscal_mode: 'amef' });
    const device = (await ok('/createFiscalDevice', { name: 'Casa poartă', format: 'fprint' })).id as number;
    return { ok, device, water, sell: (method: 'cash' | 'card' = 'cash', plan?: number) => sell(method, plan) };
  }

  /**
   * The company in `receipt` mode with a water and an 80 lei plan: `sell` issues a pass paid that way
   * (on `plan`, another plan of the water, if given).
   */
  async function receiptGate(c: { id: number; token: string; angler: number }) {
    const ok = async (path: string, body?: unknown) => {
      const res = await t.call('POST', `${base(c.id)}${path}`, { token: c.token, body });
      if (res.status !== 200 && res.status !== 201) throw new Error(`${path} answered ${res.status}: ${res.text}`);
      return res.body;
    };
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
    const sell = (payment_method: 'cash' | 'card', on: number = plan) =>
      ok(`/clients/${c.angler}/createPass`, { plan_id: on, water_id: water, payment_method });
    return { ok, sell, water, plan };
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

  it('refuses cash taken without a chitanță on a closed day, as it refuses the chitanță', async () => {
    const c = await company();
    const { ok, water, plan } = await receiptGate(c);
    expect((await ok('/cashBook/close', { date: today })).day).toBe(today);
    const sell = (payment_method: 'cash' | 'card', issue_receipt: boolean) =>
      t.call('POST', `${base(c.id)}/clients/${c.angler}/createPass`, {
        token: c.token,
        body: { plan_id: plan, water_id: water, payment_method, issue_receipt },
      });
    for (const issueReceipt of [true, false]) {
      const refused = await sell('cash', issueReceipt);
      expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(/este închisă/)]);
    }
    // Card takes no cash: it is sold, in the day's card sum, as before.
    expect((await sell('card', false)).status).toBe(201);
    expect(await t.dataSource.getRepository(Pass).count({ where: { company_id: c.id } })).toBe(1);
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

  describe('what a closed day and the register forbid', () => {
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    const post = (c: { id: number; token: string }, path: string, body?: unknown) =>
      t.call('POST', `${base(c.id)}${path}`, { token: c.token, body });
    const balanceAt = async (c: { id: number; token: string }, day: string) => {
      const res = await post(c, '/cashBook', { date_from: day, date_to: day });
      expect(res.status).toBe(200);
      return res.body.days.find((d: { date: string }) => d.date === day) as
        { closing_balance: string; card: string; transfer: string; closed: boolean } | undefined;
    };
    const expense = (c: { id: number; token: string }, body: object) =>
      post(c, '/createExpense', { category: 'furaje', payment_method: 'cash', ...body });

    it('refuses to cancel a chitanță whose cash was already paid out: the register never goes below zero', async () => {
      const c = await company();
      const paid = await receipt(c, 100, today);
      expect(paid.status).toBe(201);
      expect((await expense(c, { amount: 80, spent_on: today })).status).toBe(201);
      const cancel = await post(c, `/receipts/${paid.body.id}/delete`, { reason: 'Greșeală' });
      expect(cancel.status).toBe(422);
      expect(cancel.body.errors.amount).toEqual([
        `Soldul casei nu poate fi negativ: ar rămâne -80,00 lei la ${today.split('-').reverse().join('.')}.`,
      ]);
      expect((await balanceAt(c, today))?.closing_balance).toBe('20.00');
      // A pass's cancellation cancels its chitanță: the same check.
      const { sell } = await receiptGate(c);
      const pass = await sell('cash');
      expect((await expense(c, { amount: 20 + 50, spent_on: today })).status).toBe(201);
      const passCancel = await post(c, `/passes/${pass.id}/delete`, { reason: 'Greșeală' });
      expect(passCancel.status).toBe(422);
      expect((await balanceAt(c, today))?.closing_balance).toBe('30.00');
    });

    it('keeps the register at zero or above when 40 cancellations race 40 payments out', async () => {
      const c = await company();
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const r = await receipt(c, 10, today);
        expect(r.status).toBe(201);
        ids.push(r.body.id as number);
      }
      // Each chitanță's cancellation races a cash expense or a payment disposition of the same 10 lei.
      const answers = await Promise.all(
        ids.flatMap((id, i) => [
          post(c, `/receipts/${id}/delete`, { reason: 'Greșeală' }),
          i % 2
            ? expense(c, { amount: 10, spent_on: today })
            : post(c, '/createCashDisposition', { kind: 'out', amount: 10, explanation: 'Bancă', person: 'Ion' }),
        ]),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 201 || s === 422)).toBe(true);
      // 400 lei came in; every cancellation or payment that got through took 10 out.
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(40);
      expect((await balanceAt(c, today))?.closing_balance ?? '0.00').toBe('0.00');
    });

    it('refuses a new opening balance or start date once a day is closed, naming the last closed day', async () => {
      const c = await company();
      expect((await post(c, '/cashBookSettings/update', { opening_balance: 50 })).status).toBe(200);
      expect((await receipt(c, 30, yesterday)).status).toBe(201);
      expect((await post(c, '/cashBook/close', { date: yesterday })).status).toBe(200);
      const closed = await balanceAt(c, yesterday);
      expect(closed?.closing_balance).toBe('80.00');
      const roYesterday = yesterday.split('-').reverse().join('.');
      for (const body of [{ opening_balance: 500 }, { start_date: today }]) {
        const res = await post(c, '/cashBookSettings/update', body);
        expect(res.status).toBe(422);
        expect(JSON.stringify(res.body.errors)).toContain(roYesterday);
      }
      // The same values again, and the other settings, are still saved.
      const same = await post(c, '/cashBookSettings/update', { opening_balance: '50.00', limit_per_person: 4000 });
      expect([same.status, same.body.limit_per_person]).toEqual([200, '4000.00']);
      expect(await balanceAt(c, yesterday)).toMatchObject({ closing_balance: '80.00', closed: true });
    });

    it('lands the cancellation of a card pass of a closed day on the day of the cancellation', async () => {
      const c = await company();
      const { sell } = await receiptGate(c);
      const pass = await sell('card');
      // Sold yesterday.
      await t.dataSource
        .getRepository(Pass)
        .update({ id: pass.id }, { created_at: new Date(bucharestDayStart(yesterday).getTime() + 10 * 3600_000) });
      expect((await post(c, '/cashBook/close', { date: yesterday })).status).toBe(200);
      expect((await balanceAt(c, yesterday))?.card).toBe('80.00');
      expect((await post(c, `/passes/${pass.id}/delete`, { reason: 'Greșeală' })).status).toBe(200);
      expect((await balanceAt(c, yesterday))?.card).toBe('80.00');
      expect((await balanceAt(c, today))?.card).toBe('-80.00');
      // Today closed: a card pass cancelled now would change it.
      const other = await sell('card');
      expect((await post(c, '/cashBook/close', { date: today })).status).toBe(200);
      const refused = await post(c, `/passes/${other.id}/delete`, { reason: 'Greșeală' });
      expect(refused.status).toBe(409);
      expect((await balanceAt(c, today))?.card).toBe('0.00');
    });

    it('cancels a cash pass of a closed day by a refund of its chitanță, dated today, when asked for', async () => {
      const c = await company();
      const { sell } = await receiptGate(c);
      const pass = await sell('cash');
      const [paid] = await t.dataSource.getRepository(Receipt).findBy({ pass_id: pass.id });
      // Sold yesterday, its chitanță with it; the day closed since.
      await t.dataSource.getRepository(Pass).update({ id: pass.id }, { created_at: morningOf(yesterday) });
      await t.dataSource.getRepository(Receipt).update({ id: paid.id }, { issued_on: yesterday });
      expect((await post(c, '/cashBook/close', { date: yesterday })).status).toBe(200);
      expect((await balanceAt(c, yesterday))?.closing_balance).toBe('80.00');

      const plain = await post(c, `/passes/${pass.id}/delete`, { reason: 'A plecat' });
      expect(plain.status).toBe(409);
      expect(plain.body.message).toMatch(/restituire/);
      expect((await t.call('GET', `${base(c.id)}/passes/${pass.id}`, { token: c.token })).body.status).toBe('active');

      const refunded = await post(c, `/passes/${pass.id}/delete`, { reason: 'A plecat', refund: true });
      expect(refunded.status).toBe(200);
      expect(refunded.body.status).toBe('cancelled');
      expect((await t.dataSource.getRepository(Receipt).findOneByOrFail({ id: paid.id })).status).toBe('cancelled');
      // The closed day stays as signed; today pays the 80 lei back by a disposition naming the chitanță.
      expect((await balanceAt(c, yesterday))?.closing_balance).toBe('80.00');
      expect((await balanceAt(c, today))?.closing_balance).toBe('0.00');
      const book = await post(c, '/cashBook', { date_from: today, date_to: today });
      const line = book.body.days[0].lines.find((l: { kind: string }) => l.kind === 'disposition_out');
      expect(line).toMatchObject({ out: '80.00' });
      expect(line.explanation).toContain(`Restituire chitanța ${paid.series} ${paid.number}`);
    });

    /** Ten in the morning (Romania) of `day`. */
    const morningOf = (day: string) => new Date(bucharestDayStart(day).getTime() + 10 * 3600_000);

    it("lands the cancellation of an exit's card surplus of a closed day on the day of the cancellation", async () => {
      const c = await company();
      const { ok, sell, water } = await amefGate(c);
      const kept = await ok('/createPlan', {
        name: 'Zi cu reținere',
        water_ids: [water],
        duration_value: 24,
        duration_unit: 'hours',
        price: '60.00',
        retention_kg: 5,
        extra_kg_price: '20.00',
      });
      const fish = (await t.dataSource.query<{ id: number }[]>('SELECT id FROM fishes ORDER BY id'))[0].id;
      // A card pass and its exit: 1.5 kg kept above the allowance, 30 lei by card on its own bon.
      const exit = async () => {
        const pass = await sell('card', kept.id as number);
        const out = await ok(`/passes/${pass.id}/checkout`, {
          payment_method: 'card',
          catches: [{ fish_id: fish, count: 1, weight_kg: '6.5', kept: true }],
        });
        expect(out.extra_amount).toBe('30.00');
        return { pass: pass.id as number, job: out.fiscal_job.id as number };
      };
      const first = await exit();
      // Sold and weighed out yesterday.
      await t.dataSource
        .getRepository(Pass)
        .update({ id: first.pass }, { created_at: morningOf(yesterday), checked_out_at: morningOf(yesterday) });
      expect((await post(c, '/cashBook/close', { date: yesterday })).status).toBe(200);
      expect((await balanceAt(c, yesterday))?.card).toBe('90.00');
      // The surplus's bon cancelled today: the pass stays sold.
      expect((await post(c, `/fiscalJobs/${first.job}/cancelSale`, { reason: 'Greșeală' })).status).toBe(200);
      expect((await balanceAt(c, yesterday))?.card).toBe('90.00');
      expect((await balanceAt(c, today))?.card).toBe('-30.00');
      // Today closed: a surplus cancelled now would change it.
      const second = await exit();
      expect((await post(c, '/cashBook/close', { date: today, confirm: true })).status).toBe(200);
      expect((await balanceAt(c, today))?.card).toBe('60.00');
      const refused = await post(c, `/fiscalJobs/${second.job}/cancelSale`, { reason: 'Greșeală' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/este închisă/);
      expect((await balanceAt(c, today))?.card).toBe('60.00');
      const job = await t.dataSource.getRepository(FiscalJob).findOneByOrFail({ id: second.job });
      expect([job.status, job.storno_status]).toEqual(['queued', null]);
    });

    it("lands the cancellation of a competition's card or transfer fee of a closed day on the day of the cancellation", async () => {
      const c = await company();
      const { ok, water } = await receiptGate(c);
      const stands: number[] = [];
      for (const number of ['1', '2', '3']) stands.push((await ok('/createStand', { water_id: water, number })).id);
      const competition = (
        await ok('/createCompetition', {
          ...oneDayCompetition({ name: 'Cupa Casei', water_id: water, stand_ids: stands, day: addDays(today, 30) }),
          entry_fee: '150.00',
        })
      ).id as number;
      let teams = 0;
      const paidTeam = async (payment_method: 'card' | 'transfer') => {
        teams += 1;
        const team = await ok(`/competitions/${competition}/createTeam`, {
          name: `Echipa ${teams}`,
          phone: `0722 100 20${teams}`,
          guests: [{ name: `Vasile Ion${'a'.repeat(teams)}` }],
        });
        const paid = await ok(`/competitions/${competition}/teams/${team.id}/checkIn`, { payment_method });
        expect(paid).toMatchObject({ fee_paid: true, fee_payment_method: payment_method });
        return team.id as number;
      };
      const cancelFee = (team: number) =>
        post(c, `/competitions/${competition}/teams/${team}/cancelFee`, { reason: 'Greșeală' });
      const byCard = await paidTeam('card');
      const byTransfer = await paidTeam('transfer');
      // Both taken yesterday.
      await t.dataSource
        .getRepository(CompetitionTeam)
        .update({ id: In([byCard, byTransfer]) }, { checked_in_at: morningOf(yesterday) });
      expect((await post(c, '/cashBook/close', { date: yesterday })).status).toBe(200);
      expect(await balanceAt(c, yesterday)).toMatchObject({ card: '150.00', transfer: '150.00' });
      expect((await cancelFee(byCard)).status).toBe(200);
      expect((await cancelFee(byTransfer)).status).toBe(200);
      expect(await balanceAt(c, yesterday)).toMatchObject({ card: '150.00', transfer: '150.00' });
      expect(await balanceAt(c, today)).toMatchObject({ card: '-150.00', transfer: '-150.00' });
      // Today closed: a fee undone now would change it.
      const later = await paidTeam('card');
      expect((await post(c, '/cashBook/close', { date: today })).status).toBe(200);
      const refused = await cancelFee(later);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/este închisă/);
      expect(await balanceAt(c, today)).toMatchObject({ card: '0.00', transfer: '-150.00' });
      const team = await t.dataSource.getRepository(CompetitionTeam).findOneByOrFail({ id: later });
      expect(team.fee_payment_method).toBe('card');
    });

    it('refuses a chitanță, a disposition or an expense dated after today (Romania) or before 2000', async () => {
      const c = await company();
      const future = await receipt(c, 10, tomorrow);
      expect(future.status).toBe(422);
      expect(future.body.errors.issued_on).toEqual(['Data nu poate fi după ziua de azi.']);
      const disp = await post(c, '/createCashDisposition', {
        kind: 'in',
        amount: 10,
        issued_on: tomorrow,
        explanation: 'Fond',
        person: 'Ion',
      });
      expect([disp.status, disp.body.errors?.issued_on]).toEqual([422, ['Data nu poate fi după ziua de azi.']]);
      const exp = await expense(c, { amount: 1, spent_on: tomorrow, payment_method: 'bank' });
      expect([exp.status, exp.body.errors?.spent_on]).toEqual([422, ['Data nu poate fi după ziua de azi.']]);
      const made = await expense(c, { amount: 1, spent_on: today, payment_method: 'bank' });
      expect(made.status).toBe(201);
      const moved = await post(c, `/expenses/${made.body.id}/update`, { spent_on: tomorrow });
      expect([moved.status, moved.body.errors?.spent_on]).toEqual([422, ['Data nu poate fi după ziua de azi.']]);
      expect((await receipt(c, 10, today)).status).toBe(201);
      // Nor before 2000: a year mistyped (1026 for 2026) would land in the book's distant past.
      const early = ['Data nu poate fi înainte de 01.01.2000.'];
      const old = await receipt(c, 10, '1026-11-29');
      expect([old.status, old.body.errors?.issued_on]).toEqual([422, early]);
      const oldDisp = await post(c, '/createCashDisposition', {
        kind: 'in',
        amount: 10,
        issued_on: '1999-12-31',
        explanation: 'Fond',
        person: 'Ion',
      });
      expect([oldDisp.status, oldDisp.body.errors?.issued_on]).toEqual([422, early]);
      const oldExp = await expense(c, { amount: 1, spent_on: '1900-01-01', payment_method: 'bank' });
      expect([oldExp.status, oldExp.body.errors?.spent_on]).toEqual([422, early]);
      expect((await receipt(c, 10, '2000-01-01')).status).toBe(201);
    });

    it('refuses a disposition amount with a third decimal instead of rounding it', async () => {
      const c = await company();
      for (const amount of [10.005, '10.005']) {
        const res = await post(c, '/createCashDisposition', { kind: 'in', amount, explanation: 'Fond', person: 'Ion' });
        expect(res.status).toBe(422);
        expect(res.body.errors.amount).toContain('Introduceți o sumă validă, cu cel mult două zecimale.');
      }
    });

    it('answers a retry of an expense deleted since with a 409 saying so, not a 404 or a second expense', async () => {
      const c = await company();
      const body = { amount: 12, spent_on: today, payment_method: 'bank', request_key: 'cheltuiala-stearsa-1' };
      const made = await expense(c, body);
      expect(made.status).toBe(201);
      expect((await post(c, `/expenses/${made.body.id}/delete`)).status).toBe(200);
      const retry = await expense(c, body);
      expect(retry.status).toBe(409);
      expect(retry.body.message).toBe(
        'Cheltuiala înregistrată de această încercare a fost ștearsă între timp. Reîncărcați pagina pentru o cheltuială nouă.',
      );
      const list = await post(c, '/expenses', {});
      expect(list.body.data).toHaveLength(0);
    });

    it('defuses the text cells of the CSV export that a spreadsheet would run as a formula', async () => {
      const c = await company();
      const formula = await post(c, `/clients/${c.angler}/createReceipt`, {
        amount: 30,
        issued_on: today,
        description: '=HYPERLINK("http://x","y")',
      });
      expect(formula.status).toBe(201);
      expect(
        (await expense(c, { amount: 5, spent_on: today, supplier: '@SUM(A1)', document_number: '-2+3' })).status,
      ).toBe(201);
      const { incasari, plati } = await exportCsv(c, today, today);
      expect(incasari).toHaveLength(1);
      const cells = incasari[0].split(';');
      expect(cells[2]).toBe('30.00');
      expect(cells.slice(5).join(';')).toBe(`"'=HYPERLINK(""http://x"",""y"") (Crap Petre)";`);
      const out = plati[0].split(';');
      expect([out[1], out[2]]).toEqual([`'-2+3`, '5.00']);
      expect(out[5]).toBe(`'@SUM(A1)`);
      // The full-width ＝ some spreadsheets read as = is defused too.
      expect((await expense(c, { amount: 1, spent_on: today, supplier: '＝1+1' })).status).toBe(201);
      const again = await exportCsv(c, today, today);
      expect(again.plati.map((r) => r.split(';')[5])).toContain(`'＝1+1`);
    });
  });
});
