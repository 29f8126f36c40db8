import { Client } from '@app/clients/entities/client.entity';
import { rebuildPassStats } from '@app/charts/pass-stats';
import { sqlInstant } from '@app/common/sql';
import { DB_KIND, demoWorld, TestApp } from './support/app';

describe(`charts and dashboard (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let staffA: string;
  let adminB: string;
  let lake: number;
  let pond: number;
  const base = () => `/api/company/${A}`;

  /** Issues a pass through the API, then dates its sale to `soldAt` (UTC). */
  async function soldAt(iso: string, body: object): Promise<{ id: number; total: string }> {
    const inserted = await t.dataSource
      .getRepository(Client)
      .insert({ company_id: A, first_name: 'Ion', last_name: 'Test', blocked: false });
    const res = await t.call('POST', `${base()}/clients/${inserted.identifiers[0].id}/createPass`, {
      token: staffA,
      body,
    });
    expect(res.status).toBe(201);
    await t.dataSource.query('UPDATE passes SET created_at = ? WHERE id = ?', [
      sqlInstant(t.dataSource, new Date(iso)),
      res.body.id,
    ]);
    // Re-dating a pass behind the service's back: rebuild the chart statistics as the migration does.
    await rebuildPassStats(t.dataSource, DB_KIND === 'sqlite', A);
    return res.body;
  }

  beforeAll(async () => {
    ({ t, A, staffA, adminB } = await demoWorld({ DEMO_CATALOGUE: 'true' }));
    const catalogue = (await t.call('GET', `${base()}/plans`, { token: staffA })).body;
    const plan = catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    const seniors = catalogue.discounts.find((d: { name: string }) => d.name === 'Pensionari').id;
    lake = catalogue.waters.find((w: { name: string }) => w.name === 'Lacul Mare').id;
    pond = catalogue.waters.find((w: { name: string }) => w.name === 'Balta Mică').id;
    // 23:59:59 on 10 June in Romania (UTC+3), then 00:00:01 and midday on 11 June.
    await soldAt('2026-06-10T20:59:59Z', { plan_id: plan, water_id: lake }); // 50
    await soldAt('2026-06-10T21:00:01Z', { plan_id: plan, water_id: lake, discount_id: seniors }); // 40
    await soldAt('2026-06-11T10:00:00Z', { plan_id: plan, water_id: pond }); // 50
    const cancelled = await soldAt('2026-06-11T11:00:00Z', { plan_id: plan, water_id: pond });
    await t.call('POST', `${base()}/passes/${cancelled.id}/delete`, { token: staffA, body: {} });
    const client = (
      await t.dataSource
        .getRepository(Client)
        .insert({ company_id: A, first_name: 'Ana', last_name: 'Barca', blocked: false })
    ).identifiers[0].id;
    await t.call('POST', `${base()}/clients/${client}/createReceipt`, {
      token: staffA,
      body: { amount: 100, description: 'Barcă', issued_on: '2026-06-11' },
    });
    const gone = await t.call('POST', `${base()}/clients/${client}/createReceipt`, {
      token: staffA,
      body: { amount: 30, description: 'Greșit', issued_on: '2026-06-11' },
    });
    await t.call('POST', `${base()}/receipts/${gone.body.id}/delete`, { token: staffA, body: {} });
    await t.call('POST', `${base()}/createExpense`, {
      token: staffA,
      body: { category: 'furaje', amount: 70, spent_on: '2026-06-11' },
    });
    await t.call('POST', `${base()}/createExpense`, {
      token: staffA,
      body: { category: 'taxe', amount: 15.5, spent_on: '2026-06-10' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 401 without a token and 403 on another company's path", async () => {
    const body = { date_from: '2026-06-10', date_to: '2026-06-11', group_by: 'day' };
    for (const path of ['passChart', 'financeChart']) {
      expect((await t.call('POST', `${base()}/${path}`, { body })).status).toBe(401);
      expect((await t.call('POST', `${base()}/${path}`, { token: adminB, body })).status).toBe(403);
    }
    expect((await t.call('GET', `${base()}/dashboard`, { token: adminB })).status).toBe(403);
  });

  it('counts passes per Romanian day, per water, leaving out cancelled ones', async () => {
    const res = await t.call('POST', `${base()}/passChart`, {
      token: staffA,
      body: { date_from: '2026-06-10', date_to: '2026-06-11', group_by: 'day' },
    });
    expect(res.status).toBe(200);
    expect(res.body.labels).toEqual(['2026-06-10', '2026-06-11']);
    expect(res.body.series[0]).toEqual({ key: 'total', name: 'Total', data: [1, 2] });
    expect(res.body.series).toContainEqual({ key: `water_${lake}`, name: 'Lacul Mare', data: [1, 1] });
    expect(res.body.series).toContainEqual({ key: `water_${pond}`, name: 'Balta Mică', data: [0, 1] });
    expect(res.body.totals).toEqual({ passes: 3, revenue: '140.00' });
    const oneWater = await t.call('POST', `${base()}/passChart`, {
      token: staffA,
      body: { date_from: '2026-06-10', date_to: '2026-06-11', group_by: 'day', water_id: pond },
    });
    expect(oneWater.body.series.map((s: { key: string }) => s.key)).toEqual(['total', `water_${pond}`]);
    expect(oneWater.body.totals).toEqual({ passes: 1, revenue: '50.00' });
  });

  it('adds passes and receipts without a pass as income, subtracts expenses, and matches the rows underneath', async () => {
    const res = await t.call('POST', `${base()}/financeChart`, {
      token: staffA,
      body: { date_from: '2026-06-10', date_to: '2026-06-11', group_by: 'day' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      labels: ['2026-06-10', '2026-06-11'],
      income: [50, 190],
      expenses: [15.5, 70],
      profit: [34.5, 120],
      totals: { income: '240.00', expenses: '85.50', profit: '154.50' },
    });
    const [passes] = await t.dataSource.query(
      "SELECT SUM(total) AS s FROM passes WHERE company_id = ? AND status = 'active'",
      [A],
    );
    const [receipts] = await t.dataSource.query(
      "SELECT SUM(amount) AS s FROM receipts WHERE company_id = ? AND status = 'issued' AND pass_id IS NULL",
      [A],
    );
    expect(Number(passes.s) + Number(receipts.s)).toBeCloseTo(Number(res.body.totals.income), 2);
    const month = await t.call('POST', `${base()}/financeChart`, {
      token: staffA,
      body: { date_from: '2026-05-01', date_to: '2026-07-31', group_by: 'month' },
    });
    expect(month.body.labels).toEqual(['2026-05-01', '2026-06-01', '2026-07-01']);
    expect(month.body.income).toEqual([0, 240, 0]);
    const week = await t.call('POST', `${base()}/passChart`, {
      token: staffA,
      body: { date_from: '2026-06-01', date_to: '2026-06-14', group_by: 'week' },
    });
    expect(week.body.labels).toEqual(['2026-06-01', '2026-06-08']);
    expect(week.body.series[0].data).toEqual([0, 3]);
  });

  it('answers 422 for a reversed range, an unknown grouping and too many days', async () => {
    const reversed = await t.call('POST', `${base()}/financeChart`, {
      token: staffA,
      body: { date_from: '2026-06-11', date_to: '2026-06-10', group_by: 'day' },
    });
    expect(reversed.body.errors).toEqual({ date_to: ['Data de sfârșit este înaintea celei de început.'] });
    const bad = await t.call('POST', `${base()}/passChart`, {
      token: staffA,
      body: { date_from: '2026-02-30', date_to: 'mâine', group_by: 'year' },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date_from', 'date_to', 'group_by']);
    const long = await t.call('POST', `${base()}/passChart`, {
      token: staffA,
      body: { date_from: '2020-01-01', date_to: '2026-01-01', group_by: 'day' },
    });
    expect(long.status).toBe(422);
  });

  it('answers the dashboard cards', async () => {
    const res = await t.call('GET', `${base()}/dashboard`, { token: staffA });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      passes_today: expect.any(Number),
      passes_valid_now: expect.any(Number),
      income_month: expect.stringMatching(/^\d+\.\d{2}$/),
      expenses_month: expect.stringMatching(/^-?\d+\.\d{2}$/),
      profit_month: expect.stringMatching(/^-?\d+\.\d{2}$/),
      clients: 5,
    });
  });

  it('puts passes into Romanian days across both daylight-saving changes', async () => {
    const catalogue = (await t.call('GET', `${base()}/plans`, { token: staffA })).body;
    const plan = catalogue.plans.find((p: { name: string }) => p.name === 'Permis o zi').id;
    const pass = (iso: string) => soldAt(iso, { plan_id: plan, water_id: lake });
    // 29 March 2026 starts at 22:00Z on the 28th (UTC+2) and has 23 hours: the 30th starts at 21:00Z.
    await pass('2026-03-28T21:59:59Z'); // 28 March, 23:59:59
    await pass('2026-03-28T22:00:00Z'); // 29 March, 00:00
    await pass('2026-03-29T20:59:59Z'); // 29 March, 23:59:59 (UTC+3 by then)
    await pass('2026-03-29T21:00:00Z'); // 30 March, 00:00
    // 25 October 2026 starts at 21:00Z on the 24th (UTC+3) and has 25 hours: the 26th starts at 22:00Z.
    await pass('2026-10-24T20:59:59Z'); // 24 October, 23:59:59
    await pass('2026-10-25T21:59:59Z'); // 25 October, 23:59:59 (UTC+2 by then)
    await pass('2026-10-25T22:00:00Z'); // 26 October, 00:00
    const day = async (from: string, to: string) =>
      (
        await t.call('POST', `${base()}/passChart`, {
          token: staffA,
          body: { date_from: from, date_to: to, group_by: 'day' },
        })
      ).body.series[0].data as number[];
    expect(await day('2026-03-28', '2026-03-30')).toEqual([1, 2, 1]);
    expect(await day('2026-10-24', '2026-10-26')).toEqual([1, 1, 1]);
    const month = await t.call('POST', `${base()}/financeChart`, {
      token: staffA,
      body: { date_from: '2026-03-01', date_to: '2026-04-30', group_by: 'month' },
    });
    expect(month.body.income).toEqual([200, 0]);
  });
});
