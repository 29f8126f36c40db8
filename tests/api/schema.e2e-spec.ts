import { DB_KIND, demoIds, startTestApp, TestApp } from './support/app';

/**
 * Undoes the last `count` migrations. On SQLite, TypeORM undoes a table rebuild by renaming the
 * table away, and SQLite then points the other tables' foreign keys at the temporary name unless
 * foreign keys are off and renames are legacy; TypeORM turns them off inside the down's
 * transaction, where SQLite ignores it. So they are set here, on the connection, around the undo
 * (the ups run with foreign keys off already).
 */
async function undo(t: TestApp, count: number): Promise<void> {
  const sqlite = DB_KIND === 'sqlite';
  if (sqlite) {
    await t.dataSource.query('PRAGMA foreign_keys = OFF');
    await t.dataSource.query('PRAGMA legacy_alter_table = ON');
  }
  try {
    for (let i = 0; i < count; i++) await t.dataSource.undoLastMigration({ transaction: 'each' });
  } finally {
    if (sqlite) {
      await t.dataSource.query('PRAGMA legacy_alter_table = OFF');
      await t.dataSource.query('PRAGMA foreign_keys = ON');
    }
  }
}

describe(`migrations are the schema (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing for the entities to change once every migration has run', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('undoes every migration and applies them again to the same schema', async () => {
    await undo(t, t.dataSource.migrations.length);
    const tables = await t.dataSource.createQueryRunner().getTables(['users']);
    expect(tables).toHaveLength(0);
    await t.dataSource.runMigrations({ transaction: 'each' });
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries).toEqual([]);
    const states = await t.dataSource.query('SELECT COUNT(*) AS n FROM states');
    expect(Number(states[0].n)).toBe(42);
  });
});

describe(`the search keys migration (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('fills the search keys of the clients stored before it', async () => {
    const { companyA } = await demoIds(t);
    const migrations = t.dataSource.migrations;
    const at = migrations.findIndex((m) => (m.name ?? '').startsWith('ClientSearchKeys'));
    expect(at).toBeGreaterThan(0);
    await undo(t, migrations.length - at);
    const insert = (first: string, last: string, phone: string | null, plate: string | null) =>
      t.dataSource.query(
        'INSERT INTO clients (company_id, first_name, last_name, phone, car_plate, blocked) VALUES (?, ?, ?, ?, ?, ?)',
        [companyA, first, last, phone, plate, false],
      );
    await insert('Ştefan', 'Mureșan', '+40 744 111 222', 'MS07ABC');
    await insert('Ana', 'Îndrieș', null, null);
    await t.dataSource.runMigrations({ transaction: 'each' });

    const rows = await t.dataSource.query(
      "SELECT search_last, search_first, search_phone, search_plate FROM clients WHERE last_name IN ('Mureșan', 'Îndrieș') ORDER BY id",
    );
    expect(rows).toEqual([
      { search_last: 'muresan', search_first: 'stefan', search_phone: '0744111222', search_plate: 'MS07ABC' },
      { search_last: 'indries', search_first: 'ana', search_phone: null, search_plate: null },
    ]);
    const token = await t.login('admin@balta-demo.ro');
    const res = await t.call('POST', `/api/company/${companyA}/clients`, { token, body: { search: '0744111222' } });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Mureșan Ştefan']);
  });
});

describe(`the search terms' names migration (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("writes every stored term's client names beside it, for the list's order", async () => {
    const { companyA } = await demoIds(t);
    const migrations = t.dataSource.migrations;
    const at = migrations.findIndex((m) => (m.name ?? '').startsWith('ClientSearchKeyNames'));
    expect(at).toBeGreaterThan(0);
    await undo(t, migrations.length - at);
    await t.dataSource.query(
      'INSERT INTO clients (company_id, first_name, last_name, blocked, search_last, search_first) VALUES (?, ?, ?, ?, ?, ?)',
      [companyA, 'Ştefan', 'Mureșan', false, 'muresan', 'stefan'],
    );
    const [{ id }] = await t.dataSource.query("SELECT id FROM clients WHERE last_name = 'Mureșan'");
    await t.dataSource.query(
      "INSERT INTO client_search_keys (company_id, term, client_id) VALUES (?, 'n:muresan', ?), (?, 'n:stefan', ?)",
      [companyA, id, companyA, id],
    );
    await t.dataSource.runMigrations({ transaction: 'each' });

    const rows = await t.dataSource.query(
      'SELECT term, last_name, first_name FROM client_search_keys WHERE client_id = ? ORDER BY term',
      [id],
    );
    expect(rows).toEqual([
      { term: 'n:muresan', last_name: 'Mureșan', first_name: 'Ştefan' },
      { term: 'n:stefan', last_name: 'Mureșan', first_name: 'Ştefan' },
    ]);
    const [stale] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM client_search_keys k JOIN clients c ON c.id = k.client_id
        WHERE k.last_name <> c.last_name OR k.first_name <> c.first_name`,
    );
    expect(Number(stale.n)).toBe(0);
    const token = await t.login('admin@balta-demo.ro');
    const res = await t.call('POST', `/api/company/${companyA}/clients`, { token, body: { search: 'muresan stef' } });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Mureșan Ştefan']);
  });
});

