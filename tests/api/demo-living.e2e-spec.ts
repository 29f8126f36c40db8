import { bucharestDate } from '@app/common/time';
import { seedDemo } from '@app/database/seeds/demo.seed';
import { DB_KIND, demoWorld, TestApp } from './support/app';

/**
 * The living demo (backend/src/database/seeds/demo.living.ts): what `npm start` shows a newcomer.
 * Seeded as `npm start` seeds it, then read through the API where a screen reads it.
 */
describe(`the living demo (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let staff: string;
  const base = () => `/api/company/${A}`;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.dataSource.query<{ n: number | string }[]>(sql, params))[0].n);

  beforeAll(async () => {
    ({ t, A, staffA: staff } = await demoWorld({ DEMO_CATALOGUE: 'true', DEMO_LIVING: 'true' }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('has about 200 anglers with Romanian names and mobile phones', async () => {
    const res = await t.call('POST', `${base()}/clients`, { token: staff, body: { per_page: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(180);
    const all = await t.dataSource.query<
      { first_name: string; last_name: string; phone: string; car_plate: string | null }[]
    >('SELECT first_name, last_name, phone, car_plate FROM clients WHERE company_id = ?', [A]);
    expect(all.every((c) => /^07\d{2} \d{3} \d{3}$/.test(c.phone))).toBe(true);
    expect(new Set(all.map((c) => c.phone)).size).toBe(all.length);
    expect(all.some((c) => /[ăâîșț]/i.test(`${c.first_name}${c.last_name}`))).toBe(true);
    expect(all.filter((c) => c.car_plate).length).toBeGreaterThan(20);
  });

  it('has passes on at least 55 distinct days of the last 60, with chitanțe for the cash ones', async () => {
    const passes = await t.dataSource.query<
      {
        id: number;
        created_at: Date | string;
        payment_method: string;
        total: string;
        plan_id: number;
        discount_id: number | null;
      }[]
    >('SELECT id, created_at, payment_method, total, status, plan_id, discount_id FROM passes WHERE company_id = ?', [
      A,
    ]);
    const day = (v: Date | string) => bucharestDate(new Date(typeof v === 'string' ? `${v.replace(' ', 'T')}Z` : v));
    const days = new Set(passes.map((p) => day(p.created_at)));
    expect(days.size).toBeGreaterThanOrEqual(55);
    const oldest = [...days].sort()[0];
    expect(Date.now() - new Date(`${oldest}T12:00:00Z`).getTime()).toBeLessThan(62 * 86_400_000);
    expect(new Set(passes.map((p) => Number(p.plan_id))).size).toBeGreaterThanOrEqual(3);
    expect(passes.some((p) => p.discount_id !== null)).toBe(true);
    expect(new Set(passes.map((p) => p.payment_method))).toEqual(new Set(['cash', 'card']));
    // Every cash pass with something to pay has exactly one chitanță, tied to it.
    const cash = passes.filter((p) => p.payment_method === 'cash' && Number(p.total) > 0).length;
    expect(await count('SELECT COUNT(*) AS n FROM receipts WHERE company_id = ? AND pass_id IS NOT NULL', [A])).toBe(
      cash,
    );
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM passes p WHERE p.company_id = ? AND p.payment_method = 'cash' AND p.total > 0
           AND (SELECT COUNT(*) FROM receipts r WHERE r.pass_id = p.id) <> 1`,
        [A],
      ),
    ).toBe(0);
    // The passes list and the charts read their statistics: the page's total counts every pass.
    const list = await t.call('POST', `${base()}/passes`, { token: staff, body: { per_page: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(passes.length);
  });

  it('numbers passes and chitanțe from the default series, and the next sale takes the next number', async () => {
    const series = await t.dataSource.query<{ id: number; type: string; next_number: number; issued_count: number }[]>(
      'SELECT id, type, next_number, issued_count FROM doc_series WHERE company_id = ? AND is_default = 1',
      [A],
    );
    for (const [type, table] of [
      ['pass', 'passes'],
      ['receipt', 'receipts'],
    ]) {
      const s = series.find((x) => x.type === type)!;
      const n = await count(`SELECT COUNT(*) AS n FROM ${table} WHERE doc_series_id = ?`, [s.id]);
      expect(n).toBeGreaterThan(0);
      expect(await count(`SELECT MAX(number) AS n FROM ${table} WHERE doc_series_id = ?`, [s.id])).toBe(n);
      expect(Number(s.next_number)).toBe(n + 1);
      expect(Number(s.issued_count)).toBe(n);
    }
    const [client] = await t.dataSource.query<
      {
        id: number;
      }[]
    >('SELECT id FROM clients WHERE company_id = ? ORDER BY id LIMIT 1', [A]);
    const plans = (await t.call('GET', `${base()}/plans`, { token: staff })).body;
    const plan = plans.plans.find((p: { name: string }) => p.name === 'Permis o zi');
    const water = plans.waters.find((w: { name: string }) => w.name === 'Balta Mică');
    const sold = await t.call('POST', `${base()}/clients/${client.id}/createPass`, {
      token: staff,
      body: { plan_id: plan.id, water_id: water.id },
    });
    expect(sold.status).toBe(201);
    const passSeries = series.find((x) => x.type === 'pass')!;
    expect(sold.body.number).toBe(Number(passSeries.next_number));
  });

  it('has two waters with species and stands placed on their map', async () => {
    const plans = (await t.call('GET', `${base()}/plans`, { token: staff })).body;
    expect(plans.waters).toHaveLength(2);
    for (const water of plans.waters as { id: number }[]) {
      expect(await count('SELECT COUNT(*) AS n FROM water_fishes WHERE water_id = ?', [water.id])).toBeGreaterThan(0);
      const stands = await t.call('GET', `${base()}/waters/${water.id}/stands`, { token: staff });
      expect(stands.status).toBe(200);
      const list = stands.body as { x: number; y: number }[];
      expect(list.length).toBeGreaterThanOrEqual(4);
      // Spread over the map, not all at the default centre.
      expect(new Set(list.map((s) => `${s.x},${s.y}`)).size).toBe(list.length);
      expect(list.every((s) => s.x >= 0 && s.x <= 100 && s.y >= 0 && s.y <= 100)).toBe(true);
    }
  });

  it('has bookings today and tomorrow, and exactly one online request pending', async () => {
    const today = bucharestDate();
    const tomorrow = bucharestDate(new Date(Date.now() + 86_400_000));
    const res = await t.call('POST', `${base()}/bookings`, { token: staff, body: { per_page: 100 } });
    expect(res.status).toBe(200);
    const bookings = res.body.data as { starts_at: string; status: string; source: string }[];
    const on = (day: string) =>
      bookings.filter((b) => bucharestDate(new Date(b.starts_at)) === day && b.status !== 'cancelled');
    expect(on(today).length).toBeGreaterThan(0);
    expect(on(tomorrow).length).toBeGreaterThan(0);
    const pending = bookings.filter((b) => b.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0].source).toBe('online');
    // Its guests' phones are stored as the desk and the public form store them: found as staff type them.
    const found = async (search: string) =>
      (
        (await t.call('POST', `${base()}/bookings`, { token: staff, body: { search } })).body.data as {
          guest_name: string;
        }[]
      ).map((b) => b.guest_name);
    expect(await found('0745 210')).toEqual(['Cosmin Bărbulescu']);
    expect(await found('0766430')).toEqual(['Iulian Frățilă']);
  });

  it('has exit weighings, expenses, and a cash register that never went negative', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM catches WHERE company_id = ?', [A])).toBeGreaterThan(50);
    expect(
      await count('SELECT COUNT(*) AS n FROM passes WHERE company_id = ? AND checked_out_at IS NOT NULL', [A]),
    ).toBeGreaterThan(20);
    expect(await count('SELECT COUNT(*) AS n FROM expenses WHERE company_id = ?', [A])).toBeGreaterThan(10);
    const today = bucharestDate();
    const from = bucharestDate(new Date(Date.now() - 61 * 86_400_000));
    const book = await t.call('POST', `${base()}/cashBook`, {
      token: staff,
      body: { date_from: from, date_to: today },
    });
    expect(book.status).toBe(200);
    const days = book.body.days as { opening_balance: string; closing_balance: string; total_out: string }[];
    expect(days.length).toBeGreaterThan(50);
    expect(days.every((d) => Number(d.closing_balance) >= 0 && Number(d.opening_balance) >= 0)).toBe(true);
    expect(days.some((d) => Number(d.total_out) > 0)).toBe(true);
  });

  it('writes audit rows dated with the documents', async () => {
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE company_id = ? AND entity = 'passes' AND action = 'create'",
        [A],
      ),
    ).toBe(await count('SELECT COUNT(*) AS n FROM passes WHERE company_id = ?', [A]));
    const [oldest] = await t.dataSource.query<
      {
        m: string | Date;
      }[]
    >('SELECT MIN(created_at) AS m FROM audit_log WHERE company_id = ?', [A]);
    const m = oldest.m instanceof Date ? oldest.m : new Date(`${String(oldest.m).replace(' ', 'T')}Z`);
    expect(Date.now() - m.getTime()).toBeGreaterThan(55 * 86_400_000);
  });

  it('verifies a demo pass by its signed token, made on its first read', async () => {
    const [pass] = await t.dataSource.query<{ id: number; code: string; token: string | null }[]>(
      "SELECT id, code, token FROM passes WHERE company_id = ? AND status = 'active' ORDER BY id LIMIT 1",
      [A],
    );
    expect(pass.token).toBeNull();
    const got = await t.call('GET', `${base()}/passes/${pass.id}`, { token: staff });
    expect(got.status).toBe(200);
    expect(got.body.token).toEqual(expect.any(String));
    const byCode = await t.call('GET', `/api/public/passes/${pass.code}`);
    const byToken = await t.call('POST', '/api/public/passes/verify', { body: { token: got.body.token } });
    expect(byToken.status).toBe(200);
    expect(byToken.body).toEqual(byCode.body);
  });

  it('is written once: seeding again adds nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM passes');
    const clients = await count('SELECT COUNT(*) AS n FROM clients');
    expect(await seedDemo(t.dataSource)).toBe(false);
    expect(await count('SELECT COUNT(*) AS n FROM passes')).toBe(before);
    expect(await count('SELECT COUNT(*) AS n FROM clients')).toBe(clients);
  });
});