describe(`the surplus and fee payment migration (${DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the sales stored before it right: a chitanță was cash, a bon fiscal has its job’s method, nothing else is guessed', async () => {
    const { companyA } = await demoIds(t);
    // Three passes sold before the migration, the first in cash (its chitanță stands for the surplus's).
    const token = await t.login('admin@balta-demo.ro');
    const call = (path: string, body: object) =>
      t.call('POST', `/api/company/${companyA}${path}`, { token, body }).then((r) => r.body);
    const water = (await call('/createWater', { name: 'Lacul migrării' })).id;
    const plan = (
      await call('/createPlan', { name: 'Zi', water_ids: [water], duration_value: 1, duration_unit: 'days', price: 30 })
    ).id;
    const angler = (await call('/createClient', { first_name: 'Ion', last_name: 'Migrescu' })).id;
    const sold = [];
    for (const payment_method of ['cash', 'card', 'card'])
      sold.push(await call(`/clients/${angler}/createPass`, { plan_id: plan, water_id: water, payment_method }));
    const [withReceipt, withJob, withNothing] = sold.map((p: { id: number }) => p.id);
    const receipt = { id: sold[0].receipt_id as number, amount: '30.00' };
    const migrations = t.dataSource.migrations;
    const at = migrations.findIndex((m) => (m.name ?? '').startsWith('SurplusFeePayment'));
    expect(at).toBeGreaterThan(0);
    await undo(t, migrations.length - at);
    const exit = '2031-05-04 10:00:00';
    await t.dataSource.query('UPDATE passes SET checked_out_at = ?, checkout_receipt_id = ? WHERE id = ?', [
      exit,
      receipt.id,
      withReceipt,
    ]);
    await t.dataSource.query('UPDATE passes SET checked_out_at = ? WHERE id IN (?, ?)', [exit, withJob, withNothing]);
    await t.dataSource.query(
      "INSERT INTO fiscal_devices (company_id, name, format, settings, plan_vat_groups, water_ids) VALUES (?, 'Casa', 'fprint', '{}', '{}', '[]')",
      [companyA],
    );
    const [device] = await t.dataSource.query('SELECT MAX(id) AS id FROM fiscal_devices');
    const job = async (source: string, passId: number | null, method: string, amount: string) => {
      await t.dataSource.query(
        "INSERT INTO fiscal_jobs (company_id, device_id, kind, source, pass_id, payment_method, amount) VALUES (?, ?, 'sale', ?, ?, ?, ?)",
        [companyA, device.id, source, passId, method, amount],
      );
      return Number((await t.dataSource.query('SELECT MAX(id) AS id FROM fiscal_jobs'))[0].id);
    };
    await job('checkout', withJob, 'card', '12.50');
    const feeJob = await job('entry_fee', null, 'card', '300.00');
    const team = (name: string, receiptId: number | null, jobId: number | null) =>
      t.dataSource.query(
        'INSERT INTO competition_teams (company_id, competition_id, name, phone, fee, fee_receipt_id, fee_fiscal_job_id, checked_in_at) VALUES (?, 999999, ?, ?, ?, ?, ?, ?)',
        [companyA, name, '0722000000', '300.00', receiptId, jobId, exit],
      );
    await team('Migrare chitanță', Number(receipt.id), null);
    await team('Migrare bon', null, feeJob);
    await team('Migrare nimic', null, null);
    await t.dataSource.runMigrations({ transaction: 'each' });

    const shown = await t.dataSource.query(
      'SELECT id, checkout_amount, checkout_payment_method FROM passes WHERE id IN (?, ?, ?) ORDER BY id',
      [withReceipt, withJob, withNothing],
    );
    expect(
      shown.map((r: { checkout_amount: unknown; checkout_payment_method: unknown }) => [
        r.checkout_amount === null ? null : Number(r.checkout_amount).toFixed(2),
        r.checkout_payment_method,
      ]),
    ).toEqual([
      [Number(receipt.amount).toFixed(2), 'cash'],
      ['12.50', 'card'],
      [null, null],
    ]);
    const teams = await t.dataSource.query(
      "SELECT name, fee_payment_method FROM competition_teams WHERE name LIKE 'Migrare %' ORDER BY id",
    );
    expect(teams).toEqual([
      { name: 'Migrare chitanță', fee_payment_method: 'cash' },
      { name: 'Migrare bon', fee_payment_method: 'card' },
      { name: 'Migrare nimic', fee_payment_method: null },
    ]);
  });
});
